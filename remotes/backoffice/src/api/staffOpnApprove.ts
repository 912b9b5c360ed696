import { staffOpnApprove as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/opn/applications/:applicationId/approve: the key works from the next call. */
export const staffOpnApprove = defineMutation(descriptor, { invalidates: ['staffOpnPending', 'adminQueues'] });
