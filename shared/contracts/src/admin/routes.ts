// The back office's pages (issue 34): under /admin, outside routes.txt (whose 255 public routes are
// unchanged), owned by the `backoffice` remote, in its own `admin` layout. Zod-free: the host's
// route table and the remote's navigation both read it.
import { codeList } from '../code-list';
import type { RouteDef } from '../route-types';

/**
 * Who works in the back office, as the server scopes them: institution staff (their institution
 * only: consultation or application officers), institution managers (plus their staff accounts and
 * office settings), content editors, open-API approvers and the system administrator (runs the
 * platform, reads no case contents).
 */
export const { codes: ADMIN_ROLES, labels: ADMIN_ROLE_LABELS } = codeList({
  CONSULT_STAFF: '상담 담당자',
  APPLICATION_STAFF: '전자접수 담당자',
  INST_MANAGER: '기관 관리자',
  CONTENT_EDITOR: '콘텐츠 편집자',
  OPENAPI_APPROVER: '오픈 API 승인 담당자',
  SYSTEM_ADMIN: '시스템 관리자',
});
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The navigation groups of the back office, in menu order. */
export const ADMIN_GROUPS = { home: '업무 현황', consult: '상담', apply: '법률구조 신청', content: '콘텐츠', opn: '오픈 API', ops: '운영', manage: '관리' } as const;
export type AdminGroup = keyof typeof ADMIN_GROUPS;

const CASE = ['CONSULT_STAFF', 'INST_MANAGER'] as const;
const APPLY = ['APPLICATION_STAFF', 'CONSULT_STAFF', 'INST_MANAGER'] as const;
const EDIT = ['CONTENT_EDITOR'] as const;
const SYS = ['SYSTEM_ADMIN'] as const;

/** [path, title, group (null: not in the menu), roles (null: any staff; 'public' before sign-in)]. */
const table = [
  ['/admin', '업무 현황', 'home', null],
  ['/admin/login', '직원 로그인', null, 'public'],
  ['/admin/account', '내 계정과 2단계 인증', null, null],
  ['/admin/cyber', '사이버상담 답변', 'consult', CASE],
  ['/admin/cyber/detail', '사이버상담 상세', null, CASE],
  ['/admin/qna', '묻고 답하기 답변', 'consult', EDIT],
  ['/admin/qna/detail', '묻고 답하기 상세', null, EDIT],
  ['/admin/rsvt', '예약·방문 관리', 'consult', CASE],
  ['/admin/schedule', '상담 일정 관리', 'consult', ['INST_MANAGER']],
  ['/admin/elrcpt', '전자접수 신청', 'apply', APPLY],
  ['/admin/elrcpt/detail', '신청 상세와 서류 확인', null, APPLY],
  ['/admin/content/notice', '공지사항', 'content', EDIT],
  ['/admin/content/notice/edit', '공지사항 작성', null, EDIT],
  ['/admin/content/faq', '자주 묻는 질문', 'content', EDIT],
  ['/admin/content/faq/edit', '자주 묻는 질문 작성', null, EDIT],
  ['/admin/content/synonym', '검색 동의어', 'content', EDIT],
  ['/admin/content/menu', '메뉴', 'content', SYS],
  ['/admin/content/route-rule', '주소 규칙', 'content', SYS],
  ['/admin/opn', '오픈 API 활용 신청 승인', 'opn', ['OPENAPI_APPROVER']],
  ['/admin/ops/registry', '화면 배포와 되돌리기', 'ops', SYS],
  ['/admin/ops/outbox', '알림 발송 현황', 'ops', SYS],
  ['/admin/ops/satisfaction', '만족도 통계', 'ops', ['SYSTEM_ADMIN', 'CONTENT_EDITOR', 'INST_MANAGER']],
  ['/admin/staff', '직원 계정', 'manage', ['INST_MANAGER', 'SYSTEM_ADMIN']],
  ['/admin/audit', '감사 기록', 'manage', ['INST_MANAGER', 'SYSTEM_ADMIN']],
] as const satisfies readonly (readonly [`/admin${string}`, string, AdminGroup | null, readonly AdminRole[] | 'public' | null])[];

export type AdminRoutePath = (typeof table)[number][0];

export interface AdminRouteDef extends RouteDef {
  path: AdminRoutePath;
  area: 'backoffice';
  layout: 'admin';
  title: string;
  group: AdminGroup | null;
  /** null: any signed-in staff member; 'public': the sign-in page. */
  roles: readonly AdminRole[] | 'public' | null;
}

export const adminRoutes: readonly AdminRouteDef[] = /* @__PURE__ */ table.map(([path, title, group, roles]) => ({ path, area: 'backoffice', layout: 'admin', title, group, roles }));

/** May a staff member with these roles open the page? */
export const adminRouteAllows = (route: Pick<AdminRouteDef, 'roles'>, roles: readonly string[]): boolean =>
  route.roles === 'public' || route.roles === null || route.roles.some((r) => roles.includes(r));
