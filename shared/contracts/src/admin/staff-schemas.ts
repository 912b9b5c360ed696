// Back office (issue 34): staff accounts — an institution manager's (its own institution only) and the
// system administrator's platform accounts (content editors, open-API approvers, system
// administrators): the list, a new account with a one-time initial password and enrolment code,
// roles, disable / enable, authenticator reset.
import { z } from 'zod';
import { Paging, paged, textField } from '../common';
import { LoginId } from '../member/schemas';
import type { AdminRole } from './routes';

/** The roles a manager gives within the institution. */
export const INST_STAFF_ROLES = ['CONSULT_STAFF', 'APPLICATION_STAFF', 'INST_MANAGER'] as const satisfies readonly AdminRole[];
export type InstStaffRole = (typeof INST_STAFF_ROLES)[number];
/** The roles of no institution, which the system administrator gives (one to an account). */
export const PLATFORM_STAFF_ROLES = ['CONTENT_EDITOR', 'OPENAPI_APPROVER', 'SYSTEM_ADMIN'] as const satisfies readonly AdminRole[];
export type PlatformStaffRole = (typeof PLATFORM_STAFF_ROLES)[number];
/** Every role an account of the staff-account pages holds. */
export const STAFF_ACCOUNT_ROLES = [...INST_STAFF_ROLES, ...PLATFORM_STAFF_ROLES] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];
export const STAFF_NAME_MAX = 40;
export const STAFF_STATUSES = ['ACTIVE', 'DISABLED', 'ALL'] as const;

const ROLES_RULE =
  '역할은 기관 역할(상담 담당자 CONSULT_STAFF, 전자접수 담당자 APPLICATION_STAFF, 기관 관리자 INST_MANAGER)이나 플랫폼 역할(콘텐츠 편집자 CONTENT_EDITOR, 오픈 API 승인 담당자 OPENAPI_APPROVER, 시스템 관리자 SYSTEM_ADMIN) 가운데에서 골라 주세요.';

/** Is the role one of no institution (the system administrator's to give)? */
export const isPlatformRole = (r: string): r is PlatformStaffRole => (PLATFORM_STAFF_ROLES as readonly string[]).includes(r);

/**
 * One to three institution roles (기관 관리자 already does 상담 담당자's work, so not both), or exactly
 * one platform role. Which kind the caller may give is the server's check: an institution manager
 * gives institution roles, the system administrator platform roles.
 */
export const StaffRolesInput = z
  .array(z.enum(STAFF_ACCOUNT_ROLES, { error: ROLES_RULE }), { error: `역할을 하나 이상 골라 주세요. ${ROLES_RULE}` })
  .min(1, { error: '역할을 하나 이상 골라 주세요.' })
  .max(INST_STAFF_ROLES.length, { error: ROLES_RULE })
  .refine((r) => new Set(r).size === r.length, { error: '같은 역할을 두 번 고를 수 없습니다.' })
  .refine((r) => !(r.includes('CONSULT_STAFF') && r.includes('INST_MANAGER')), {
    error: '기관 관리자는 상담 담당자의 일을 함께 합니다. 상담 담당자와 기관 관리자 가운데 하나만 골라 주세요.',
  })
  .refine((r) => !r.some(isPlatformRole) || r.length === 1, { error: '플랫폼 역할(콘텐츠 편집자, 오픈 API 승인 담당자, 시스템 관리자)은 한 계정에 하나만, 다른 역할 없이 줄 수 있습니다.' });

export const StaffMemberParams = z.object({
  memberId: z.uuid({ error: '직원 계정 번호가 올바르지 않습니다. 목록에서 다시 골라 주세요.' }),
});

// ─── GET /api/admin/staff ──────────────────────────────────────────────────────────────────────
export const StaffListQuery = z.object({
  /** Part of the login id or the name. */
  q: z.string({ error: '찾을 말을 글자로 보내 주세요.' }).trim().max(40, { error: '찾을 말은 40자 이하로 입력해 주세요.' }).optional(),
  status: z.enum(STAFF_STATUSES, { error: '상태는 ACTIVE, DISABLED, ALL 중 하나로 보내 주세요.' }).optional().default('ALL'),
  ...Paging,
});

export const StaffAccount = z.object({
  memberId: z.string(),
  loginId: z.string(),
  name: z.string(),
  /** The roles held in the caller's scope: the institution's (staff, elrcpt_staff), or the platform role. */
  roles: z.array(z.enum(STAFF_ACCOUNT_ROLES)),
  /** An authenticator is enrolled (2단계 인증); false: the next sign-in enrols one. */
  totpEnrolled: z.boolean(),
  totpEnrolledAt: z.string().nullable(),
  /** The last back-office sign-in (null: none since accounts are kept). */
  lastSignInAt: z.string().nullable(),
  active: z.boolean(),
  disabledAt: z.string().nullable(),
  /** The caller's own account (cannot be disabled or demoted by themself). */
  self: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

/** The page of accounts and whose they are: an institution's (its code and name) or the platform's (instCode ''). */
export const StaffAccountList = paged(StaffAccount).extend({ scope: z.enum(['INSTITUTION', 'PLATFORM']), instCode: z.string(), instName: z.string().nullable() });
export type StaffAccountList = z.infer<typeof StaffAccountList>;

// ─── POST /api/admin/staff ─────────────────────────────────────────────────────────────────────
export const StaffAccountCreate = z.strictObject({
  loginId: LoginId,
  name: textField('이름', 2, STAFF_NAME_MAX),
  roles: StaffRolesInput,
});
export type StaffAccountCreate = z.input<typeof StaffAccountCreate>;

/**
 * 201: the account, its one-time initial password and its authenticator enrolment code (both shown
 * once; only their argon2id hashes are kept; the code runs out after STAFF_ENROL_CODE_DAYS).
 */
export const StaffAccountCreated = z.object({ account: StaffAccount, initialPassword: z.string(), enrolCode: z.string(), enrolCodeExpiresAt: z.string() });
export type StaffAccountCreated = z.infer<typeof StaffAccountCreated>;

/** After an authenticator reset: the account and the new enrolment code (shown once). */
export const StaffTotpResetDone = z.object({ account: StaffAccount, enrolCode: z.string(), enrolCodeExpiresAt: z.string() });
export type StaffTotpResetDone = z.infer<typeof StaffTotpResetDone>;

// ─── PUT /api/admin/staff/:memberId/roles ──────────────────────────────────────────────────────
export const StaffRolesPut = z.strictObject({ roles: StaffRolesInput });
