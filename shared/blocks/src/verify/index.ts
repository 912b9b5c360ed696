// @portal/blocks/verify: the one identity-verification block (휴대폰 본인확인 / 간편인증) of every membership page.
import '@portal/ui/form';

export { IdentityVerification, type IdentityVerificationProps, type VerifyPrefill } from './IdentityVerification';
export { verifyErrorMessage, type VerifyErrorBody, type VerifyMethod } from './messages';
export { useAfterVerification, VerificationFailure } from './after';
export { useCaptcha } from './captcha';
export { captchaCheck } from './api/captchaCheck';
