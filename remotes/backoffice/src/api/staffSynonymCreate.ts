import { staffSynonymCreate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/search/synonyms: a new synonym group (searches use it within seconds; the same name is 409). */
export const staffSynonymCreate = defineMutation(descriptor, { invalidates: ['staffSynonymList'] });
