// @portal/ui/form: accessible form pieces for the membership and my-page screens (no antd).
import './form.css';

export * from './fields';
export * from './use-zod-form';
export { useFocusWhenReady, LoadError, type PageState } from './page-state';
export { NewPasswordFields, newPasswordError } from './password';
export { useWaitCountdown } from './wait-countdown';
export { useFormDraft, useSaveDraft } from './draft';
export { submitWith, useRefusals } from './refusals';
export { CaptchaField, type CaptchaFieldProps, type CaptchaPicture } from '../captcha';
