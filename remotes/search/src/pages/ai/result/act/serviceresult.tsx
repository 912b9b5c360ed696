import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/act/serviceresult: the conversation of 내 문제 해결 안내 and its 기관·서비스 tab. */
export default function AiResultActServiceresult() {
  return <AiResult title="AI 내 문제 해결 안내: 기관·서비스" page="ai-result-act-serviceresult" family="act" tab="serviceresult" />;
}
