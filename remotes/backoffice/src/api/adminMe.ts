import { adminMe as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/me: the signed-in staff member (roles, institution, the staff session's end); 401 without a staff session. */
export const adminMe = defineQuery(descriptor, { staleTime: 0 });
