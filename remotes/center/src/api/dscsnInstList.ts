import { dscsnInstList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/inst: the participating institutions with their contacts and consultation methods. */
export const dscsnInstList = defineQuery(descriptor);
