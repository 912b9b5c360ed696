import { aiConversation as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/ai/conversations/:conversationId: one conversation with its turns in order (404 for another member's). */
export const aiConversation = defineQuery(descriptor);
