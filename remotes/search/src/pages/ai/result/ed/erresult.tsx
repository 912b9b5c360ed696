import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/ed/erresult: the conversation of 서류 작성·제출 안내 and its 전자접수 tab. */
export default function AiResultEdErresult() {
  return <AiResult title="AI 서류 작성·제출 안내: 전자접수" page="ai-result-ed-erresult" family="ed" tab="erresult" />;
}
