// Electronic application for legal aid (area `elrcpt`, issue 16): consent and draft, automatic
// saving, electronic signature, submission, withdrawal, supplements, my applications, the member's
// home, and the institution staff's side. Every call needs a signed-in member (a verified guest gets
// 403: drafts are resumed from my page); another member's application answers 404, never its content.
import type { z } from 'zod';
import { applicationStaff, applicationStaffOnly, entryCall, errors, listCall, memberAudience, myPageMember, type ApiCall, type IdempotencyScope } from '../call';
import { ErrorBody, OkBody } from '../common';
import { IdempotencyHeaders } from '../shell/schemas';
import {
  Application,
  AplyNoParams,
  DraftSave,
  DraftSaved,
  ElrcptError,
  ElrcptStart,
  ElrcptSubmit,
  ElrcptSupplementSubmit,
  ElrcptWithdraw,
  MyElrcptList,
  MyElrcptQuery,
  MyHome,
  SignIdParams,
  SampleSignRequest,
  SignRequest,
  SignSandboxAction,
  SignStatus,
  SignVerifyRequest,
  SignVerifyResult,
  StaffElrcpt,
  StaffElrcptList,
  StaffElrcptQuery,
  StaffTransition,
} from './schemas';

const applicant = memberAudience('elrcpt');

/** A member's step on an application of theirs (Idempotency-Key required): the application after it; 404 another's, 409 a state that does not allow the step. */
function aplyStep<S extends string, B extends z.ZodType>(step: S, scope: IdempotencyScope, body: B, summary: string) {
  return {
    method: 'POST' as const,
    path: `/api/elrcpt/aply/:aplyNo/${step}` as const,
    summary,
    tags: applicant.tags,
    access: applicant.access,
    idempotent: { scope },
    headers: IdempotencyHeaders,
    params: AplyNoParams,
    body,
    responses: { 200: Application, ...applicant.refused, 404: ErrorBody, 409: ElrcptError, ...errors, 400: ElrcptError },
  };
}

