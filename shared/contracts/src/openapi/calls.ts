// Open API (issue 33), area `openapi`: members apply for keys and manage them, approvers decide
// operating applications (openapiCalls, under /api); the public APIs a key calls (openapiV1Calls,
// under /openapi/v1, access apiKey: their own OpenAPI document, not the internal API's).
import type { z } from 'zod';
import { errors, openApiApprover, refusedUnlessAllowed, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import {
  OpenAvailabilityDay,
  OpenAvailabilityQuery,
  OpenError,
  OpenFaq,
  OpenFaqQuery,
  OpenInstitution,
  OpenLegalHit,
  OpenNotice,
  OpenNoticeQuery,
  OpenOffice,
  OpenOfficeQuery,
  OpenPageQuery,
  OpenSatisfaction,
  OpenSatisfactionQuery,
  OpenSearchQuery,
  OpenService,
  OpenServiceQuery,
  OpnApplication,
  OpnApplicationIdParams,
  OpnApplicationList,
  OpnApplyRequest,
  OpnApproveRequest,
  OpnIssued,
  OpnPendingList,
  OpnPendingQuery,
  OpnRejectRequest,
  openItem,
  openList,
} from './schemas';

const member = { tags: ['opn'], access: 'member' as const };
const approver = { tags: ['staff'], access: openApiApprover };
const appId = '/api/opn/applications/:applicationId';

export const openapiCalls = {
  opnApply: {
    method: 'POST',
    path: '/api/opn/applications',
    summary: '오픈 API 활용 신청: 개발계정(DEV)은 바로 승인되어 하루 1,000건 키를, 운영계정(OPER)은 승인 대기(PENDING) 키를 발급합니다. 키는 이 응답에서 한 번만 보입니다',
    ...member,
    body: OpnApplyRequest,
    responses: { 201: OpnIssued, ...refusedUnlessAllowed, 429: ErrorBody, ...errors },
  },
  opnMyApplications: {
    method: 'GET',
    path: '/api/opn/applications',
    summary: '나의 오픈 API 신청과 키: 상태, 하루 한도, 최근 30일 일별 호출 수',
    ...member,
    responses: { 200: OpnApplicationList, ...refusedUnlessAllowed, ...errors },
  },
  opnReissue: {
    method: 'POST',
    path: `${appId}/reissue`,
    summary: '키 재발급: 새 키를 한 번 보여 주고, 이전 키는 24시간 뒤 만료됩니다. 다른 회원의 신청은 404',
    ...member,
    params: OpnApplicationIdParams,
    responses: { 201: OpnIssued, ...refusedUnlessAllowed, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  opnRevoke: {
    method: 'POST',
    path: `${appId}/revoke`,
    summary: '키 폐기: 신청의 모든 키가 즉시 쓰이지 않습니다. 다른 회원의 신청은 404',
    ...member,
    params: OpnApplicationIdParams,
    responses: { 200: OpnApplication, ...refusedUnlessAllowed, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  staffOpnPending: {
    method: 'GET',
    path: '/api/staff/opn/applications',
    summary: '승인 대기 중인 운영계정 신청 (먼저 신청한 순): 오픈 API 승인 담당자',
    ...approver,
    querystring: OpnPendingQuery,
    responses: { 200: OpnPendingList, ...refusedUnlessAllowed, ...errors },
  },
  staffOpnApprove: {
    method: 'POST',
    path: '/api/staff/opn/applications/:applicationId/approve',
    summary: '운영계정 승인: 하루 한도(기본 10,000건, dailyLimit로 정함)로 키가 바로 쓰입니다. 대기 중이 아닌 신청은 409',
    ...approver,
    params: OpnApplicationIdParams,
    body: OpnApproveRequest,
    responses: { 200: OpnApplication, ...refusedUnlessAllowed, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  staffOpnReject: {
    method: 'POST',
    path: '/api/staff/opn/applications/:applicationId/reject',
    summary: '운영계정 반려: 사유(5~500자)를 신청자에게 보여 줍니다. 대기 중이 아닌 신청은 409',
    ...approver,
    params: OpnApplicationIdParams,
    body: OpnRejectRequest,
    responses: { 200: OpnApplication, ...refusedUnlessAllowed, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
} satisfies Record<string, ApiCall>;

/** Every answer a keyed call may give besides its list: the result codes' statuses (OPENAPI_RESULTS). */
const openErrors = { 400: OpenError, 401: OpenError, 403: OpenError, 404: OpenError, 429: OpenError, 500: OpenError };
function v1<Q extends z.ZodType, R extends z.ZodType>(path: string, summary: string, querystring: Q, ok: R) {
  return { method: 'GET' as const, path: `/openapi/v1/${path}`, summary, tags: ['openapi-v1'], access: 'apiKey' as const, querystring, responses: { 200: ok, ...openErrors } };
}

export const openapiV1Calls = {
  openInstitutions: v1('institutions', '참여기관 목록', OpenPageQuery, openList(OpenInstitution)),
  openOffices: v1('offices', '기관 사무소 목록: 주소, 전화, 운영 시간, 상담 방법 (instCode, region으로 거르기)', OpenOfficeQuery, openList(OpenOffice)),
  openServices: v1('services', '법률복지 서비스 목록 (serviceType 서비스 유형, instCode 기관으로 거르기)', OpenServiceQuery, openList(OpenService)),
  openFaq: v1('faq', '자주 묻는 질문 (category, keyword)', OpenFaqQuery, openList(OpenFaq)),
  openNotices: v1('notices', '공지사항 (고정 공지 먼저, 최신순; keyword)', OpenNoticeQuery, openList(OpenNotice)),
  openStatutes: v1('statutes', '법령 조문 검색 (검색 색인, 정확도순)', OpenSearchQuery, openList(OpenLegalHit)),
  openPrecedents: v1('precedents', '판례 검색 (검색 색인, 정확도순)', OpenSearchQuery, openList(OpenLegalHit)),
  openAvailability: v1('availability', '사무소의 날짜별 상담 예약 가능 건수 (개인정보 없이 남은 자리 수만; 내일부터 예약 가능 기간)', OpenAvailabilityQuery, openList(OpenAvailabilityDay)),
  openSatisfaction: v1('satisfaction', '만족도 통계 (fromMonth~toMonth, 기본 최근 6개월)', OpenSatisfactionQuery, openItem(OpenSatisfaction)),
} satisfies Record<string, ApiCall>;
