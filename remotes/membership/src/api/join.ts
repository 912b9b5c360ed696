import { join as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/join: the new account (Idempotency-Key required: a retry of the same form never makes two). */
export const join = defineMutation(descriptor);
