import { z } from 'zod';
import { AuthRecord } from './auth';
import { CodeList, CodeListQuery, NationCodeList } from './code';
import { ErrorBody, OkBody } from './common';
import { AccessPageResult, MenuList, MenuUrlQuery } from './menu';
import { Health } from './registry';
import {
  BuildManifest,
  BuildManifestParams,
  IdempotencyHeaders,
  NoticeLatestQuery,
  NoticeSummaryList,
  RouteRuleQuery,
  RouteRuleResult,
  SatisfactionAnswer,
  SatisfactionSaved,
  SatisfactionStats,
  SatisfactionStatsQuery,
  SessionExtendResult,
} from './shell';
import {
  FoundIds,
  IdCheckQuery,
  IdCheckResult,
  JoinIdentity,
  JoinRequest,
  JoinResult,
  LoginError,
  LoginKey,
  LoginRequest,
  LoginResult,
  MyInfo,
  MyInfoUpdate,
  PasswordChange,
  PasswordRecheck,
  PasswordReset,
  RecheckResult,
  SandboxDecision,
  TermsList,
  VerifyConfirm,
  VerifyConfirmed,
  VerifyError,
  VerifyRequest,
  VerifyStarted,
  Withdrawal,
} from './member';

/**
 * Every API call: the server registers its routes from this table and the OpenAPI document is
 * generated from it, so the front end, the server and the document cannot disagree.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify style: `:name` marks a path parameter (OpenAPI shows it as `{name}`). */
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  /** Request headers the call needs (lower-case names), validated like the query. */
  headers?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}

const errors = { 400: ErrorBody, 500: ErrorBody };

