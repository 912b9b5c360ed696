// Supporting documents (area `prdoc`, issue 17): an application's proof documents supplied through
// 행정정보 공동이용 (exchange adapter), the 전자문서지갑 (wallet adapter) or an upload; 나의서류; the
// institution staff's review. Every citizen call needs a signed-in member; another member's
// application or document answers 404, never its content.
import { applicationStaff, applicationStaffOnly, deleteCall, entryCall, errors, listCall, myPageMember, refusedUnlessAllowed, type ApiCall } from '../call';
import { ErrorBody, OkBody } from '../common';
import { AplyNoParams } from '../elrcpt/schemas';
import { IdempotencyHeaders } from '../shell/schemas';
import {
  AplyPrdocParams,
  AplyPrdocs,
  ExchangeSandboxMode,
  ExchangeSandboxState,
  MyDoc,
  MyDocCreate,
  MyDocDetail,
  MyDocPage,
  MyDocParams,
  MyDocQuery,
  MyElprdocList,
  MyElprdocQuery,
  PrdocError,
  PrdocItem,
  PrdocSupply,
  StaffPrdocRequest,
  StaffPrdocReview,
  WalletList,
} from './schemas';

const refused = refusedUnlessAllowed;
const applicant = { tags: ['prdoc'], access: 'member' as const, refused };

