import { opnReissue as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/opn/applications/:applicationId/reissue: a new key shown once; the old one ends in 24 hours. */
export const opnReissue = defineMutation(descriptor, { invalidates: ['opnMyApplications'] });
