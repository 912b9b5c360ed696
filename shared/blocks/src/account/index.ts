// @portal/blocks/account: the account pieces the membership, my-page and back-office remotes share —
// the password's encryption for sign-in, the new-password form, the wait after wrong passwords, the member-details layout and its rules.
import '@portal/ui/form';

export { NewPasswordForm, PASSWORD_CHANGED_NOTICE, currentPasswordField, tooManyTries, usePasswordWait, type NewPasswordFormProps } from './password';
export { contactProblems, memberInfoLayout, type ContactValues, type MemberInfoLayoutOptions } from './member-info';
export { encryptPassword } from './encrypt-password';
