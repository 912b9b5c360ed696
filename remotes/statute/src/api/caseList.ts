import { caseList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/statute/cases?board=: 법률상담사례 or 법률구조사례 by category and search word, with the category counts. */
export const caseList = defineQuery(descriptor);
