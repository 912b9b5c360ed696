import { adminOutboxRetry as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/outbox/:id/retry: a failed (DEAD) or retrying notice tried again now (409 for a sent or suppressed one). */
export const adminOutboxRetry = defineMutation(descriptor, { invalidates: ['adminOutbox', 'adminQueues'] });
