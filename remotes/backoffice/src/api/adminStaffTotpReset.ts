import { adminStaffTotpReset as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/staff/:memberId/totp/reset: clears the authenticator and recovery codes (the next sign-in enrols again). */
export const adminStaffTotpReset = defineMutation(descriptor, { invalidates: ['adminStaffList'] });
