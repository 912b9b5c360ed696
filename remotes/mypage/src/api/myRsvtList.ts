import { myRsvtList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/dscsn/rsvt?status&page: my consultation reservations. */
export const myRsvtList = defineQuery(descriptor);
