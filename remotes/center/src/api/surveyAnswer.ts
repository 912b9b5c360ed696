import { surveyAnswer as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/dgstfn/surveys/:surveyId/answers: one answer per session and survey (Idempotency-Key header; 409 ALREADY_ANSWERED). */
export const surveyAnswer = defineMutation(descriptor, { invalidates: ['surveyList', 'survey', 'surveyStats'] });
