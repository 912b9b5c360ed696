import { svcOneStops as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/one-stop: my one-stop requests with each institution's case and its state. */
export const svcOneStops = defineQuery(descriptor);
