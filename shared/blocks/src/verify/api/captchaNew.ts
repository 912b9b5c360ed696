import { captchaNew as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/captcha: a new 자동 입력 방지 challenge (its picture and sound addresses). */
export const captchaNew = defineMutation(descriptor);
