import { survey as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dgstfn/surveys/:surveyId: one survey with its questions. */
export const survey = defineQuery(descriptor);
