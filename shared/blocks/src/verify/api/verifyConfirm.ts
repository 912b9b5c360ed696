import { verifyConfirm as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/verify/confirm: the code (or the app's answer) confirms the person for the purpose. */
export const verifyConfirm = defineMutation(descriptor);
