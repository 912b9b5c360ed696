import { aiConversations as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/ai/conversations: the member's conversations, latest first (kept a year). */
export const aiConversations = defineQuery(descriptor, { showLoading: false });
