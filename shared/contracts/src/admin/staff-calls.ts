// Back office (issue 34), staff accounts: an institution manager keeps its own institution's (another
// institution's account is 404 like a missing one; institution roles only), the system administrator
// the platform accounts (one platform role each); never the caller's own disabling or demotion. Every call is in the audit log (the staff call's row names the account).
import { errors, refusedUnlessAllowed, type Access, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { StaffAccount, StaffAccountCreate, StaffAccountCreated, StaffAccountList, StaffListQuery, StaffMemberParams, StaffRolesPut, StaffTotpResetDone } from './staff-schemas';

const refused = refusedUnlessAllowed;
/** Institution managers (their institution's accounts) and the system administrator (the platform accounts). */
const accountKeepers = { staff: { roles: ['INST_MANAGER', 'SYSTEM_ADMIN'] } } as const satisfies Access;
const staffAccounts = { tags: ['admin-staff'], access: accountKeepers };

export const adminStaffCalls = {
  adminStaffList: {
    method: 'GET',
    path: '/api/admin/staff',
    summary:
      '직원 계정 목록: 아이디, 이름, 역할, 2단계 인증 등록 여부, 마지막 로그인(관리자 화면), 사용 중/중지. 아이디나 이름 일부로 찾기, 상태로 거르기, 아이디 순 쪽 나눔 (기관 관리자는 자기 기관의 계정만, 시스템 관리자는 플랫폼 계정만: scope가 INSTITUTION 또는 PLATFORM)',
    ...staffAccounts,
    querystring: StaffListQuery,
    responses: { 200: StaffAccountList, ...refused, ...errors },
  },
  adminStaffCreate: {
    method: 'POST',
    path: '/api/admin/staff',
    summary:
      '직원 계정 만들기: 아이디, 이름, 역할(기관 관리자: 상담 담당자·전자접수 담당자·기관 관리자, 시스템 관리자: 콘텐츠 편집자·오픈 API 승인 담당자·시스템 관리자 가운데 하나). 서버가 만든 처음 비밀번호와 인증 앱 등록 코드를 이 답에서 한 번만 보여 줍니다(argon2id 해시만 저장). 처음 로그인할 때 자기 비밀번호를 정하고 등록 코드로 인증 앱을 등록합니다. 이미 있는 아이디는 409',
    ...staffAccounts,
    body: StaffAccountCreate,
    responses: { 201: StaffAccountCreated, ...refused, 409: ErrorBody, ...errors },
  },
  adminStaffRoles: {
    method: 'PUT',
    path: '/api/admin/staff/:memberId/roles',
    summary: '직원 계정의 역할 바꾸기(기관 관리자는 기관 역할만, 시스템 관리자는 플랫폼 역할 하나). 자기 계정의 기관 관리자·시스템 관리자 역할은 뺄 수 없습니다(409). 다른 기관의 계정은 404',
    ...staffAccounts,
    params: StaffMemberParams,
    body: StaffRolesPut,
    responses: { 200: StaffAccount, ...refused, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  adminStaffDisable: {
    method: 'POST',
    path: '/api/admin/staff/:memberId/disable',
    summary:
      '직원 계정 사용 중지: 관리자 화면에 더 로그인할 수 없고, 열려 있는 직원 세션과 로그인 도중의 단계가 끝납니다. 이미 중지된 계정은 그대로 200. 자기 계정은 중지할 수 없습니다(409). 다른 기관의 계정은 404',
    ...staffAccounts,
    params: StaffMemberParams,
    responses: { 200: StaffAccount, ...refused, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  adminStaffEnable: {
    method: 'POST',
    path: '/api/admin/staff/:memberId/enable',
    summary: '중지한 직원 계정 다시 사용: 이미 사용 중이면 그대로 200. 다른 기관의 계정은 404',
    ...staffAccounts,
    params: StaffMemberParams,
    responses: { 200: StaffAccount, ...refused, 404: ErrorBody, ...errors },
  },
  adminStaffTotpReset: {
    method: 'POST',
    path: '/api/admin/staff/:memberId/totp/reset',
    summary:
      '인증 앱 초기화(잃어버린 휴대전화 등): 등록된 인증 앱과 복구 코드를 지우고 그 계정의 직원 세션을 끝냅니다. 새 등록 코드(7일 동안 유효, 이 응답에서 한 번만)를 직원에게 직접 전해 주면, 다음 로그인에서 그 코드로 인증 앱을 새로 등록합니다. 자기 계정은 여기서 초기화할 수 없습니다(409, 다른 기관 관리자나 시스템 관리자에게 부탁). 다른 기관의 계정은 404',
    ...staffAccounts,
    params: StaffMemberParams,
    responses: { 200: StaffTotpResetDone, ...refused, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
} as const satisfies Record<string, ApiCall>;
