import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE_LABELS, ELRCPT_INST_CODES, MBR_TYPE, PLATFORM_STAFF_ROLES, isPlatformRole, passwordProblem, type StaffAccount, type StaffAccountRole, type adminStaffCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnInstitutions, elrcptStaff, members, sessions, staff, staffAccounts, staffLoginChallenges, staffRecoveryCodes, staffTotp } from '../../db/schema';
import { containsAny } from '../../db/search';
import { codedError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { auditAs } from '../../kernel/audit';
import type { ModuleContext } from '../../kernel/module';
import type { StaffMember } from '../../kernel/principal';
import { hashPassword } from '../../kernel/sign-in/password';
import { issueEnrolCode } from '../../kernel/sign-in/enrol-code';

// Staff accounts (issue 34). An institution manager keeps the accounts holding a role of the
// manager's institution (a `staff` row of CONSULT_STAFF / INST_MANAGER there, or an `elrcpt_staff`
// row there); the system administrator keeps the platform accounts (a `staff` row of no institution:
// CONTENT_EDITOR, OPENAPI_APPROVER, SYSTEM_ADMIN). Each makes new accounts (a one-time initial
// password and enrolment code), changes roles, disables / enables (0023 staff_accounts) and resets the
// authenticator. Scoped by the server: an account outside the caller's scope is 404 like a missing
// one; an account that also holds a role outside it is 409; nobody disables, demotes or resets
// themself. The audit log records every call (the route's row names the account).

const CONSULT_ROLES = ['CONSULT_STAFF', 'INST_MANAGER'] as const;
const NOT_FOUND = '직원 계정을 찾을 수 없습니다. 기관의 직원 목록에서 다시 골라 주세요.';
const FOREIGN =
  '이 계정은 다른 기관이나 플랫폼(콘텐츠 편집, 오픈 API 승인, 시스템 관리)의 역할도 가지고 있어 기관 관리자가 바꿀 수 없습니다. 시스템 관리자에게 부탁해 주세요.';
const FOREIGN_TO_PLATFORM = '이 계정은 기관의 역할도 가지고 있어 시스템 관리자가 바꿀 수 없습니다. 그 기관의 기관 관리자에게 부탁해 주세요.';

/** The initial password's alphabet: letters and digits people do not confuse (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 random characters of 56 in four groups (about 93 bits): xxxx-xxxx-xxxx-xxxx, meeting the membership's password rule. */
function initialPassword(loginId: string): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(''));
    const p = groups.join('-');
    if (/\d/.test(p) && /[A-Za-z]/.test(p) && passwordProblem(p, loginId) === null) return p;
  }
}

const fieldError = (status: number, code: string, field: string, message: string) => new HttpError(status, message, [{ field, message }], { code });

/**
 * Whose accounts the caller keeps: an institution manager its institution's (institution roles), the
 * system administrator the platform's (staff rows of no institution, one platform role each).
 */
type Scope = { kind: 'INSTITUTION'; instCode: string } | { kind: 'PLATFORM' };
const scopeOf = (me: StaffMember): Scope => (me.role === 'SYSTEM_ADMIN' ? { kind: 'PLATFORM' } : { kind: 'INSTITUTION', instCode: me.instCode });

