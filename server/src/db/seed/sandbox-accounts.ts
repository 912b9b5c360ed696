import { eq } from 'drizzle-orm';
import { MBR_TYPE } from '@portal/contracts';
import type { Config } from '../../config';
import type { Database } from '../client';
import { hashPassword } from '../../kernel/sign-in/password';
import { loadPersonKeySecret, personKey } from '../../modules/member/secrets';
import { enrolCodeHash, keepEnrolCode } from '../../kernel/sign-in/enrol-code';
import { TERMS_VERSION } from '../../modules/member/terms';
import { elrcptStaff, members, staff } from '../schema';

/** The documented password of every sandbox sample account (README, e2e). */
export const SANDBOX_PASSWORD = 'Sandbox#2026';
const DAY = 86_400_000;

/**
 * Sandbox sample accounts (README, browser tests). Their identity works with the sandbox
 * verification: the same name and birth date give the same person key (간편인증, 아이디 찾기 …).
 */
export const SANDBOX_ACCOUNTS = [
  { loginId: 'sandboxmember', memberName: '김샌드', birthDate: '19800101', gender: 'M', mobileNo: '01012345678', note: 'ordinary member' },
  { loginId: 'sandboxdormant', memberName: '이휴면', birthDate: '19750505', gender: 'F', mobileNo: '01023456789', note: 'last login 400 days ago: dormant' },
  { loginId: 'sandboxoldpw', memberName: '박변경', birthDate: '19900909', gender: 'M', mobileNo: '01034567890', note: 'password 100 days old: change due' },
] as const;

/**
 * Sandbox staff of the consultation institutions (README): they sign in like members and answer
 * their institution's cyber consultations through /api/staff/… (seeded with the sample accounts).
 */
export const SANDBOX_STAFF = [
  { loginId: 'sandboxklac', memberName: '최공단', birthDate: '19820303', gender: 'F', mobileNo: '01045678901', instCode: 'KLAC', note: '대한법률구조공단 상담 담당자' },
  { loginId: 'sandboxlqa', memberName: '정상담', birthDate: '19780707', gender: 'M', mobileNo: '01056789012', instCode: 'LQA', note: '대한가정법률복지상담원 상담 담당자' },
  { loginId: 'sandboxkcab', memberName: '한중재', birthDate: '19850808', gender: 'F', mobileNo: '01067890123', instCode: 'KCAB', note: '대한상사중재원 담당자' },
  { loginId: 'sandboxlhm', memberName: '서가정', birthDate: '19810202', gender: 'F', mobileNo: '01089012345', instCode: 'LHM', note: '한국가정법률상담소 담당자' },
] as const;

/**
 * Sandbox staff of institutions that take electronic applications but give no consultations here
 * (elrcpt_staff, not consultation staff: the consultation pages show them no institution).
 */
export const SANDBOX_ELRCPT_STAFF = [
  { loginId: 'sandboxlegalaid', memberName: '오재단', birthDate: '19830606', gender: 'M', mobileNo: '01090123456', instCode: 'LEGALAID', note: '대한변협법률구조재단 전자접수 담당자' },
] as const;

/**
 * Sandbox content editor (README): writes notices and FAQ entries and answers Q&A through
 * /api/staff/center/… (staff role CONTENT_EDITOR, no institution).
 */
export const SANDBOX_EDITOR = { loginId: 'sandboxeditor', memberName: '윤편집', birthDate: '19880404', gender: 'F', mobileNo: '01078901234', note: '고객센터 콘텐츠 편집자' } as const;

/** Sandbox open API approver (README): decides operating applications through /api/staff/opn/… (staff role OPENAPI_APPROVER, no institution). */
export const SANDBOX_OPENAPI_APPROVER = { loginId: 'sandboxopenapi', memberName: '문승인', birthDate: '19870707', gender: 'M', mobileNo: '01091234567', note: '오픈 API 승인 담당자' } as const;

/**
 * The sandbox staff accounts' authenticator enrolment code (README): it does not run out, and the
 * seed gives it back on every run. Real accounts get theirs from their institution manager.
 */
export const SANDBOX_ENROL_CODE = 'ENROL-2026A';

/**
 * Sandbox back-office roles (README, issue 34): an institution manager of 대한법률구조공단 (its staff
 * accounts, office settings and audit log, besides its officers' work) and the system administrator
 * (registry, outbox, menus; no institution, no case contents).
 */
export const SANDBOX_PLATFORM_STAFF = [
  { loginId: 'sandboxmanager', memberName: '강관리', birthDate: '19790909', gender: 'M', mobileNo: '01092345678', instCode: 'KLAC', role: 'INST_MANAGER', note: '대한법률구조공단 기관 관리자' },
  { loginId: 'sandboxadmin', memberName: '임운영', birthDate: '19760606', gender: 'F', mobileNo: '01093456789', instCode: null, role: 'SYSTEM_ADMIN', note: '시스템 관리자' },
] as const;

