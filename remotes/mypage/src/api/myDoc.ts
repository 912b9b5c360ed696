import { myDoc as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/docs/:myDocId: one of my documents with what a fetched or wallet record says (another member's number: 404). */
export const myDoc = defineQuery(descriptor);
