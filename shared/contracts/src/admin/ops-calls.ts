// Back office (issue 34), work queues, the remote registry, the outbox, satisfaction statistics.
import { anyStaff, errors, refusedUnlessAllowed, systemAdmin, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import {
  AdminQueues,
  AdminSatisfaction,
  AdminSatisfactionQuery,
  OutboxIdParams,
  OutboxPage,
  OutboxQuery,
  OutboxRetried,
  RegistryChanged,
  RegistryDeployRequest,
  RegistryRemoteParams,
  RegistryRollbackRequest,
  RegistryView,
} from './ops-schemas';

const ops = { tags: ['admin-ops'] };
const refused = refusedUnlessAllowed;
/** Who reads the satisfaction statistics: the system administrator, content editors and institution managers. */
const satisfactionReaders = { staff: { roles: ['SYSTEM_ADMIN', 'CONTENT_EDITOR', 'INST_MANAGER'] } } as const;

export const adminOpsCalls = {
  adminQueues: {
    method: 'GET',
    path: '/api/admin/queues',
    summary:
      '업무 현황: 로그인한 직원의 역할과 기관이 볼 수 있는 대기 업무만 (미답변 사이버상담과 답변 예정일, 미답변 묻고 답하기, 오늘·내일 사무소별 예약, 상태별 전자접수, 확인할 서류, 승인 대기 오픈 API 신청; 시스템 관리자는 알림 발송과 화면 배포 현황만)',
    ...ops,
    access: anyStaff,
    responses: { 200: AdminQueues, ...refused, ...errors },
  },
  adminRegistry: {
    method: 'GET',
    path: '/api/admin/registry',
    summary: '화면 배포 현황: 리모트마다 지금 버전과 배포 시각, 배포 저장소의 버전들, 배포·되돌리기 기록 (시스템 관리자만)',
    ...ops,
    access: systemAdmin,
    responses: { 200: RegistryView, ...refused, ...errors },
  },
  adminRegistryRollback: {
    method: 'POST',
    path: '/api/admin/registry/:remote/rollback',
    summary:
      '리모트 하나 되돌리기: 고른 버전으로, 버전을 주지 않으면 지금 버전 직전에 쓰던 버전으로 (`pnpm portal remote:rollback`과 같음). 호스트 재빌드 없이 다음 페이지 로드부터 적용됩니다 (시스템 관리자만)',
    ...ops,
    access: systemAdmin,
    params: RegistryRemoteParams,
    body: RegistryRollbackRequest,
    responses: { 200: RegistryChanged, ...refused, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody, ...errors },
  },
  adminRegistryDeploy: {
    method: 'POST',
    path: '/api/admin/registry/:remote/deploy',
    summary: '리모트 하나를 배포 저장소에 이미 있는 버전으로 배포 (새 빌드의 게시는 `pnpm portal remote:deploy`로 합니다; 시스템 관리자만)',
    ...ops,
    access: systemAdmin,
    params: RegistryRemoteParams,
    body: RegistryDeployRequest,
    responses: { 200: RegistryChanged, ...refused, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody, ...errors },
  },
  adminOutbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    summary: '알림 발송 현황: 상태·종류별 목록(수신자는 가림, 본문은 보이지 않음)과 상태별 건수 (시스템 관리자만)',
    ...ops,
    access: systemAdmin,
    querystring: OutboxQuery,
    responses: { 200: OutboxPage, ...refused, ...errors },
  },
  adminOutboxRetry: {
    method: 'POST',
    path: '/api/admin/outbox/:id/retry',
    summary: '알림 다시 보내기: 발송 실패(DEAD)나 재시도 대기(RETRYING) 알림을 지금 다시 보내도록 합니다. 이미 대기 중이면 바꾸지 않고 알려 줍니다 (시스템 관리자만)',
    ...ops,
    access: systemAdmin,
    params: OutboxIdParams,
    responses: { 200: OutboxRetried, ...refused, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  adminSatisfaction: {
    method: 'GET',
    path: '/api/admin/satisfaction',
    summary: '메뉴별 만족도 통계: 기간 안의 응답 수, 평균 점수, 1~5점 분포 (시스템 관리자, 콘텐츠 편집자, 기관 관리자)',
    ...ops,
    access: satisfactionReaders,
    querystring: AdminSatisfactionQuery,
    responses: { 200: AdminSatisfaction, ...refused, ...errors },
  },
} as const satisfies Record<string, ApiCall>;
