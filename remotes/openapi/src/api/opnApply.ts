import { opnApply as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/opn/applications: apply; the answer carries the key, shown this once (my list refreshes). */
export const opnApply = defineMutation(descriptor, { invalidates: ['opnMyApplications', 'staffOpnPending'] });
