import { adminQueues as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/queues: the home's work queues the signed-in staff member may see (a queue not theirs is absent). */
export const adminQueues = defineQuery(descriptor, { staleTime: 0 });
