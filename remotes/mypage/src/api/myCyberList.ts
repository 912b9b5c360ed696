import { myCyberList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/dscsn/cyber?page: my cyber consultations. */
export const myCyberList = defineQuery(descriptor);
