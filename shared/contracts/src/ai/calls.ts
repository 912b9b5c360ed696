// AI legal guidance (area `search`, issue 19): members only (401 otherwise).
import { ErrorBody } from '../common';
import { IdempotencyHeaders } from '../shell/schemas';
import { deleteCall, entryCall, errors, listCall, memberAudience, type ApiCall } from '../call';
import { AiAnswer, AiAnswerRequest, AiConversation, AiConversationList, AiConversationParams, AiConversationQuery } from './schemas';

const member = memberAudience('ai');

export const aiCalls = {
  aiAnswer: {
    method: 'POST',
    path: '/api/ai/answer',
    summary:
      'AI 법률 안내: 질문에 검색 색인의 법령·판례·사례·서식·서비스에서 찾은 문장만으로 답하고 문장마다 출처 번호를 붙입니다. Accept: text/event-stream이면 답을 흘려 보내고(event: delta) 마지막에 같은 객체(event: done)를 보냅니다. 찾은 자료가 없거나 해서는 안 되는 질문(판결 예측, 허위 문서, 대리)은 noAnswer와 상담 연결만, 폭력·자살 언급은 긴급 번호를 먼저. Idempotency-Key 필수(같은 키는 같은 답). 회원 한 사람당 한 시간에 20번(429)',
    tags: ['ai'],
    access: 'member',
    idempotent: { scope: 'AI_ANSWER' },
    headers: IdempotencyHeaders,
    body: AiAnswerRequest,
    responses: { 200: AiAnswer, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  aiConversations: listCall(member, '/api/ai/conversations', AiConversationQuery, AiConversationList, 'AI 대화목록 (최근 것부터, 1년 보관)'),
  aiConversation: entryCall(member, '/api/ai/conversations/:conversationId', AiConversationParams, AiConversation, 'AI 대화 하나 (묻고 답한 차례대로); 다른 회원의 대화는 404'),
  aiConversationDelete: deleteCall(member, '/api/ai/conversations/:conversationId', AiConversationParams, 'AI 대화 지우기 (되돌릴 수 없음)'),
} satisfies Record<string, ApiCall>;
