import { AiResult } from '../../../lib/ai/Conversation';

/** /ai/result/ed: the conversation of 서류 작성·제출 안내 with its result tabs. */
export default function AiResultEd() {
  return <AiResult title="AI 서류 작성·제출 안내" page="ai-result-ed" family="ed" />;
}
