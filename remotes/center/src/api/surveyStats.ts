import { surveyStats as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dgstfn/stats: survey and page-satisfaction statistics of a period (YYYY-MM), all surveys or one. */
export const surveyStats = defineQuery(descriptor);
