import { AiResult } from '../../../../lib/ai/Conversation';

/** /ai/result/ed/formresult: the conversation of 서류 작성·제출 안내 and its 서식 tab. */
export default function AiResultEdFormresult() {
  return <AiResult title="AI 서류 작성·제출 안내: 서식" page="ai-result-ed-formresult" family="ed" tab="formresult" />;
}
