import { AiResult } from '../../../lib/ai/Conversation';

/** /ai/result/search: asking again within a conversation (?conversationId=), the question box first. */
export default function AiResultSearch() {
  return <AiResult title="AI 법률 안내 다시 묻기" page="ai-result-search" askFirst />;
}
