import { svcOneStopCreate as createDescriptor, svcOneStops as listDescriptor } from '@portal/contracts/calls';
import { defineMutation, defineQuery } from '@portal/http/query';

/** GET /api/services/one-stop: the member's one-stop requests with each institution's case. */
export const svcOneStops = defineQuery(listDescriptor);
/** POST /api/services/one-stop (Idempotency-Key): one description, a case per chosen institution. */
export const svcOneStopCreate = defineMutation(createDescriptor, { invalidates: ['svcOneStops', 'myCyberList'] });
