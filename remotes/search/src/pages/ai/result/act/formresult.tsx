import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/act/formresult: the conversation of 내 문제 해결 안내 and its 서식 tab. */
export default function AiResultActFormresult() {
  return <AiResult title="AI 내 문제 해결 안내: 서식" page="ai-result-act-formresult" family="act" tab="formresult" />;
}
