import { opnRevoke as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/opn/applications/:applicationId/revoke: every key of the application stops at once. */
export const opnRevoke = defineMutation(descriptor, { invalidates: ['opnMyApplications', 'staffOpnPending'] });
