import { captchaCheck as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/captcha/check: one answer to one challenge (the CaptchaSample form). */
export const captchaCheck = defineMutation(descriptor);
