import { AiResult } from '../../lib/ai/Conversation';

/** /ai/result?q=… (asked once) or ?conversationId=… (read): the answer with its sources, the hand-off and a follow-up box. */
export default function AiResultPage() {
  return <AiResult title="AI 법률 안내 답변" page="ai-result" />;
}
