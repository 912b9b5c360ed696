import { adminStaffDisable as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/staff/:memberId/disable: no more sign-in; its staff sessions end. */
export const adminStaffDisable = defineMutation(descriptor, { invalidates: ['adminStaffList'] });
