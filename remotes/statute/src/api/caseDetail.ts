import { caseDetail as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/statute/cases/:caseId: one case with its decisions, articles and neighbours (counts a view; 404 unknown). */
export const caseDetail = defineQuery(descriptor);
