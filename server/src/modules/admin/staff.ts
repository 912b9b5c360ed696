import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ELRCPT_INST_CODES, MBR_TYPE, passwordProblem, type InstStaffRole, type StaffAccount, type adminStaffCalls } from '@portal/contracts';
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

// An institution manager's staff accounts (issue 34): the accounts holding a role of the manager's
// institution (a `staff` row of CONSULT_STAFF / INST_MANAGER there, or an `elrcpt_staff` row there),
// a new account with a one-time initial password and authenticator enrolment code made here, roles, disable / enable (0023
// staff_accounts) and the authenticator reset. Scoped by the server: another institution's account
// is 404 like a missing one; platform roles are never given here; a manager never disables, demotes
// or resets themself. The audit log records every call (the route's row names the account).

const CONSULT_ROLES = ['CONSULT_STAFF', 'INST_MANAGER'] as const;
const NOT_FOUND = '직원 계정을 찾을 수 없습니다. 기관의 직원 목록에서 다시 골라 주세요.';
const FOREIGN =
  '이 계정은 다른 기관이나 플랫폼(콘텐츠 편집, 오픈 API 승인, 시스템 관리)의 역할도 가지고 있어 기관 관리자가 바꿀 수 없습니다. 시스템 관리자에게 부탁해 주세요.';

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

