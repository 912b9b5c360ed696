import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/act/exampleresult: the conversation of 내 문제 해결 안내 and its 사례 tab. */
export default function AiResultActExampleresult() {
  return <AiResult title="AI 내 문제 해결 안내: 사례" page="ai-result-act-exampleresult" family="act" tab="exampleresult" />;
}
