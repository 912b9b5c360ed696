import { adminStaffRoles as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/admin/staff/:memberId/roles: the account's institution roles. */
export const adminStaffRoles = defineMutation(descriptor, { invalidates: ['adminStaffList'] });
