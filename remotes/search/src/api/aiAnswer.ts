import { aiAnswer as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/ai/answer as JSON (Idempotency-Key required): the fallback when the streamed answer breaks off. */
export const aiAnswer = defineMutation(descriptor, { invalidates: ['aiConversations', 'aiConversation'] });
