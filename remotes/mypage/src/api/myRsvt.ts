import { myRsvt as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/dscsn/rsvt/:rsvtNo: one reservation of the signed-in person (another person's number: 404 without content). */
export const myRsvt = defineQuery(descriptor);
