import { surveyList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dgstfn/surveys: every satisfaction survey with its state, response count and this session's answer. */
export const surveyList = defineQuery(descriptor);
