import { passwordChange as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/login/password: the new password after the re-check; every session of the account ends. */
export const passwordChange = defineMutation(descriptor);
