import { adminStaffList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/staff: the staff accounts of the manager's institution. */
export const adminStaffList = defineQuery(descriptor, { staleTime: 0 });
