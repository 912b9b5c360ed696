import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/ed/exampleresult: the conversation of 서류 작성·제출 안내 and its 사례 tab. */
export default function AiResultEdExampleresult() {
  return <AiResult title="AI 서류 작성·제출 안내: 사례" page="ai-result-ed-exampleresult" family="ed" tab="exampleresult" />;
}
