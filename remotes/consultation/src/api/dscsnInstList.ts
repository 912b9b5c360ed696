import { dscsnInstList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/inst: the institutions that take consultations, with their methods. */
export const dscsnInstList = defineQuery(descriptor);
