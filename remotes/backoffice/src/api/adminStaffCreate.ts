import { adminStaffCreate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/staff: a new staff account; the answer carries its one-time initial password. */
export const adminStaffCreate = defineMutation(descriptor, { invalidates: ['adminStaffList'] });