/** One account as the list shows it (the joins of `accountsOf`). */
function accountsOf(db: Db, instCode: string) {
  return db
    .select({
      memberId: members.id,
      loginId: members.loginId,
      name: members.memberName,
      consultRole: staff.role,
      application: elrcptStaff.memberId,
      enrolledAt: staffTotp.enrolledAt,
      disabledAt: staffAccounts.disabledAt,
      lastSignInAt: staffAccounts.lastSignInAt,
    })
    .from(members)
    .leftJoin(staff, and(eq(staff.memberId, members.id), eq(staff.instCode, instCode), inArray(staff.role, [...CONSULT_ROLES])))
    .leftJoin(elrcptStaff, and(eq(elrcptStaff.memberId, members.id), eq(elrcptStaff.instCode, instCode)))
    .leftJoin(staffTotp, eq(staffTotp.memberId, members.id))
    .leftJoin(staffAccounts, eq(staffAccounts.memberId, members.id))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof accountsOf>['execute']>>[number];
const ofInstitution = or(isNotNull(staff.memberId), isNotNull(elrcptStaff.memberId))!;

function view(r: Row, caller: string): StaffAccount {
  const roles: InstStaffRole[] = [];
  if (r.consultRole === 'CONSULT_STAFF' || r.consultRole === 'INST_MANAGER') roles.push(r.consultRole);
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

/** The account if it holds a role of the institution; 404 otherwise (another institution's is as unknown as a wrong id). */
async function ownAccount(db: Db, instCode: string, memberId: string): Promise<Row> {
  const [row] = await accountsOf(db, instCode).where(and(eq(members.id, memberId), ofInstitution));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** Does the account hold a role outside this institution (another institution's, a platform role)? Then its manager changes nothing of it. */
async function holdsForeignRoles(db: Db, instCode: string, memberId: string): Promise<boolean> {
  const other = await db
    .select({ id: staff.memberId })
    .from(staff)
    .where(and(eq(staff.memberId, memberId), or(isNull(staff.instCode), ne(staff.instCode, instCode), sql`${staff.role} NOT IN ('CONSULT_STAFF', 'INST_MANAGER')`)));
  if (other.length) return true;
  const app = await db.select({ id: elrcptStaff.memberId }).from(elrcptStaff).where(and(eq(elrcptStaff.memberId, memberId), ne(elrcptStaff.instCode, instCode)));
  return app.length > 0;
}

/** The roles the institution can give: consultation roles where it consults or takes applications, 전자접수 where it takes applications. */
async function checkRolesFit(db: Db, instCode: string, roles: readonly InstStaffRole[]) {
  const takesApplications = (ELRCPT_INST_CODES as readonly string[]).includes(instCode);
  if (roles.includes('APPLICATION_STAFF') && !takesApplications) {
    throw fieldError(400, 'ROLE_NOT_OFFERED', 'roles', '이 기관은 전자접수를 받지 않아 전자접수 담당자 역할을 줄 수 없습니다. 다른 역할을 골라 주세요.');
  }
  if (roles.some((r) => r !== 'APPLICATION_STAFF') && !takesApplications) {
    const [inst] = await db.select({ code: dscsnInstitutions.instCode }).from(dscsnInstitutions).where(eq(dscsnInstitutions.instCode, instCode));
    if (!inst) throw fieldError(400, 'ROLE_NOT_OFFERED', 'roles', '이 기관은 상담을 받지 않아 상담 담당자·기관 관리자 역할을 줄 수 없습니다.');
  }
}

/** Writes the account's institution roles: one `staff` row (기관 관리자 or 상담 담당자) and/or an `elrcpt_staff` row. */
async function writeRoles(tx: Db, instCode: string, memberId: string, roles: readonly InstStaffRole[]) {
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
  /** The account, after the checks every change makes: the caller's institution, not the caller (when `notSelf` says why), no foreign roles. */
  async function changeable(me: StaffMember, memberId: string, notSelf?: string): Promise<Row> {
    const row = await ownAccount(db, me.instCode, memberId);
    if (notSelf && memberId === me.memberId) throw codedError(409, 'SELF', notSelf);
    if (await holdsForeignRoles(db, me.instCode, memberId)) throw codedError(409, 'FOREIGN_ROLES', FOREIGN);
    return row;
  }
  const answer = async (me: StaffMember, memberId: string) => view(await ownAccount(db, me.instCode, memberId), me.memberId);

  return {
    adminStaffList: async (_req, _reply, { query, staff: me }) => {
      const where: SQL = and(ofInstitution, containsAny(query.q, [members.loginId, members.memberName]), query.status === 'ACTIVE' ? isNull(staffAccounts.disabledAt) : query.status === 'DISABLED' ? isNotNull(staffAccounts.disabledAt) : undefined)!;
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .leftJoin(staff, and(eq(staff.memberId, members.id), eq(staff.instCode, me.instCode), inArray(staff.role, [...CONSULT_ROLES])))
        .leftJoin(elrcptStaff, and(eq(elrcptStaff.memberId, members.id), eq(elrcptStaff.instCode, me.instCode)))
        .leftJoin(staffAccounts, eq(staffAccounts.memberId, members.id))
        .where(where);
      const rows = await accountsOf(db, me.instCode)
        .where(where)
        .orderBy(asc(members.loginId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { items: rows.map((r) => view(r, me.memberId)), page: query.page, pageSize: query.pageSize, total: Number(count?.n ?? 0), instCode: me.instCode, instName: me.instName };
    },

    adminStaffCreate: async (req, reply, { body, staff: me }) => {
      await checkRolesFit(db, me.instCode, body.roles);
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
        await writeRoles(tx as unknown as Db, me.instCode, made.id, body.roles);
        await tx.insert(staffAccounts).values({ memberId: made.id, createdBy: me.memberId, passwordMustChange: true });
        return { memberId: made.id, code: await issueEnrolCode(tx as unknown as Db, made.id, now) };
      });
      auditAs(req, { targetKind: 'staff', targetId: memberId });
      reply.code(201);
      return { account: await answer(me, memberId), initialPassword: password, ...code };
    },

    adminStaffRoles: async (_req, _reply, { params, body, staff: me }) => {
      await changeable(me, params.memberId);
      if (params.memberId === me.memberId && !body.roles.includes('INST_MANAGER')) {
        throw fieldError(409, 'SELF', 'roles', '자기 계정의 기관 관리자 역할은 뺄 수 없습니다. 다른 기관 관리자에게 부탁해 주세요.');
      }
      await checkRolesFit(db, me.instCode, body.roles);
      await db.transaction((tx) => writeRoles(tx as unknown as Db, me.instCode, params.memberId, body.roles));
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
