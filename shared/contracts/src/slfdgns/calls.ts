// Self-diagnosis (area `elrcpt`, issue 16): the public eligibility rule. The catalogue itself is
// imported by the pages from ./rules (≈ 6 KB gzip), so it has no call of its own.
import { errors, type ApiCall } from '../call';
import { EvaluateAnswer, EvaluateRequest } from './schemas';

export const slfdgnsCalls = {
  slfdgnsEvaluate: {
    method: 'POST',
    path: '/api/elrcpt/slfdgns/evaluate',
    summary:
      '법률구조 자가진단: 기준 연도, 가구원 수, 가구 월소득, 구조대상자 유형(없으면 기준 중위소득 125% 일반 기준)으로 무료/일부유료/대상 아님과 그 근거(처음 미충족한 기준과 초과액, 원), 준비 서류. 사건의 승소 가능성은 판단하지 않음. 저장하지 않음(XSRF 헤더 필요)',
    tags: ['elrcpt'],
    access: 'public',
    body: EvaluateRequest,
    responses: { 200: EvaluateAnswer, ...errors },
  },
} satisfies Record<string, ApiCall>;
