import { staffSynonymList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/search/synonyms: the search synonym groups, paged. */
export const staffSynonymList = defineQuery(descriptor, { staleTime: 0 });
