import { adminRouteRuleUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/admin/route-rules/:ruleId: change one rule; it applies from the next move between pages. */
export const adminRouteRuleUpdate = defineMutation(descriptor, { invalidates: ['adminRouteRuleList'] });