export const apiCalls = {
  loginStatus: {
    method: 'GET',
    path: '/api/login/status',
    summary: '로그인 상태 조회 (spec 3, 7)',
    tags: ['auth'],
    responses: { 200: AuthRecord, ...errors },
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    summary: '로그아웃: 서버 세션 삭제',
    tags: ['auth'],
    responses: { 200: OkBody, 403: ErrorBody, ...errors },
  },
  // ─── Membership (issue 4). Every POST needs the XSRF header (403 otherwise). ───────────────────
  loginKey: {
    method: 'GET',
    path: '/api/login/key',
    summary: '로그인 키 발급: 한 번만 쓰는 키 ID(p)와 비밀번호를 암호화할 RSA-OAEP-256 공개키 (5분)',
    tags: ['auth'],
    responses: { 200: LoginKey, ...errors },
  },
  login: {
    method: 'POST',
    path: '/api/login',
    summary:
      '로그인 (spec 7). 본문 {member: 아이디, m: "PWD", p: 키 ID, s: 공개키로 암호화한 비밀번호(base64)}. 본문이 없으면 이 브라우저에서 본인확인(간편인증 ANYID, 비회원 GUEST)을 마친 사람의 로그인을 완료합니다. 세션 ID는 로그인 때마다 새로 만듭니다. 비밀번호를 5번 잇달아 틀리면 다음 시도부터 기다려야 합니다(30초에서 두 배씩, 최대 15분)',
    tags: ['auth'],
    body: LoginRequest,
    responses: { 200: LoginResult, 401: LoginError, 403: ErrorBody, 404: LoginError, 409: LoginError, 429: LoginError, ...errors },
  },
  passwordChange: {
    method: 'POST',
    path: '/api/login/password',
    summary:
      '비밀번호 변경 (spec 7). 최근 10분 안에 비밀번호를 다시 확인하지 않았다면 currentPassword가 필요합니다. 바꾸면 이 계정의 모든 세션이 끝납니다',
    tags: ['auth'],
    body: PasswordChange,
    responses: { 200: OkBody, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  passwordLater: {
    method: 'POST',
    path: '/api/login/password/later',
    summary: '비밀번호 변경 다음에 하기: 90일 뒤에 다시 안내합니다',
    tags: ['auth'],
    responses: { 200: OkBody, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  verifyRequest: {
    method: 'POST',
    path: '/api/verify/request',
    summary:
      '본인확인 요청: SMS는 6자리 인증번호(3분, 5회), SIMPLE은 간편인증 앱 요청. 다시 요청하면 재발송(30초 뒤부터, 휴대전화 번호와 IP마다 시간당 제한). 어댑터가 샌드박스면 sandbox true와 sandboxCode',
    tags: ['verify'],
    body: VerifyRequest,
    responses: { 200: VerifyStarted, 403: ErrorBody, 409: VerifyError, 429: VerifyError, 502: VerifyError, ...errors },
  },
  verifyConfirm: {
    method: 'POST',
    path: '/api/verify/confirm',
    summary: '본인확인 완료: 인증번호 확인(SMS) 또는 앱 승인 확인(SIMPLE). 확인된 신원은 이 브라우저의 다음 단계에서 10분 동안 쓸 수 있습니다',
    tags: ['verify'],
    body: VerifyConfirm,
    responses: { 200: VerifyConfirmed, 403: ErrorBody, 404: VerifyError, 409: VerifyError, 410: VerifyError, 429: VerifyError, ...errors },
  },
  verifySandboxDecision: {
    method: 'POST',
    path: '/api/verify/sandbox/decision',
    summary: '샌드박스 전용: 간편인증 앱에서 승인/거절한 것처럼 처리합니다 (실제 어댑터에서는 404)',
    tags: ['verify'],
    body: SandboxDecision,
    responses: { 200: OkBody, 403: ErrorBody, 404: ErrorBody, ...errors },
  },
  joinTerms: {
    method: 'GET',
    path: '/api/join/terms',
    summary: '회원가입 약관: 이용약관, 개인정보 수집·이용(필수/선택), 만 14세 이상 확인 (현재 시행 버전 전문)',
    tags: ['join'],
    responses: { 200: TermsList, ...errors },
  },
  joinIdCheck: {
    method: 'GET',
    path: '/api/join/idCheck',
    summary: '아이디 중복 확인 (탈퇴한 아이디도 다시 쓸 수 없습니다)',
    tags: ['join'],
    querystring: IdCheckQuery,
    responses: { 200: IdCheckResult, 429: ErrorBody, ...errors },
  },
  joinIdentity: {
    method: 'GET',
    path: '/api/join/identity',
    summary: '회원가입용으로 본인확인한 신원 (이름, 생년월일, 휴대전화): 없거나 10분이 지나면 409',
    tags: ['join'],
    responses: { 200: JoinIdentity, 409: ErrorBody, ...errors },
  },
  join: {
    method: 'POST',
    path: '/api/join',
    summary:
      '회원가입: 본인확인(JOIN)을 마친 브라우저에서만. 한 사람(본인확인 키)당 한 계정: 이미 가입했다면 409와 아이디 찾기 안내. Idempotency-Key 필수(같은 키는 같은 답)',
    tags: ['join'],
    headers: IdempotencyHeaders,
    body: JoinRequest,
    responses: { 201: JoinResult, 200: JoinResult, 403: ErrorBody, 409: ErrorBody, ...errors },
  },
  searchId: {
    method: 'GET',
    path: '/api/login/search/id',
    summary: '아이디 찾기: 본인확인(FIND_ID)을 마친 사람의 아이디를 가려서 보여 줍니다',
    tags: ['auth'],
    responses: { 200: FoundIds, 409: ErrorBody, ...errors },
  },
  searchPwd: {
    method: 'POST',
    path: '/api/login/search/pwd',
    summary: '비밀번호 재설정: 아이디와 본인확인(FIND_PWD)이 맞은 브라우저에서 새 비밀번호를 정합니다. 그 계정의 모든 세션이 끝납니다',
    tags: ['auth'],
    body: PasswordReset,
    responses: { 200: OkBody, 403: ErrorBody, 409: ErrorBody, ...errors },
  },
  dormantRelease: {
    method: 'POST',
    path: '/api/login/dormant/release',
    summary: '휴면 해제: 로그인에서 휴면으로 안내된 아이디를 본인확인(DORMANT)으로 되살립니다. 그다음 다시 로그인합니다',
    tags: ['auth'],
    responses: { 200: OkBody, 403: ErrorBody, 409: ErrorBody, ...errors },
  },
  myRecheck: {
    method: 'POST',
    path: '/api/my/recheck',
    summary: '비밀번호 재확인 (/my/info/check, /my/pswd/check): 10분 동안 내 정보와 비밀번호 변경을 열어 둡니다. 5번 틀리면 로그인과 같은 지연',
    tags: ['my'],
    body: PasswordRecheck,
    responses: { 200: RecheckResult, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, ...errors },
  },
  myInfo: {
    method: 'GET',
    path: '/api/my/info',
    summary: '내 정보: 로그인하고 최근 10분 안에 비밀번호를 다시 확인한 본인만 (아니면 401 또는 403 REAUTH_REQUIRED)',
    tags: ['my'],
    responses: { 200: MyInfo, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  myInfoUpdate: {
    method: 'PUT',
    path: '/api/my/info',
    summary: '내 정보 수정: 전자우편, 알림 수신, 선택 동의',
    tags: ['my'],
    body: MyInfoUpdate,
    responses: { 200: MyInfo, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  myMobileUpdate: {
    method: 'PUT',
    path: '/api/my/info/mobile',
    summary: '휴대전화 번호 변경: 이 브라우저에서 본인확인(MOBILE)을 마친 새 번호로 바꿉니다 (같은 사람이어야 합니다)',
    tags: ['my'],
    responses: { 200: MyInfo, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, ...errors },
  },
  withdraw: {
    method: 'POST',
    path: '/api/my/whdwl',
    summary: '회원 탈퇴: 사유와 비밀번호. 개인정보를 지우거나 가리고 이 계정의 모든 세션을 끝냅니다',
    tags: ['my'],
    body: Withdrawal,
    responses: { 200: OkBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, ...errors },
  },
  codeList: {
    method: 'GET',
    path: '/api/code/codeList',
    summary: '공통코드 목록 (codeGroupId가 비어 있으면 빈 목록)',
    tags: ['code'],
    querystring: CodeListQuery,
    responses: { 200: CodeList, ...errors },
  },
  ntnCodeList: {
    method: 'GET',
    path: '/api/code/ntnCodeList',
    summary: '국가코드 목록 (ISO 3166-1, 한글 국가명)',
    tags: ['code'],
    responses: { 200: NationCodeList, ...errors },
  },
  accessPage: {
    method: 'GET',
    path: '/api/accessPage',
    summary: '페이지 접근 확인',
    tags: ['menu'],
    querystring: MenuUrlQuery,
    responses: { 200: AccessPageResult, ...errors },
  },
  breadcrumbList: {
    method: 'GET',
    path: '/api/menu/breadcrumbList',
    summary: '경로(브레드크럼) 메뉴 목록: 마지막 항목이 콘텐츠 제목',
    tags: ['menu'],
    querystring: MenuUrlQuery,
    responses: { 200: MenuList, ...errors },
  },
  gnb: {
    method: 'GET',
    path: '/api/menu/gnb',
    summary: '상단 메뉴(GNB) 트리',
    tags: ['menu'],
    responses: { 200: MenuList, ...errors },
  },
  siteMap: {
    method: 'GET',
    path: '/api/menu/siteMap',
    summary: '사이트맵 트리',
    tags: ['menu'],
    responses: { 200: MenuList, ...errors },
  },
  routeRule: {
    method: 'GET',
    path: '/api/menu/routeRule',
    summary:
      '경로 규칙 확인 (spec 2: 화면 이동마다 실행). NONE: 그대로, REDIRECT: location(누리집 내부 경로, 문맥 경로 없이)으로 교체, EXTERNAL: location(허용된 기관 누리집 https 주소)으로 전체 페이지 이동',
    tags: ['menu'],
    querystring: RouteRuleQuery,
    responses: { 200: RouteRuleResult, ...errors },
  },
  satisfactionSubmit: {
    method: 'POST',
    path: '/api/satisfaction',
    summary:
      '페이지 만족도 저장 (5단계 + 의견). Idempotency-Key 헤더 필수: 같은 키로 다시 보내면 처음 저장한 응답을 200으로 돌려줍니다(새로 저장하면 201). 클라이언트마다 10분에 20회',
    tags: ['satisfaction'],
    headers: IdempotencyHeaders,
    body: SatisfactionAnswer,
    responses: { 201: SatisfactionSaved, 200: SatisfactionSaved, 403: ErrorBody, 429: ErrorBody, ...errors },
  },
  satisfactionStats: {
    method: 'GET',
    path: '/api/satisfaction/stats',
    summary: '페이지 만족도 통계 (menuId가 비어 있으면 모든 메뉴)',
    tags: ['satisfaction'],
    querystring: SatisfactionStatsQuery,
    responses: { 200: SatisfactionStats, ...errors },
  },
  sessionExtend: {
    method: 'POST',
    path: '/api/session/extend',
    summary: '세션 연장: 서버 세션을 지금부터 1800초로 늘립니다 (비로그인이면 authenticated false)',
    tags: ['auth'],
    responses: { 200: SessionExtendResult, 403: ErrorBody, ...errors },
  },
  noticeLatest: {
    method: 'GET',
    path: '/api/center/ntc/latest',
    summary: '최신 공지사항 (고정 공지 먼저, 그다음 최신순; limit 1~20, 기본 5)',
    tags: ['center'],
    querystring: NoticeLatestQuery,
    responses: { 200: NoticeSummaryList, ...errors },
  },
  buildManifest: {
    method: 'GET',
    path: '/_build/:buildId/build-manifest.json',
    summary:
      '실행 중인 빌드 정보 (spec 4, 7): 어떤 buildId로 물어도 지금의 buildId를 돌려줍니다. 호스트 빌드와 원격 모듈 레지스트리가 바뀌면 달라집니다. t 쿼리(시각)는 캐시를 피하려는 값으로 무시합니다. 문맥 경로 아래에서 제공됩니다',
    tags: ['ops'],
    params: BuildManifestParams,
    responses: { 200: BuildManifest },
  },
  healthz: {
    method: 'GET',
    path: '/healthz',
    summary: '프로세스 생존 확인',
    tags: ['ops'],
    responses: { 200: Health },
  },
  readyz: {
    method: 'GET',
    path: '/readyz',
    summary: '데이터베이스 연결 확인',
    tags: ['ops'],
    responses: { 200: Health, 503: Health },
  },
} satisfies Record<string, ApiCall>;
