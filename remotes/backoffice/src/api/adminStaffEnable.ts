import { adminStaffEnable as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/staff/:memberId/enable: a disabled account in use again. */
export const adminStaffEnable = defineMutation(descriptor, { invalidates: ['adminStaffList'] });
