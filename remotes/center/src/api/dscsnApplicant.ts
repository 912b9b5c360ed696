import { dscsnApplicant as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/applicant: who is signed in (member or verified guest); 401 when nobody is. No loading bar. */
export const dscsnApplicant = defineQuery(descriptor, { showLoading: false });