export const elrcptCalls = {
  elrcptStart: {
    method: 'POST',
    path: '/api/elrcpt/aply',
    summary:
      '전자접수 시작: 기관 동의(이용약관, 개인정보 수집·이용, 제3자 제공, 행정정보 공동이용 예/아니요)를 기록하고 임시저장 신청서를 만듭니다. 자가진단 결과(구조대상자 유형, 사건 분류)를 함께 받을 수 있습니다. Idempotency-Key 필수: 같은 키는 같은 신청서(200)',
    tags: ['elrcpt'],
    access: 'member',
    idempotent: { scope: 'ELRCPT_START' },
    headers: IdempotencyHeaders,
    body: ElrcptStart,
    responses: { 201: Application, 200: Application, ...applicant.refused, ...errors, 400: ElrcptError },
  },
  elrcptAply: entryCall(applicant, '/api/elrcpt/aply/:aplyNo', AplyNoParams, Application, '나의 신청서: 내용(주민등록번호는 가린 채), 상태, 이력, 보완요청, 결정 (본인 것만; 다른 사람의 신청번호는 404)'),
  elrcptDraftSave: {
    method: 'PUT',
    path: '/api/elrcpt/aply/:aplyNo',
    summary:
      '임시저장 (자동 저장): 덜 쓴 내용도 저장합니다(형식과 길이만 검사). 브라우저가 읽은 version과 다르면 409 STALE_DRAFT (다른 기기에서 더 나중에 저장함), 신청한 뒤에는 409 NOT_DRAFT',
    tags: ['elrcpt'],
    access: 'member',
    params: AplyNoParams,
    body: DraftSave,
    responses: { 200: DraftSaved, ...applicant.refused, 404: ErrorBody, 409: ElrcptError, ...errors, 400: ElrcptError },
  },
  elrcptDraftDelete: {
    method: 'DELETE',
    path: '/api/elrcpt/aply/:aplyNo',
    summary: '임시저장 신청서 삭제 (임시저장 상태에서만; 그 밖에는 409 NOT_DRAFT)',
    tags: ['elrcpt'],
    access: 'member',
    params: AplyNoParams,
    responses: { 200: OkBody, ...applicant.refused, 404: ErrorBody, 409: ElrcptError, ...errors },
  },
  elrcptSign: {
    method: 'POST',
    path: '/api/elrcpt/aply/:aplyNo/sign',
    summary:
      '전자서명 요청: 신청서 전체를 검사하고(빠진 항목은 400 INCOMPLETE와 항목별 오류) 정규화한 내용의 SHA-256에 대한 서명을 서명 앱에 요청합니다. 요청은 5분 뒤 만료됩니다. 샌드박스 어댑터는 화면의 버튼으로 서명·취소합니다',
    tags: ['elrcpt'],
    access: 'member',
    params: AplyNoParams,
    body: SignRequest,
    responses: { 201: SignStatus, ...applicant.refused, 404: ErrorBody, 409: ElrcptError, ...errors, 400: ElrcptError },
  },
  esignSample: {
    method: 'POST',
    path: '/api/esign/sample',
    summary:
      '견본 문서 전자서명 요청 (/sample/esign/form1, form2): 제목과 내용 줄의 SHA-256에 대한 서명을 서명 앱에 요청합니다(내용은 저장하지 않습니다). 신청서 서명과 같은 요청이며 상태·샌드박스 처리도 같은 호출로 합니다. 앞서 기다리던 견본 요청은 취소됩니다. 5분 뒤 만료',
    tags: ['elrcpt'],
    access: 'member',
    body: SampleSignRequest,
    responses: { 201: SignStatus, ...applicant.refused, ...errors, 400: ElrcptError },
  },
  esignVerify: {
    method: 'POST',
    path: '/api/esign/verify',
    summary: '전자서명 검증: 문서(제목과 내용 줄)와 서명 값이 맞는지 서명 어댑터로 확인합니다. 맞지 않아도 200 (valid false와 한국어 까닭)',
    tags: ['elrcpt'],
    access: 'member',
    body: SignVerifyRequest,
    responses: { 200: SignVerifyResult, ...applicant.refused, ...errors, 400: ElrcptError },
  },
  esignStatus: entryCall(applicant, '/api/esign/:signId', SignIdParams, SignStatus, '전자서명 요청 상태: PENDING, SIGNED, EXPIRED(5분), CANCELLED (요청한 본인만)'),
  esignSandbox: {
    method: 'POST',
    path: '/api/esign/:signId/sandbox',
    summary: '샌드박스 전용: 서명 앱에서 서명(approve) 또는 취소(cancel)한 것처럼 처리합니다. 실제 어댑터에서는 404',
    tags: ['elrcpt'],
    access: 'member',
    params: SignIdParams,
    body: SignSandboxAction,
    responses: { 200: SignStatus, ...applicant.refused, 404: ErrorBody, 409: ElrcptError, ...errors },
  },
  elrcptSubmit: aplyStep('submit', 'ELRCPT_SUBMIT', ElrcptSubmit, '신청 (임시저장 → 신청): 서명이 SIGNED이고 서명한 내용의 해시(신청서 내용과 첨부 파일·증빙서류의 목록과 내용 해시)가 지금과 같아야 합니다 (아니면 409 UNSIGNED, SIGN_EXPIRED, SIGNATURE_MISMATCH). 같은 사람·기관·사건으로 진행 중인 신청이 있으면 409 DUPLICATE_OPEN. 접수번호를 주고 이력과 알림(outbox)을 한 트랜잭션에 씁니다. Idempotency-Key 필수'),
  elrcptWithdraw: aplyStep('withdraw', 'ELRCPT_WITHDRAW', ElrcptWithdraw, '신청 취하 (결정 전까지, 사유 필수; 결정된 뒤에는 409 NOT_ALLOWED). Idempotency-Key 필수'),
  elrcptSupplement: aplyStep('supplement', 'ELRCPT_SUPPLEMENT', ElrcptSupplementSubmit, '보완 제출 (보완요청 상태에서만): 보완 내용과 첨부 파일·나의 서류. Idempotency-Key 필수'),
  myElrcptList: listCall(myPageMember, '/api/my/elrcpt', MyElrcptQuery, MyElrcptList, '나의 전자접수 목록 (최근 것 먼저): 임시저장, 진행 중, 끝난 것으로 거를 수 있습니다'),
  myHome: {
    method: 'GET',
    path: '/api/my/main',
    summary: '마이페이지 홈: 예약, 사이버상담, 전자접수, 묻고 답하기, 서류의 건수와 할 일(보완요청, 서명 전 신청서, 답변 도착, 다가오는 예약)',
    tags: ['my'],
    access: 'member',
    responses: { 200: MyHome, ...applicant.refused, ...errors },
  },
  staffElrcptList: listCall(applicationStaffOnly, '/api/staff/elrcpt', StaffElrcptQuery, StaffElrcptList, '담당 기관의 전자접수 목록 (기관 담당자만; 다른 기관 것은 보이지 않습니다)'),
  staffElrcpt: entryCall(applicationStaffOnly, '/api/staff/elrcpt/:aplyNo', AplyNoParams, StaffElrcpt, '담당 기관의 신청서 열람 (열람마다 접근 기록을 남깁니다; 다른 기관의 신청서는 404)'),
  staffElrcptMove: {
    method: 'POST',
    path: '/api/staff/elrcpt/:aplyNo/transition',
    summary: '신청서 처리: 접수, 심사, 보완요청(내용 필수), 구조결정, 기각(사유 필수). 허용되지 않는 이동은 409 NOT_ALLOWED. 신청인에게 알림을 outbox에 씁니다. Idempotency-Key 필수',
    tags: ['staff'],
    access: applicationStaff,
    idempotent: { scope: 'ELRCPT_MOVE' },
    headers: IdempotencyHeaders,
    params: AplyNoParams,
    body: StaffTransition,
    responses: { 200: StaffElrcpt, ...applicant.refused, 404: ErrorBody, 409: ElrcptError, ...errors, 400: ElrcptError },
  },
} satisfies Record<string, ApiCall>;
