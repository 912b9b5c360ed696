import { aiConversationDelete as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** DELETE /api/ai/conversations/:conversationId (cannot be undone). */
export const aiConversationDelete = defineMutation(descriptor, { invalidates: ['aiConversations', 'aiConversation'] });
