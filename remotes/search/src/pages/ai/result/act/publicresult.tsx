import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/act/publicresult: the conversation of 내 문제 해결 안내 and its 법령·공공정보 tab. */
export default function AiResultActPublicresult() {
  return <AiResult title="AI 내 문제 해결 안내: 법령·공공정보" page="ai-result-act-publicresult" family="act" tab="publicresult" />;
}
