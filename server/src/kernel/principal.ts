// Who is calling: the principal of each access kind of the contract table (shared/contracts/src/call.ts),
// looked up by the route's access check (http/access.ts) and handed to the handler by defineRoute.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLE_LABELS, ELRCPT_INST_CODES, MBR_TYPE, isPlatformRole, type Access, type StaffRole, type StaffRule } from '@portal/contracts';
import type { Db } from '../db/client';
import { dscsnInstitutions, elrcptStaff, members, staff, staffAccounts } from '../db/schema';
import { HttpError } from '../http/errors';
import { checkApiKey, type CallQuota } from './api-keys';
import { findSession, findStaffSession, type SessionView } from './session';

const LOGIN_REQUIRED = '로그인이 필요합니다. 회원 로그인 또는 비회원(본인확인) 로그인을 한 뒤 다시 시도해 주세요.';
export const GUEST_REFUSED = '비회원(본인확인 로그인)은 비밀번호와 회원 정보가 없습니다. 회원가입을 하면 이용할 수 있습니다.';
export const STAFF_ONLY = '기관 상담 담당자만 쓸 수 있는 기능입니다. 담당자 계정으로 로그인해 주세요.';
const APPLICATION_STAFF_ONLY = '기관 전자접수 담당자만 쓸 수 있는 기능입니다. 담당자 계정으로 로그인해 주세요.';
const EDITOR_ONLY = '고객센터 콘텐츠 편집 권한이 있는 운영자만 쓸 수 있는 기능입니다. 운영자 계정으로 로그인해 주세요.';
/** A staff or editor call without a live staff session (a citizen's session of the same person does not count). */
export const STAFF_LOGIN_REQUIRED = '직원 로그인(2단계 인증)이 필요합니다. /admin/login 에서 로그인해 주세요.';
const OPENAPI_APPROVER_ONLY = '오픈 API 승인 담당자만 쓸 수 있는 기능입니다. 승인 담당자 계정으로 로그인해 주세요.';

/** A signed-in member or verified guest: the session and the account's contacts. */
export interface Person extends SessionView {
  /** members.person_key; a member and the same person's guest row share it. Accounts without one use their own id. */
  personKey: string;
  mobileNo: string;
  email: string;
}

/** An institution officer admitted by the call's staff rule. */
export interface StaffMember {
  memberId: string;
  person: Person;
  role: StaffRole;
  instCode: string;
  /** The institution's name (consultation institutions; null for one that only takes applications). */
  instName: string | null;
}

/** A registered client of the open API: its application, the key it called with and what is left of today's quota of this API. */
export interface ApiClient {
  clientId: string;
  keyId: string;
  quota: CallQuota;
}

/** What a handler is handed about its caller, by the call's access. */
export type CallerOf<A extends Access> = A extends 'person'
  ? { person: Person }
  : A extends 'member'
    ? { member: Person }
    : A extends 'editor'
      ? { editor: Person }
      : A extends 'apiKey'
        ? { client: ApiClient }
        : A extends { staff: StaffRule }
          ? { staff: StaffMember }
          : Record<never, never>;

const personOfRequest = new WeakMap<FastifyRequest, Promise<Person>>();

/**
 * The signed-in member or verified guest of this request, or 401 in Korean. Looked up once per
 * request, however many checks ask.
 */
export function personOf(db: Db, req: FastifyRequest): Promise<Person> {
  let found = personOfRequest.get(req);
  if (!found) {
    found = lookUpPerson(db, req);
    personOfRequest.set(req, found);
  }
  return found;
}

const staffPersonOfRequest = new WeakMap<FastifyRequest, Promise<Person>>();

/**
 * The staff member signed in at the back office (cookie PORTAL_STAFF, a STAFF session row), or 401
 * STAFF_LOGIN_REQUIRED: a citizen session never admits a staff or editor call (issue 34).
 */
export function staffPersonOf(db: Db, req: FastifyRequest): Promise<Person> {
  let found = staffPersonOfRequest.get(req);
  if (!found) {
    found = findStaffSession(db, req).then((s) => {
      if (!s) throw new HttpError(401, STAFF_LOGIN_REQUIRED);
      return personFrom(s);
    });
    staffPersonOfRequest.set(req, found);
  }
  return found;
}

async function lookUpPerson(db: Db, req: FastifyRequest): Promise<Person> {
  const s = await findSession(db, req);
  if (!s) throw new HttpError(401, LOGIN_REQUIRED);
  return personFrom(s);
}

/** The caller of a live session, its contacts read with it: accounts without a person key use their own id. */
const personFrom = (s: SessionView): Person => ({ ...s, personKey: s.personKey ?? `member:${s.memberId}`, mobileNo: s.mobileNo ?? '', email: s.email ?? '' });

/**
 * Who reads a record that its owner (citizen session) and the staff of its institution (staff
 * session) may both read (file downloads): either may be missing; 401 when both are.
 */
export async function readerOf(db: Db, req: FastifyRequest): Promise<{ person: Person | null; staff: Person | null }> {
  const [person, staffPerson] = await Promise.all([personOf(db, req).catch(() => null), staffPersonOf(db, req).catch(() => null)]);
  if (!person && !staffPerson) throw new HttpError(401, LOGIN_REQUIRED);
  return { person, staff: staffPerson };
}

/** A signed-in member, not a verified guest (a guest has no password and no member record): 401, or 403 GUEST_REFUSED. */
export async function memberOf(db: Db, req: FastifyRequest): Promise<Person> {
  const person = await personOf(db, req);
  if (person.mbrTypeCd === MBR_TYPE.GUEST) throw new HttpError(403, GUEST_REFUSED);
  return person;
}

