import { search as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/search: one page of results of some kinds, the counts of every kind, spelling suggestions, synonyms used. */
export const search = defineQuery(descriptor);
