import { passwordChange as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/login/password: a new password (with the current one when no re-check is running); every session ends. */
export const passwordChange = defineMutation(descriptor);