export async function isEditor(db: Db, memberId: string): Promise<boolean> {
  const rows = await db.select({ id: staff.memberId }).from(staff).where(and(eq(staff.memberId, memberId), eq(staff.role, 'CONTENT_EDITOR')));
  return rows.length > 0;
}

/** The signed-in content editor: 401 without a staff session, 403 for anyone else (institution officers). */
export async function editorOf(db: Db, req: FastifyRequest): Promise<Person> {
  const person = await staffPersonOf(db, req);
  if (!(await isEditor(db, person.memberId))) throw new HttpError(403, EDITOR_ONLY);
  return person;
}

export type Membership = Omit<StaffMember, 'memberId' | 'person'>;

const takesApplications = (instCode: string) => (ELRCPT_INST_CODES as readonly string[]).includes(instCode);


/**
 * The roles a member holds as staff: an application officer (elrcpt_staff) first, then the staff
 * row: a consultation officer or manager of an institution that takes consultations or applications,
 * or a platform role (open API approver, content editor, system administrator) with no institution.
 * (Every role a member holds: the back office's menu and `adminMe` read it too.) A disabled staff
 * account (staff_accounts.disabled_at, 0023) holds none.
 */
export async function staffMemberships(db: Db, memberId: string): Promise<Membership[]> {
  // one query: each table has at most one row a member (member_id is its key)
  const [found] = await db
    .select({ disabledAt: staffAccounts.disabledAt, ownInst: elrcptStaff.instCode, instCode: staff.instCode, instName: dscsnInstitutions.name, role: staff.role })
    .from(members)
    .leftJoin(staffAccounts, eq(staffAccounts.memberId, members.id))
    .leftJoin(elrcptStaff, eq(elrcptStaff.memberId, members.id))
    .leftJoin(staff, eq(staff.memberId, members.id))
    .leftJoin(dscsnInstitutions, eq(dscsnInstitutions.instCode, staff.instCode))
    .where(eq(members.id, memberId));
  if (!found || found.disabledAt) return [];
  const out: Membership[] = [];
  if (found.ownInst) out.push({ role: 'APPLICATION_STAFF', instCode: found.ownInst, instName: null });
  const { role, instCode, instName } = found;
  if (!role) return out;
  // the roles of no institution: instCode ''
  if (isPlatformRole(role)) out.push({ role, instCode: '', instName: null });
  else if (instCode && (instName !== null || takesApplications(instCode))) out.push({ role, instCode, instName });
  return out;
}

/** Was the staff account disabled by its institution's manager? */
export async function staffDisabled(db: Db, memberId: string): Promise<boolean> {
  const [state] = await db.select({ disabledAt: staffAccounts.disabledAt }).from(staffAccounts).where(eq(staffAccounts.memberId, memberId));
  return !!state?.disabledAt;
}

/** An institution's manager does its consultation officers' work too. */
const holds = (m: Membership, role: StaffRole) => m.role === role || (role === 'CONSULT_STAFF' && m.role === 'INST_MANAGER');

/** Does the membership meet the rule (role, one of roles, kind of institution)? */
export const admits = (rule: StaffRule, m: Membership) =>
  (!rule.role || holds(m, rule.role)) &&
  (!rule.roles || rule.roles.some((r) => holds(m, r))) &&
  (!rule.institution || (rule.institution === 'consultation' ? m.instName !== null : m.role === 'APPLICATION_STAFF' || takesApplications(m.instCode)));

/** The institution a member is an officer of that the rule admits, or null. */
export async function staffAdmitted(db: Db, memberId: string, rule: StaffRule): Promise<Membership | null> {
  return (await staffMemberships(db, memberId)).find((m) => admits(rule, m)) ?? null;
}

/**
 * The officer the rule admits: 401 without a staff session (PORTAL_STAFF; a citizen session does not
 * count), 403 STAFF_ONLY for someone who is no officer at all, 403 naming the kind of officer for an
 * officer the rule leaves out.
 */
export async function staffOf(db: Db, req: FastifyRequest, rule: StaffRule): Promise<StaffMember> {
  const person = await staffPersonOf(db, req);
  const memberships = await staffMemberships(db, person.memberId);
  const found = memberships.find((m) => admits(rule, m));
  if (found) return { memberId: person.memberId, person, ...found };
  if (rule.role === 'OPENAPI_APPROVER') throw new HttpError(403, OPENAPI_APPROVER_ONLY);
  const named = rule.roles ?? (rule.role && rule.role !== 'CONSULT_STAFF' ? [rule.role] : null);
  if (named) throw new HttpError(403, `${named.map((r) => ADMIN_ROLE_LABELS[r]).join(' 또는 ')}만 쓸 수 있는 기능입니다. 그 권한이 있는 직원 계정으로 로그인해 주세요.`);
  throw new HttpError(403, memberships.length && rule.institution === 'application' ? APPLICATION_STAFF_ONLY : STAFF_ONLY);
}

/**
 * The open API's client by its key (kernel/api-keys.ts): refused with the result code and status of
 * what is wrong (401, 403, 429), else the call is counted against today's quota of this API.
 */
export async function apiClientOf(db: Db, req: FastifyRequest): Promise<ApiClient> {
  const api = req.routeOptions.config?.apiCall?.path ?? req.routeOptions.url ?? 'unknown';
  const client = await checkApiKey(db, req, api);
  return { clientId: client.applicationId, keyId: client.keyId, quota: client.quota };
}
