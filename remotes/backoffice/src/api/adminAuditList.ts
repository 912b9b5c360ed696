import { adminAuditList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/audit: the audit log searched and paged by the server (a manager: its institution's staff only). */
export const adminAuditList = defineQuery(descriptor, { staleTime: 0 });
