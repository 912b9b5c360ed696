export { CaptchaField, type CaptchaFieldProps, type CaptchaPicture } from './CaptchaField';
