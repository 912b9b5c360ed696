import { adminTotpEnrolConfirm as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/totp/enrol/confirm: the app's first code → signed in, with the recovery codes shown once. */
export const adminTotpEnrolConfirm = defineMutation(descriptor, { invalidates: ['adminMe'] });