/**
 * Upserts the sample accounts and puts them back in their documented state (password, last login,
 * password age, no failures) on every run, so demos and browser tests start from the same place.
 * Runs at start only when config.seedSandboxAccounts (SEED_SANDBOX_ACCOUNTS=1, or NODE_ENV is not
 * production), and with `cli.mjs sandbox:accounts`.
 */
export async function seedSandboxAccounts(database: Database, config: Pick<Config, 'personKeySecret'>, now = new Date()): Promise<string[]> {
  const secret = await loadPersonKeySecret(database.db, config.personKeySecret);
  const hash = await hashPassword(SANDBOX_PASSWORD);
  for (const a of [...SANDBOX_ACCOUNTS, ...SANDBOX_STAFF, ...SANDBOX_ELRCPT_STAFF, SANDBOX_EDITOR, SANDBOX_OPENAPI_APPROVER, ...SANDBOX_PLATFORM_STAFF]) {
    const lastLoginAt = a.loginId === 'sandboxdormant' ? new Date(now.getTime() - 400 * DAY) : new Date(now.getTime() - DAY);
    const passwordChangedAt = a.loginId === 'sandboxoldpw' ? new Date(now.getTime() - 100 * DAY) : new Date(now.getTime() - 10 * DAY);
    const createdAt = new Date(now.getTime() - 500 * DAY);
    const agreedAt = createdAt.toISOString();
    const state = {
      memberName: a.memberName,
      mbrTypeCd: MBR_TYPE.PERSON,
      passwordHash: hash,
      personKey: personKey(secret, a.memberName, a.birthDate),
      birthDate: a.birthDate,
      gender: a.gender,
      mobileNo: a.mobileNo,
      email: `${a.loginId}@example.kr`,
      notifySms: true,
      notifyEmail: false,
      privacyOptional: true,
      agreements: Object.fromEntries(['TERMS', 'PRIVACY_REQUIRED', 'PRIVACY_OPTIONAL', 'AGE14'].map((k) => [k, { version: TERMS_VERSION, agreedAt, agreed: true }])),
      lastLoginAt,
      passwordChangedAt,
      passwordChangeDeferredAt: null,
      failedCount: 0,
      delayedUntil: null,
      status: 'ACTIVE' as const,
      withdrawnAt: null,
    };
    await database.db
      .insert(members)
      .values({ loginId: a.loginId, createdAt, ...state })
      .onConflictDoUpdate({ target: members.loginId, set: state });
  }
  // staff rows need the institutions of the seed (seed() runs first at start and in the CLI)
  for (const s of SANDBOX_STAFF) {
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, s.loginId));
    await database.db
      .insert(staff)
      .values({ memberId: m!.id, instCode: s.instCode, role: 'CONSULT_STAFF' })
      .onConflictDoUpdate({ target: staff.memberId, set: { instCode: s.instCode, role: 'CONSULT_STAFF' } });
  }
  for (const s of SANDBOX_ELRCPT_STAFF) {
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, s.loginId));
    await database.db
      .insert(elrcptStaff)
      .values({ memberId: m!.id, instCode: s.instCode })
      .onConflictDoUpdate({ target: elrcptStaff.memberId, set: { instCode: s.instCode } });
  }
  const [editor] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, SANDBOX_EDITOR.loginId));
  await database.db
    .insert(staff)
    .values({ memberId: editor!.id, instCode: null, role: 'CONTENT_EDITOR' })
    .onConflictDoUpdate({ target: staff.memberId, set: { instCode: null, role: 'CONTENT_EDITOR' } });
  const [approver] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, SANDBOX_OPENAPI_APPROVER.loginId));
  await database.db
    .insert(staff)
    .values({ memberId: approver!.id, instCode: null, role: 'OPENAPI_APPROVER' })
    .onConflictDoUpdate({ target: staff.memberId, set: { instCode: null, role: 'OPENAPI_APPROVER' } });
  for (const s of SANDBOX_PLATFORM_STAFF) {
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, s.loginId));
    const row = { instCode: s.instCode, role: s.role };
    await database.db.insert(staff).values({ memberId: m!.id, ...row }).onConflictDoUpdate({ target: staff.memberId, set: row });
  }
  // every sandbox staff account can register an authenticator with the documented code (README)
  const enrolHash = await enrolCodeHash(SANDBOX_ENROL_CODE);
  for (const a of [...SANDBOX_STAFF, ...SANDBOX_ELRCPT_STAFF, SANDBOX_EDITOR, SANDBOX_OPENAPI_APPROVER, ...SANDBOX_PLATFORM_STAFF]) {
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.loginId, a.loginId));
    await keepEnrolCode(database.db, m!.id, enrolHash, null);
  }
  return [...SANDBOX_ACCOUNTS, ...SANDBOX_STAFF, ...SANDBOX_ELRCPT_STAFF, SANDBOX_EDITOR, SANDBOX_OPENAPI_APPROVER, ...SANDBOX_PLATFORM_STAFF].map((a) => a.loginId);
}
