import { dscsnApplicant as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/applicant: the signed-in member or verified guest who applies (401 when nobody is). */
export const dscsnApplicant = defineQuery(descriptor, { showLoading: false });
