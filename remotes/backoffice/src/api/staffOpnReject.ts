import { staffOpnReject as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/opn/applications/:applicationId/reject: the reason is shown to the applicant. */
export const staffOpnReject = defineMutation(descriptor, { invalidates: ['staffOpnPending', 'adminQueues'] });
