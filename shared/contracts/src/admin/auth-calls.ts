// Back office (issue 34), staff sign-in with a second factor (TOTP enrolment, recovery codes) and the
// staff session: its own cookie, idle 15 minutes; citizen sessions never reach staff calls.
import { anyStaff, errors, type ApiCall } from '../call';
import { ErrorBody, OkBody } from '../common';
import { LoginCredentials, LoginError } from '../member/schemas';
import { AdminLoginStep, AdminMe, AdminPasswordSet, AdminSignedIn, RecoveryCodes, TotpConfirm, TotpEnrolment, TotpEnrolStart, TotpVerify } from './auth-schemas';

const auth = { tags: ['admin-auth'] };

export const adminAuthCalls = {
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login',
    summary:
      '직원 로그인 1단계: 아이디와 비밀번호(GET /api/login/key의 키로 암호화, 회원 로그인과 같은 본문). 직원 계정만 받으며(아니면 403), 다음 단계(ENROL: 인증 앱 등록, VERIFY: 인증 코드)를 알려 주고 2단계용 httpOnly 쿠키를 둡니다. 5분 안에 2단계를 마쳐야 합니다. 비밀번호를 잇달아 틀리면 회원 로그인과 같은 지연(429 DELAYED), 로그인 키가 만료·사용되었으면 409 KEY_EXPIRED',
    ...auth,
    access: 'public',
    body: LoginCredentials,
    responses: { 200: AdminLoginStep, 401: LoginError, 403: ErrorBody, 409: LoginError, 429: LoginError, ...errors },
  },
  adminPasswordSet: {
    method: 'POST',
    path: '/api/admin/password',
    summary:
      '직원 로그인 중 새 비밀번호 정하기: 기관 관리자가 만든 계정의 첫 로그인(1단계 답이 PASSWORD)에서, 처음 비밀번호 대신 쓸 자기 비밀번호를 정합니다. 규칙은 회원 비밀번호와 같고, 처음 비밀번호나 아이디를 담은 비밀번호는 400(필드 newPassword). 정하면 다음 단계(ENROL 또는 VERIFY)를 알려 줍니다. 1단계가 없거나 5분이 지났으면 401, PASSWORD 단계가 아니면 409',
    ...auth,
    access: 'public',
    body: AdminPasswordSet,
    responses: { 200: AdminLoginStep, 401: ErrorBody, 409: ErrorBody, ...errors },
  },
  adminTotpEnrol: {
    method: 'POST',
    path: '/api/admin/totp/enrol',
    summary:
      '인증 앱 등록 시작: 기관 관리자에게 받은 등록 코드(계정을 만들거나 인증 앱을 초기화할 때 발급, 7일 동안 유효)가 맞으면 QR 코드와 직접 입력할 비밀값을 보여 줍니다 (로그인 1단계를 마친 뒤, 등록 전인 계정만: 이미 등록한 계정은 409). 틀린 등록 코드는 401 BAD_ENROL_CODE(틀린 인증 코드처럼 셉니다), 발급된 코드가 없거나 기한이 지났으면 409 NO_ENROL_CODE. 같은 2단계 안에서 다시 부르면 같은 비밀값을 다시 보여 줍니다. 1단계가 없거나 5분이 지났으면 401',
    ...auth,
    access: 'public',
    body: TotpEnrolStart,
    responses: { 200: TotpEnrolment, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  adminTotpEnrolConfirm: {
    method: 'POST',
    path: '/api/admin/totp/enrol/confirm',
    summary:
      '인증 앱 등록 확인: 앱의 6자리 코드가 맞으면 등록하고 직원 세션(쿠키 PORTAL_STAFF)을 엽니다. 복구 코드 10개를 이 응답에서 한 번만 보여 줍니다. 틀린 코드는 401 BAD_CODE (5번 틀리면 CHALLENGE_VOID: 처음부터 다시 로그인), 등록 시작 전이면 409, 계정당 15분에 10번 넘게 틀리면 429',
    ...auth,
    access: 'public',
    body: TotpConfirm,
    responses: { 200: AdminSignedIn, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  adminTotpVerify: {
    method: 'POST',
    path: '/api/admin/totp/verify',
    summary:
      '직원 로그인 2단계: 인증 앱의 6자리 코드 또는 복구 코드(한 번씩만)로 직원 세션(쿠키 PORTAL_STAFF)을 엽니다. 같은 코드는 다시 쓸 수 없습니다(401 CODE_USED). 틀린 코드는 401 BAD_CODE, 5번 틀리면 CHALLENGE_VOID(처음부터 다시 로그인), 인증 앱 등록 전이면 409, 계정당 15분에 10번 넘게 틀리면 429',
    ...auth,
    access: 'public',
    body: TotpVerify,
    responses: { 200: AdminSignedIn, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  adminMe: {
    method: 'GET',
    path: '/api/admin/me',
    summary: '로그인한 직원: 이름, 역할, 기관, 직원 세션이 끝나는 시각',
    ...auth,
    access: anyStaff,
    responses: { 200: AdminMe, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  adminSessionExtend: {
    method: 'POST',
    path: '/api/admin/session/extend',
    summary: '직원 세션 연장: 지금부터 15분 (로그인부터 최대 8시간까지). 다른 직원 호출도 세션을 15분씩 늘립니다',
    ...auth,
    access: anyStaff,
    responses: { 200: AdminMe, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  adminLogout: {
    method: 'POST',
    path: '/api/admin/logout',
    summary: '직원 로그아웃: 직원 세션을 지웁니다 (시민 로그인에는 영향이 없습니다)',
    ...auth,
    access: 'public',
    responses: { 200: OkBody, ...errors },
  },
  adminRecoveryRegenerate: {
    method: 'POST',
    path: '/api/admin/totp/recovery',
    summary:
      '복구 코드 새로 받기: 남은 복구 코드는 모두 무효가 되고 새 10개를 한 번만 보여 줍니다 (인증 앱의 현재 코드 필요: 틀리거나 이미 쓴 코드는 401, 계정당 15분에 10번 넘게 틀리면 429)',
    ...auth,
    access: anyStaff,
    body: TotpConfirm,
    responses: { 200: RecoveryCodes, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, ...errors },
  },
} as const satisfies Record<string, ApiCall>;
