// Satisfaction surveys (area `dgstfn`): survey list, one survey, answers, statistics.
import { errors, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { IdempotencyHeaders } from '../shell/schemas';
import { Survey, SurveyAnswerRequest, SurveyAnswerSaved, SurveyIdParams, SurveyList, SurveyStats, SurveyStatsQuery } from './schemas';

export const dgstfnCalls = {
  surveyList: {
    method: 'GET',
    path: '/api/dgstfn/surveys',
    summary: '만족도 조사 목록: 진행 중, 지난, 예정 조사와 이 세션의 응답 여부',
    tags: ['dgstfn'],
    access: 'public',
    responses: { 200: SurveyList, ...errors },
  },
  survey: {
    method: 'GET',
    path: '/api/dgstfn/surveys/:surveyId',
    summary: '만족도 조사 한 건과 문항 (5점 척도, 서비스 영역별)',
    tags: ['dgstfn'],
    access: 'public',
    params: SurveyIdParams,
    responses: { 200: Survey, 404: ErrorBody, ...errors },
  },
  surveyAnswer: {
    method: 'POST',
    path: '/api/dgstfn/surveys/:surveyId/answers',
    summary:
      '만족도 조사 응답: 세션(비로그인은 브라우저 세션 쿠키, 회원은 회원)마다 조사당 한 번. 두 번째는 409 code ALREADY_ANSWERED. 진행 중이 아닌 조사는 409. Idempotency-Key 헤더 필수(같은 키는 처음 응답을 200으로)',
    tags: ['dgstfn'],
    access: 'public',
    params: SurveyIdParams,
    headers: IdempotencyHeaders,
    body: SurveyAnswerRequest,
    responses: { 201: SurveyAnswerSaved, 200: SurveyAnswerSaved, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  surveyStats: {
    method: 'GET',
    path: '/api/dgstfn/stats',
    summary: '만족도 통계: 기간(YYYY-MM, 기본 최근 6개월), 조사(선택). 점수 분포, 월별 추이, 서비스 영역별, 페이지 만족도',
    tags: ['dgstfn'],
    access: 'public',
    querystring: SurveyStatsQuery,
    responses: { 200: SurveyStats, ...errors },
  },
} satisfies Record<string, ApiCall>;
