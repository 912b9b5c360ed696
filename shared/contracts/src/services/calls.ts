// Finding help (area `services`, issue 20): the catalogue is public; the one-stop request is a member's.
import { ErrorBody } from '../common';
import { IdempotencyHeaders } from '../shell/schemas';
import { entryCall, errors, listCall, memberAudience, type ApiCall } from '../call';
import { z } from 'zod';
import {
  FinderQuery,
  FinderResult,
  InstCodeParams,
  SvcInstitutionDetail,
  SvcInstitutionList,
  SvcInstitutionQuery,
  InstNotice,
  InstNoticeList,
  InstNoticeParams,
  InstNoticeQuery,
  SvcOfficeList,
  SvcOfficeQuery,
  OneStopList,
  OneStopReceipt,
  OneStopRequest,
  ServiceDetail,
  ServiceIdParams,
  ServiceList,
  ServiceListQuery,
} from './schemas';

const everyone = { tags: ['services'], access: 'public' as const, refused: {} };
const member = memberAudience('services');

export const servicesCalls = {
  svcServices: listCall(everyone, '/api/services', ServiceListQuery, ServiceList, '서비스 목록: 유형(type), 기관(inst), 지역(시도, 전국 서비스 포함), 검색어, 쪽 나눔. 유형별 건수 포함'),
  svcService: entryCall(everyone, '/api/services/:serviceId', ServiceIdParams, ServiceDetail, '서비스 한 건: 대상, 비용, 방법, 서류, 다음 단계(예약·신청·기관 누리집), 기관, 사무소, 같은 유형의 다른 기관 서비스'),
  svcInstitutions: listCall(everyone, '/api/services/institutions', SvcInstitutionQuery, SvcInstitutionList, '플랫폼 참여기관 목록(구분, 연계 정도, 연계사업, 서비스 수): 구분(category)·검색어'),
  svcInstitution: entryCall(everyone, '/api/services/institutions/:instCode', InstCodeParams, SvcInstitutionDetail, '참여기관 한 곳: 안내, 연락처, 서비스, 사무소, 최근 소식 5건'),
  svcInstNotices: {
    ...listCall(everyone, '/api/services/institutions/:instCode/notices', InstNoticeQuery, InstNoticeList, '참여기관 소식 목록 (최근 것부터)'),
    params: InstCodeParams,
    responses: { 200: InstNoticeList, 404: ErrorBody, ...errors },
  },
  svcInstNotice: entryCall(everyone, '/api/services/institutions/:instCode/notices/:nttId', InstNoticeParams, InstNotice, '참여기관 소식 한 건 (이전·다음 글)'),
  svcOffices: listCall(everyone, '/api/services/offices', SvcOfficeQuery, SvcOfficeList, '사무소 목록(법률복지지도): 시도·시군구·서비스 유형·도움 방법·기관, 위치(lat, lon)를 주면 가까운 순서와 직선거리'),
  svcFinder: listCall(everyone, '/api/services/finder', FinderQuery, FinderResult, '쉬운 서비스 찾기: 무슨 일, 나이대, 소득 구간, 해당 사항, 지역, 원하는 방법으로 맞는 서비스를 순서대로, 맞는 까닭과 확인할 점과 함께'),
  svcOneStopCreate: {
    method: 'POST',
    path: '/api/services/one-stop',
    summary: '원스톱 신청: 한 번 적은 내용을 고른 기관(2곳 이상)에 각각의 사이버상담으로 접수합니다. Idempotency-Key 필수(같은 키는 같은 접수)',
    tags: ['services'],
    access: 'member',
    idempotent: { scope: 'ONE_STOP' },
    headers: IdempotencyHeaders,
    body: OneStopRequest,
    responses: { 201: OneStopReceipt, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  svcOneStops: listCall(member, '/api/services/one-stop', z.object({}), OneStopList, '내 원스톱 신청 목록: 기관별 접수번호와 답변 상태'),
} satisfies Record<string, ApiCall>;
