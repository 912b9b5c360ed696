import { adminTotpVerify as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/totp/verify: the app's code or a recovery code → signed in. */
export const adminTotpVerify = defineMutation(descriptor, { invalidates: ['adminMe'] });
