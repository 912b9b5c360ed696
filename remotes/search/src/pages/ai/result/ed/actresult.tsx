import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/ed/actresult: the conversation of 서류 작성·제출 안내 and its 법령 tab. */
export default function AiResultEdActresult() {
  return <AiResult title="AI 서류 작성·제출 안내: 법령" page="ai-result-ed-actresult" family="ed" tab="actresult" />;
}
