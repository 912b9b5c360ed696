import { staffSynonymUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/staff/search/synonyms/:id: change a synonym group. */
export const staffSynonymUpdate = defineMutation(descriptor, { invalidates: ['staffSynonymList'] });
