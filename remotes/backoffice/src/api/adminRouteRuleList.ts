import { adminRouteRuleList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/route-rules: the route rules, highest priority first, paged (system administrator). */
export const adminRouteRuleList = defineQuery(descriptor, { staleTime: 0 });
