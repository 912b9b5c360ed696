import { joinTerms as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/join/terms: the four items of the join agreement with their full texts. */
export const joinTerms = defineQuery(descriptor);
