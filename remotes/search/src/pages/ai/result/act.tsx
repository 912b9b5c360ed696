import { AiResult } from '../../../lib/ai/Conversation';

/** /ai/result/act: the conversation of 내 문제 해결 안내 with its result tabs. */
export default function AiResultAct() {
  return <AiResult title="AI 내 문제 해결 안내" page="ai-result-act" family="act" />;
}