/** One account as the list shows it: its `staff` row and `elrcpt_staff` row in the scope. */
function accountsOf(db: Db, scope: Scope) {
  const staffInScope =
    scope.kind === 'PLATFORM'
      ? and(eq(staff.memberId, members.id), isNull(staff.instCode), inArray(staff.role, [...PLATFORM_STAFF_ROLES]))
      : and(eq(staff.memberId, members.id), eq(staff.instCode, scope.instCode), inArray(staff.role, [...CONSULT_ROLES]));
  const applicationInScope = scope.kind === 'PLATFORM' ? sql`false` : and(eq(elrcptStaff.memberId, members.id), eq(elrcptStaff.instCode, scope.instCode));
  return db
    .select({
      memberId: members.id,
      loginId: members.loginId,
      name: members.memberName,
      staffRole: staff.role,
      application: elrcptStaff.memberId,
      enrolledAt: staffTotp.enrolledAt,
      disabledAt: staffAccounts.disabledAt,
      lastSignInAt: staffAccounts.lastSignInAt,
    })
    .from(members)
    .leftJoin(staff, staffInScope)
    .leftJoin(elrcptStaff, applicationInScope)
    .leftJoin(staffTotp, eq(staffTotp.memberId, members.id))
    .leftJoin(staffAccounts, eq(staffAccounts.memberId, members.id))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof accountsOf>['execute']>>[number];
const inScope = or(isNotNull(staff.memberId), isNotNull(elrcptStaff.memberId))!;

function view(r: Row, caller: string): StaffAccount {
  const roles: StaffAccountRole[] = [];
  if (r.staffRole) roles.push(r.staffRole); // the join keeps only the scope's roles
  if (r.application) roles.push('APPLICATION_STAFF');
  return {
    memberId: r.memberId,
    loginId: r.loginId,
    name: r.name,
    roles,
    totpEnrolled: r.enrolledAt !== null,
    totpEnrolledAt: r.enrolledAt?.toISOString() ?? null,
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    active: r.disabledAt === null,
    disabledAt: r.disabledAt?.toISOString() ?? null,
    self: r.memberId === caller,
  };
}

/** The account if it holds a role in the scope; 404 otherwise (another institution's is as unknown as a wrong id). */
async function ownAccount(db: Db, scope: Scope, memberId: string): Promise<Row> {
  const [row] = await accountsOf(db, scope).where(and(eq(members.id, memberId), inScope));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** Does the account hold a role outside the scope (another institution's, a platform role; for the platform, any institution's)? Then its keeper here changes nothing of it. */
async function holdsForeignRoles(db: Db, scope: Scope, memberId: string): Promise<boolean> {
  if (scope.kind === 'PLATFORM') {
    const inst = await db.select({ id: staff.memberId }).from(staff).where(and(eq(staff.memberId, memberId), isNotNull(staff.instCode)));
    const app = await db.select({ id: elrcptStaff.memberId }).from(elrcptStaff).where(eq(elrcptStaff.memberId, memberId));
    return inst.length + app.length > 0;
  }
  const { instCode } = scope;
  const other = await db
    .select({ id: staff.memberId })
    .from(staff)
    .where(and(eq(staff.memberId, memberId), or(isNull(staff.instCode), ne(staff.instCode, instCode), sql`${staff.role} NOT IN ('CONSULT_STAFF', 'INST_MANAGER')`)));
  if (other.length) return true;
  const app = await db.select({ id: elrcptStaff.memberId }).from(elrcptStaff).where(and(eq(elrcptStaff.memberId, memberId), ne(elrcptStaff.instCode, instCode)));
  return app.length > 0;
}

/**
 * The roles the caller can give: the system administrator one platform role; an institution manager
 * institution roles, consultation roles where it consults or takes applications, 전자접수 where it
 * takes applications.
 */
async function checkRolesFit(db: Db, scope: Scope, roles: readonly StaffAccountRole[]) {
  if (scope.kind === 'PLATFORM') {
    if (!roles.every(isPlatformRole)) {
      throw fieldError(400, 'ROLE_NOT_OFFERED', 'roles', '기관 역할(상담 담당자, 전자접수 담당자, 기관 관리자)은 그 기관의 기관 관리자가 줍니다. 플랫폼 역할 하나를 골라 주세요.');
    }
    return;
  }
  if (roles.some(isPlatformRole)) {
    throw fieldError(400, 'ROLE_NOT_OFFERED', 'roles', '콘텐츠 편집자·오픈 API 승인 담당자·시스템 관리자 역할은 시스템 관리자가 줍니다. 기관 역할을 골라 주세요.');
  }
  const takesApplications = (ELRCPT_INST_CODES as readonly string[]).includes(scope.instCode);
  if (roles.includes('APPLICATION_STAFF') && !takesApplications) {
    throw fieldError(400, 'ROLE_NOT_OFFERED', 'roles', '이 기관은 전자접수를 받지 않아 전자접수 담당자 역할을 줄 수 없습니다. 다른 역할을 골라 주세요.');
  }
  if (roles.some((r) => r !== 'APPLICATION_STAFF') && !takesApplications) {
    const [inst] = await db.select({ code: dscsnInstitutions.instCode }).from(dscsnInstitutions).where(eq(dscsnInstitutions.instCode, scope.instCode));
    if (!inst) throw fieldError(400, 'ROLE_NOT_OFFERED', 'roles', '이 기관은 상담을 받지 않아 상담 담당자·기관 관리자 역할을 줄 수 없습니다.');
  }
}

/** Writes the account's roles in the scope: the platform role, or the institution's `staff` row (기관 관리자 or 상담 담당자) and/or `elrcpt_staff` row. */
async function writeRoles(tx: Db, scope: Scope, memberId: string, roles: readonly StaffAccountRole[]) {
  if (scope.kind === 'PLATFORM') {
    const role = roles.find(isPlatformRole)!; // checkRolesFit: exactly one platform role
    await tx.insert(staff).values({ memberId, instCode: null, role }).onConflictDoUpdate({ target: staff.memberId, set: { instCode: null, role } });
    return;
  }
  const { instCode } = scope;
  const consult = roles.includes('INST_MANAGER') ? 'INST_MANAGER' : roles.includes('CONSULT_STAFF') ? 'CONSULT_STAFF' : null;
  if (consult) await tx.insert(staff).values({ memberId, instCode, role: consult }).onConflictDoUpdate({ target: staff.memberId, set: { instCode, role: consult } });
  else await tx.delete(staff).where(and(eq(staff.memberId, memberId), eq(staff.instCode, instCode)));
  if (roles.includes('APPLICATION_STAFF')) await tx.insert(elrcptStaff).values({ memberId, instCode }).onConflictDoUpdate({ target: elrcptStaff.memberId, set: { instCode } });
  else await tx.delete(elrcptStaff).where(and(eq(elrcptStaff.memberId, memberId), eq(elrcptStaff.instCode, instCode)));
}

/** Ends the account's staff sessions and half-done sign-ins (its citizen sessions stay). */
async function endStaffSignIns(tx: Db, memberId: string) {
  await tx.delete(sessions).where(and(eq(sessions.memberId, memberId), eq(sessions.kind, 'STAFF')));
  await tx.delete(staffLoginChallenges).where(eq(staffLoginChallenges.memberId, memberId));
}

export function staffHandlers({ db }: Pick<ModuleContext, 'db'>): Handlers<typeof adminStaffCalls> {
  /** The account, after the checks every change makes: in the caller's scope, not the caller (when `notSelf` says why), no foreign roles. */
  async function changeable(me: StaffMember, memberId: string, notSelf?: string): Promise<Row> {
    const scope = scopeOf(me);
    const row = await ownAccount(db, scope, memberId);
    if (notSelf && memberId === me.memberId) throw codedError(409, 'SELF', notSelf);
    if (await holdsForeignRoles(db, scope, memberId)) throw codedError(409, 'FOREIGN_ROLES', scope.kind === 'PLATFORM' ? FOREIGN_TO_PLATFORM : FOREIGN);
    return row;
  }
  const answer = async (me: StaffMember, memberId: string) => view(await ownAccount(db, scopeOf(me), memberId), me.memberId);

  return {
    adminStaffList: async (_req, _reply, { query, staff: me }) => {
      const scope = scopeOf(me);
      const where: SQL = and(inScope, containsAny(query.q, [members.loginId, members.memberName]), query.status === 'ACTIVE' ? isNull(staffAccounts.disabledAt) : query.status === 'DISABLED' ? isNotNull(staffAccounts.disabledAt) : undefined)!;
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(accountsOf(db, scope).where(where).as('scoped'));
      const rows = await accountsOf(db, scope)
        .where(where)
        .orderBy(asc(members.loginId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const items = rows.map((r) => view(r, me.memberId));
      const page = { items, page: query.page, pageSize: query.pageSize, total: Number(count?.n ?? 0) };
      return scope.kind === 'PLATFORM' ? { ...page, scope: 'PLATFORM' as const, instCode: '', instName: null } : { ...page, scope: 'INSTITUTION' as const, instCode: me.instCode, instName: me.instName };
    },

    adminStaffCreate: async (req, reply, { body, staff: me }) => {
      await checkRolesFit(db, scopeOf(me), body.roles);
      const now = nowOf(req);
      const password = initialPassword(body.loginId);
      const passwordHash = await hashPassword(password);
      const { memberId, code } = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(members)
          .values({ loginId: body.loginId, memberName: body.name, mbrTypeCd: MBR_TYPE.PERSON, passwordHash, passwordChangedAt: now, createdAt: now })
          .onConflictDoNothing({ target: members.loginId })
          .returning({ id: members.id });
        if (!made) throw fieldError(409, 'LOGIN_ID_TAKEN', 'loginId', `‘${body.loginId}’은(는) 이미 쓰이고 있는 아이디입니다. 다른 아이디를 입력해 주세요.`);
        await writeRoles(tx as unknown as Db, scopeOf(me), made.id, body.roles);
        await tx.insert(staffAccounts).values({ memberId: made.id, createdBy: me.memberId, passwordMustChange: true });
        return { memberId: made.id, code: await issueEnrolCode(tx as unknown as Db, made.id, now) };
      });
      auditAs(req, { targetKind: 'staff', targetId: memberId });
      reply.code(201);
      return { account: await answer(me, memberId), initialPassword: password, ...code };
    },

    adminStaffRoles: async (_req, _reply, { params, body, staff: me }) => {
      await changeable(me, params.memberId);
      const scope = scopeOf(me);
      const keeper = scope.kind === 'PLATFORM' ? 'SYSTEM_ADMIN' : 'INST_MANAGER';
      if (params.memberId === me.memberId && !body.roles.includes(keeper)) {
        throw fieldError(409, 'SELF', 'roles', `자기 계정의 ${ADMIN_ROLE_LABELS[keeper]} 역할은 뺄 수 없습니다. 다른 ${ADMIN_ROLE_LABELS[keeper]}에게 부탁해 주세요.`);
      }
      await checkRolesFit(db, scope, body.roles);
      await db.transaction((tx) => writeRoles(tx as unknown as Db, scope, params.memberId, body.roles));
      return answer(me, params.memberId);
    },

    adminStaffDisable: async (req, _reply, { params, staff: me }) => {
      await changeable(me, params.memberId, '자기 계정은 사용 중지할 수 없습니다. 다른 기관 관리자에게 부탁해 주세요.');
      const now = nowOf(req);
      await db.transaction(async (tx) => {
        await tx
          .insert(staffAccounts)
          .values({ memberId: params.memberId, disabledAt: now, disabledBy: me.memberId })
          .onConflictDoUpdate({ target: staffAccounts.memberId, set: { disabledAt: now, disabledBy: me.memberId }, setWhere: isNull(staffAccounts.disabledAt) });
        await endStaffSignIns(tx as unknown as Db, params.memberId);
      });
      return answer(me, params.memberId);
    },

    adminStaffEnable: async (_req, _reply, { params, staff: me }) => {
      await changeable(me, params.memberId);
      await db.update(staffAccounts).set({ disabledAt: null, disabledBy: null }).where(eq(staffAccounts.memberId, params.memberId));
      return answer(me, params.memberId);
    },

    adminStaffTotpReset: async (req, _reply, { params, staff: me }) => {
      await changeable(me, params.memberId, '자기 계정의 인증 앱은 여기서 초기화할 수 없습니다. 다른 기관 관리자에게 부탁해 주세요.');
      const code = await db.transaction(async (tx) => {
        await tx.delete(staffTotp).where(eq(staffTotp.memberId, params.memberId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, params.memberId));
        await endStaffSignIns(tx as unknown as Db, params.memberId);
        return issueEnrolCode(tx as unknown as Db, params.memberId, nowOf(req));
      });
      return { account: await answer(me, params.memberId), ...code };
    },
  };
}
