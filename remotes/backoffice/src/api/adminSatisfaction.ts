import { adminSatisfaction as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/satisfaction: responses, average and the 1–5 distribution per menu for a period (KST days). */
export const adminSatisfaction = defineQuery(descriptor, { staleTime: 0 });
