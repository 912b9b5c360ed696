import { staffSynonymDelete as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** DELETE /api/staff/search/synonyms/:id: delete a synonym group. */
export const staffSynonymDelete = defineMutation(descriptor, { invalidates: ['staffSynonymList'] });
