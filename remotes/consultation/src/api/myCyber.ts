import { myCyber as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/dscsn/cyber/:receiptNo: one cyber consultation of the signed-in person. */
export const myCyber = defineQuery(descriptor);
