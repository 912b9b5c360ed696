// @portal/blocks/account: the account pieces the membership and my-page remotes share — the
// new-password form, the wait after wrong passwords, the member-details layout and its rules.
import '@portal/ui/form';

export { NewPasswordForm, PASSWORD_CHANGED_NOTICE, currentPasswordField, tooManyTries, usePasswordWait, type NewPasswordFormProps } from './password';
export { contactProblems, memberInfoLayout, type ContactValues, type MemberInfoLayoutOptions } from './member-info';
