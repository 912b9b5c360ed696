import { adminOutbox as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/outbox: notices by state and kind, paged, recipients masked, with the count of every state. */
export const adminOutbox = defineQuery(descriptor, { staleTime: 0 });
