import { adminRegistry as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/registry: every remote's live version, the versions kept in the store and the deploy/rollback history (system administrator). */
export const adminRegistry = defineQuery(descriptor, { staleTime: 0 });