export const prdocCalls = {
  prdocList: entryCall(applicant, '/api/elrcpt/aply/:aplyNo/prdoc', AplyNoParams, AplyPrdocs, '신청서의 증빙서류: 구조대상자 유형이 요구하는 서류와 낸 서류(상태, 받은 방법, 공동이용 동의, 공동이용·지갑 서류의 내용). 본인 것만'),
  prdocSupply: {
    method: 'POST',
    path: '/api/elrcpt/aply/:aplyNo/prdoc',
    summary:
      '증빙서류 내기: EXCHANGE(행정정보 공동이용: 서류별 동의와 발급 항목, 교환 센터에 요청), WALLET(전자문서지갑의 전자증명서: 발급기관 서명·유효기간·본인 확인), UPLOAD(POST /api/files로 올린 파일, 발급일), MYDOC(나의 서류 다시 쓰기). 받은 서류는 나의 서류에도 저장합니다. prdocId를 주면 보완요청·요청된 서류에 답합니다. 실패(센터 장애 503, 시간 초과 504, 기록 없음 422, 지갑 증명서 오류 400)는 아무것도 저장하지 않습니다. Idempotency-Key 필수',
    tags: ['prdoc'],
    access: 'member',
    idempotent: { scope: 'PRDOC_SUPPLY' },
    headers: IdempotencyHeaders,
    params: AplyNoParams,
    body: PrdocSupply,
    responses: { 201: PrdocItem, 200: PrdocItem, ...refused, 404: ErrorBody, 409: PrdocError, 422: PrdocError, 503: PrdocError, 504: PrdocError, ...errors, 400: PrdocError },
  },
  prdocRemove: {
    method: 'DELETE',
    path: '/api/elrcpt/aply/:aplyNo/prdoc/:prdocId',
    summary: '임시저장 신청서에서 증빙서류 빼기 (나의 서류에는 남습니다; 신청한 뒤에는 409 NOT_EDITABLE)',
    tags: ['prdoc'],
    access: 'member',
    params: AplyPrdocParams,
    responses: { 200: OkBody, ...refused, 404: ErrorBody, 409: PrdocError, ...errors },
  },
  walletList: {
    method: 'GET',
    path: '/api/prdoc/wallet',
    summary: '전자문서지갑의 전자증명서 목록 (WalletInfoPopup). 샌드박스 지갑은 본인의 샌드박스 증명서를 보여 주고 sandbox: true',
    tags: ['prdoc'],
    access: 'member',
    responses: { 200: WalletList, ...refused, ...errors },
  },
  exchangeSandbox: {
    method: 'POST',
    path: '/api/prdoc/exchange/sandbox',
    summary: '샌드박스 전용: 이 회원의 다음 공동이용 요청에 교환 센터가 정상(NORMAL), 장애(OUTAGE), 시간 초과(TIMEOUT)로 답하게 합니다. 실제 어댑터에서는 404',
    tags: ['prdoc'],
    access: 'member',
    body: ExchangeSandboxMode,
    responses: { 200: ExchangeSandboxState, ...refused, 404: ErrorBody, ...errors },
  },
  myDocList: listCall(myPageMember, '/api/my/docs', MyDocQuery, MyDocPage, '나의 서류: 저장한 서류(공동이용으로 받은 것, 전자문서지갑에서 받은 것, 올린 것)와 발급일, 만료일, 쓰인 신청서 (최근 것 먼저)'),
  myDoc: entryCall(myPageMember, '/api/my/docs/:myDocId', MyDocParams, MyDocDetail, '나의 서류 한 건: 공동이용·지갑 서류의 내용 (본인 것만; 다른 사람의 번호는 404)'),
  myDocCreate: {
    method: 'POST',
    path: '/api/my/docs',
    summary: '나의 서류 저장 (/my/doc/write): POST /api/files로 올린 파일에 서류 종류와 발급일을 붙여 저장합니다. Idempotency-Key 필수',
    tags: ['my'],
    access: 'member',
    idempotent: { scope: 'MYDOC_CREATE' },
    headers: IdempotencyHeaders,
    body: MyDocCreate,
    responses: { 201: MyDoc, 200: MyDoc, ...refused, 409: PrdocError, ...errors, 400: PrdocError },
  },
  myDocDelete: deleteCall(myPageMember, '/api/my/docs/:myDocId', MyDocParams, '나의 서류 삭제: 목록에서 지웁니다. 신청한 신청서에 낸 서류는 그 신청서의 사본으로 남습니다'),
  myElprdocList: listCall(myPageMember, '/api/my/elprdoc', MyElprdocQuery, MyElprdocList, '나의 제출 서류: 기관에 요청받았거나 낸 모든 서류와 상태(요청됨, 제출됨, 확인됨, 보완요청, 만료)'),
  staffPrdocs: entryCall(applicationStaffOnly, '/api/staff/elrcpt/:aplyNo/prdoc', AplyNoParams, AplyPrdocs, '담당 기관 신청서의 증빙서류와 내용 (신청한 것만; 열람마다 접근 기록; 다른 기관의 신청서는 404)'),
  staffPrdocReview: {
    method: 'POST',
    path: '/api/staff/elrcpt/:aplyNo/prdoc/:prdocId/review',
    summary: '증빙서류 확인 또는 보완요청(사유 필수). 신청인에게 알림을 outbox에 씁니다. 제출됨이 아닌 서류는 409 NOT_ALLOWED. Idempotency-Key 필수',
    tags: ['staff'],
    access: applicationStaff,
    idempotent: { scope: 'PRDOC_REVIEW' },
    headers: IdempotencyHeaders,
    params: AplyPrdocParams,
    body: StaffPrdocReview,
    responses: { 200: PrdocItem, ...refused, 404: ErrorBody, 409: PrdocError, ...errors, 400: PrdocError },
  },
  staffPrdocRequest: {
    method: 'POST',
    path: '/api/staff/elrcpt/:aplyNo/prdoc/request',
    summary: '신청인에게 서류 요청 (요청됨; 사유 필수). 신청인에게 알림. Idempotency-Key 필수',
    tags: ['staff'],
    access: applicationStaff,
    idempotent: { scope: 'PRDOC_REQUEST' },
    headers: IdempotencyHeaders,
    params: AplyNoParams,
    body: StaffPrdocRequest,
    responses: { 201: PrdocItem, 200: PrdocItem, ...refused, 404: ErrorBody, 409: PrdocError, ...errors, 400: PrdocError },
  },
} satisfies Record<string, ApiCall>;
