// Back office (issue 34): an institution manager's staff accounts. Scope (own institution only,
// another's account 404), self-protection, institution roles only, the one-time initial password,
// the authenticator reset (next sign-in enrols again), a disabled account cannot sign in and its
// staff sessions end, Korean validation naming the field, CSRF, the audit log. PGlite; PostgreSQL
// with TEST_DATABASE_URL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '@portal/contracts';
import { SANDBOX_ENROL_CODE } from '../src/db/seed/sandbox-accounts';
import { auditLog, members, staff, staffAccounts, staffRecoveryCodes, staffTotp } from '../src/db/schema';
import { createStaffSession, STAFF_COOKIE } from '../src/kernel/session';
import { Browser, TestClock, adminPasswordStep, createSandboxApp, staffSignIn } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createSandboxApp>>['t'];
let manager: Browser; // sandboxmanager: 대한법률구조공단 (KLAC) 기관 관리자
let officer: Browser; // sandboxklac: KLAC 상담 담당자
let otherManager: Browser; // a manager of LQA
let admin: Browser; // sandboxadmin: 시스템 관리자 (the platform accounts)

const idOf = async (loginId: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId)))[0]!.id;

beforeAll(async () => {
  const made = await createSandboxApp(clock, '2026-12-01T09:00:00+09:00', ['sandboxmanager', 'sandboxklac', 'sandboxadmin'] as const);
  t = made.t;
  manager = made.as.sandboxmanager;
  officer = made.as.sandboxklac;
  admin = made.as.sandboxadmin;
  // another institution's manager: a staff row and a staff session made directly
  const [m] = await t.database.db.insert(members).values({ loginId: 'lqamanager1', memberName: '남관리', mbrTypeCd: '01', createdAt: clock.now() }).returning();
  await t.database.db.insert(staff).values({ memberId: m!.id, instCode: 'LQA', role: 'INST_MANAGER' });
  otherManager = new Browser(t.app);
  otherManager.cookies.set(STAFF_COOKIE, await createStaffSession(t.database.db, m!.id, clock.now()));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const create = (body: Record<string, unknown>, b = manager) => b.post('/api/admin/staff', body);
const list = async (q = '', b = manager) => (await b.get(`/api/admin/staff?pageSize=50${q}`)).json();

async function created(loginId: string, roles: string[] = ['CONSULT_STAFF']) {
  const res = await create({ loginId, name: '김직원', roles });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { account: { memberId: string; roles: string[] }; initialPassword: string; enrolCode: string; enrolCodeExpiresAt: string };
}

/** The password a new account chooses at its first sign-in. */
const OWN_PASSWORD = 'Staff#Own2026';

/** A new account that has chosen its own password at its first sign-in (the PASSWORD step). */
async function ready(loginId: string, roles?: string[]) {
  const made = await created(loginId, roles);
  const b = new Browser(t.app);
  expect((await adminPasswordStep(b, loginId, made.initialPassword)).json().step).toBe('PASSWORD');
  const set = await b.post('/api/admin/password', { newPassword: OWN_PASSWORD, newPasswordConfirm: OWN_PASSWORD });
  expect(set.statusCode, set.body).toBe(200);
  return { ...made, password: OWN_PASSWORD };
}

describe('the list', () => {
  it('shows the institution manager the accounts of their own institution only, with Korean-labelled roles, enrolment, last sign-in and state', async () => {
    const res = await manager.get('/api/admin/staff');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ instCode: 'KLAC', instName: '대한법률구조공단', page: 1 });
    const ids = page.items.map((a: { loginId: string }) => a.loginId);
    expect(ids).toEqual(expect.arrayContaining(['sandboxklac', 'sandboxmanager']));
    expect(ids).not.toContain('sandboxlqa');
    expect(ids).not.toContain('sandboxeditor');
    expect(ids).not.toContain('lqamanager1');
    const me = page.items.find((a: { loginId: string }) => a.loginId === 'sandboxmanager');
    expect(me).toMatchObject({ roles: ['INST_MANAGER'], self: true, active: true, totpEnrolled: true });
    expect(me.lastSignInAt).toBe(clock.now().toISOString());
    expect(page.items.find((a: { loginId: string }) => a.loginId === 'sandboxklac')).toMatchObject({ roles: ['CONSULT_STAFF'], self: false });
    expect((await list('&q=klac')).items.map((a: { loginId: string }) => a.loginId)).toEqual(['sandboxklac']);
  });

  it('is for institution managers: an officer 403 naming the role, no staff session 401', async () => {
    const res = await officer.get('/api/admin/staff');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('기관 관리자');
    expect((await new Browser(t.app).get('/api/admin/staff')).statusCode).toBe(401);
  });
});

describe('a new account', () => {
  it('gets a one-time initial password (argon2id at rest) that signs in once to choose its own password, then enrols an authenticator with its enrolment code', async () => {
    const { account, initialPassword, enrolCode } = await created('klacnew01', ['CONSULT_STAFF', 'APPLICATION_STAFF']);
    expect(account).toMatchObject({ roles: ['CONSULT_STAFF', 'APPLICATION_STAFF'], totpEnrolled: false, active: true, lastSignInAt: null });
    expect(initialPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(passwordProblem(initialPassword, 'klacnew01')).toBeNull();
    const [row] = await t.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, account.memberId));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(initialPassword);
    const b = new Browser(t.app);
    // the first sign-in chooses its own password before anything else: the manager saw the initial one
    expect((await adminPasswordStep(b, 'klacnew01', initialPassword)).json()).toMatchObject({ step: 'PASSWORD', loginId: 'klacnew01' });
    expect((await b.post('/api/admin/totp/enrol', { enrolCode })).json().code).toBe('ALREADY_ENROLLED');
    expect((await b.get('/api/admin/me')).statusCode).toBe(401);
    const same = await b.post('/api/admin/password', { newPassword: initialPassword, newPasswordConfirm: initialPassword });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({ field: 'newPassword', message: expect.stringContaining('처음 비밀번호와 다른') });
    const withId = await b.post('/api/admin/password', { newPassword: 'klacnew01#A1b', newPasswordConfirm: 'klacnew01#A1b' });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors[0].field).toBe('newPassword');
    const mismatch = await b.post('/api/admin/password', { newPassword: OWN_PASSWORD, newPasswordConfirm: `${OWN_PASSWORD}x` });
    expect(mismatch.json().errors[0].field).toBe('newPasswordConfirm');
    // a double (here fivefold) click: one change, each twin is told it is done, whenever it reads
    // the account (before the change, or after it: never "choose another than the initial password")
    const clicks = await Promise.all([0, 1, 2, 3, 4].map(() => b.post('/api/admin/password', { newPassword: OWN_PASSWORD, newPasswordConfirm: OWN_PASSWORD })));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(clicks.find((r) => r.statusCode === 200)!.json()).toMatchObject({ step: 'ENROL', loginId: 'klacnew01' });
    for (const twin of clicks.filter((r) => r.statusCode === 409)) expect(twin.json().message).toContain('이미 새 비밀번호를 정했습니다');
    // the initial password is gone; the own one signs in, straight to the enrolment
    expect((await adminPasswordStep(new Browser(t.app), 'klacnew01', initialPassword)).statusCode).toBe(401);
    clock.advance(1);
    expect((await adminPasswordStep(new Browser(t.app), 'klacnew01', OWN_PASSWORD)).json().step).toBe('ENROL');
    // the password alone registers no authenticator: the sandbox accounts' code is not this account's
    expect((await b.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE })).json().code).toBe('BAD_ENROL_CODE');
    await staffSignIn(new Browser(t.app), 'klacnew01', OWN_PASSWORD, enrolCode);
    const item = (await list('&q=klacnew01')).items[0];
    expect(item).toMatchObject({ totpEnrolled: true, lastSignInAt: clock.now().toISOString() });
  });

  it('refuses a taken login id (409 on the field), platform roles and 상담 담당자 with 기관 관리자 (400 in Korean naming the field)', async () => {
    const taken = await create({ loginId: 'sandboxklac', name: '김직원', roles: ['CONSULT_STAFF'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('이미 쓰이고 있는 아이디');
    expect(JSON.stringify(taken.json())).toContain('loginId');
    for (const roles of [['SYSTEM_ADMIN'], ['CONTENT_EDITOR'], ['OPENAPI_APPROVER'], ['CONSULT_STAFF', 'INST_MANAGER'], []]) {
      const res = await create({ loginId: 'klacnew02', name: '김직원', roles });
      expect(res.statusCode, JSON.stringify(roles)).toBe(400);
      expect(res.json().errors[0].field).toBe('roles');
      expect(res.json().message).toMatch(/역할|기관 관리자/);
    }
    const noName = await create({ loginId: 'klacnew02', roles: ['CONSULT_STAFF'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    expect(noName.json().message).toContain('이름을');
    const badId = await create({ loginId: 'A!', name: '김직원', roles: ['CONSULT_STAFF'] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('loginId');
    expect(badId.json().message).toContain('아이디는');
    expect((await t.database.db.select().from(members).where(eq(members.loginId, 'klacnew02'))).length).toBe(0);
  });

  it('refuses a change without the CSRF token (403) and saves nothing', async () => {
    const res = await manager.post('/api/admin/staff', { loginId: 'klacnew03', name: '김직원', roles: ['CONSULT_STAFF'] }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await t.database.db.select().from(members).where(eq(members.loginId, 'klacnew03'))).length).toBe(0);
    const someone = await idOf('sandboxklac');
    expect((await manager.post(`/api/admin/staff/${someone}/disable`, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await list('&q=sandboxklac')).items[0].active).toBe(true);
  });
});

describe('scope and self-protection', () => {
  it('answers 404 for another institution\'s account and for an unknown one, 400 for a malformed id', async () => {
    const klac = await idOf('sandboxklac');
    const lqa = await idOf('sandboxlqa');
    for (const [path, body] of [
      ['roles', { roles: ['CONSULT_STAFF'] }],
      ['disable', undefined],
      ['enable', undefined],
      ['totp/reset', undefined],
    ] as const) {
      const call = (b: Browser, id: string) => (path === 'roles' ? b.put(`/api/admin/staff/${id}/roles`, body) : b.post(`/api/admin/staff/${id}/${path}`));
      expect((await call(otherManager, klac)).statusCode, path).toBe(404);
      expect((await call(manager, lqa)).statusCode, path).toBe(404);
      expect((await call(manager, '00000000-0000-4000-8000-000000000000')).statusCode, path).toBe(404);
      const bad = await call(manager, 'not-an-id');
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().message).toContain('직원 계정 번호');
    }
    expect((await list('&q=sandboxklac')).items[0]).toMatchObject({ active: true, roles: ['CONSULT_STAFF'] });
  });

  it('never lets a manager disable, demote or reset themself (409); keeping 기관 관리자 and adding a role is fine', async () => {
    const me = await idOf('sandboxmanager');
    const off = await manager.post(`/api/admin/staff/${me}/disable`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain('자기 계정');
    const demote = await manager.put(`/api/admin/staff/${me}/roles`, { roles: ['CONSULT_STAFF'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('기관 관리자 역할은 뺄 수 없습니다');
    expect((await manager.post(`/api/admin/staff/${me}/totp/reset`)).statusCode).toBe(409);
    const more = await manager.put(`/api/admin/staff/${me}/roles`, { roles: ['INST_MANAGER', 'APPLICATION_STAFF'] });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().roles).toEqual(['INST_MANAGER', 'APPLICATION_STAFF']);
    expect((await manager.put(`/api/admin/staff/${me}/roles`, { roles: ['INST_MANAGER'] })).statusCode).toBe(200);
    expect((await manager.get('/api/admin/me')).json().roles).toEqual(['INST_MANAGER']);
  });

  it('changes roles within the institution (a promoted officer becomes a manager; platform roles refused)', async () => {
    const { account } = await created('klacnew04');
    const up = await manager.put(`/api/admin/staff/${account.memberId}/roles`, { roles: ['INST_MANAGER'] });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().roles).toEqual(['INST_MANAGER']);
    expect((await manager.put(`/api/admin/staff/${account.memberId}/roles`, { roles: ['SYSTEM_ADMIN'] })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.memberId, account.memberId));
    expect(row).toMatchObject({ role: 'INST_MANAGER', instCode: 'KLAC' });
  });
});

describe('the authenticator reset', () => {
  it('clears the authenticator and recovery codes, ends the staff sessions, and the next sign-in enrols again', async () => {
    const { account, password, enrolCode } = await ready('klacnew05');
    const b = await staffSignIn(new Browser(t.app), 'klacnew05', password, enrolCode);
    expect((await b.get('/api/admin/me')).statusCode).toBe(200);
    expect((await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, account.memberId))).length).toBe(10);
    const res = await manager.post(`/api/admin/staff/${account.memberId}/totp/reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account).toMatchObject({ totpEnrolled: false, totpEnrolledAt: null });
    expect((await t.database.db.select().from(staffTotp).where(eq(staffTotp.memberId, account.memberId))).length).toBe(0);
    expect((await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, account.memberId))).length).toBe(0);
    expect((await b.get('/api/admin/me')).statusCode).toBe(401);
    clock.advance(60);
    // the enrolment needs the reset's new code: the first one was spent, a password alone registers nothing
    const again = new Browser(t.app);
    expect((await adminPasswordStep(again, 'klacnew05', password)).json()).toMatchObject({ step: 'ENROL' });
    const spent = await again.post('/api/admin/totp/enrol', { enrolCode });
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject({ code: 'BAD_ENROL_CODE', message: expect.stringContaining('등록 코드가 맞지 않습니다') });
    expect(spent.json().secret).toBeUndefined();
    await staffSignIn(again, 'klacnew05', password, res.json().enrolCode);
  });

});

describe('disable and enable', () => {
  it('a disabled account cannot sign in and its open staff session ends; enabled again it signs in', async () => {
    const { account, password, enrolCode } = await ready('klacnew06');
    const b = await staffSignIn(new Browser(t.app), 'klacnew06', password, enrolCode);
    const half = new Browser(t.app);
    expect((await adminPasswordStep(half, 'klacnew06', password)).statusCode).toBe(200); // a sign-in half done
    const res = await manager.post(`/api/admin/staff/${account.memberId}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: false });
    const disabledAt = res.json().disabledAt;
    expect((await manager.post(`/api/admin/staff/${account.memberId}/disable`)).json().disabledAt).toBe(disabledAt); // again: unchanged
    expect((await b.get('/api/admin/me')).statusCode).toBe(401);
    expect((await half.post('/api/admin/totp/verify', { code: '123456' })).statusCode).toBe(401);
    const refused = await adminPasswordStep(new Browser(t.app), 'klacnew06', password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_DISABLED' });
    expect(refused.json().message).toContain('사용이 중지된 직원 계정');
    expect((await list('&status=DISABLED')).items.map((a: { loginId: string }) => a.loginId)).toContain('klacnew06');
    expect((await list('&status=ACTIVE')).items.map((a: { loginId: string }) => a.loginId)).not.toContain('klacnew06');

    const on = await manager.post(`/api/admin/staff/${account.memberId}/enable`);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ active: true, disabledAt: null });
    clock.advance(60);
    const back = await staffSignIn(new Browser(t.app), 'klacnew06', password, enrolCode);
    expect((await back.get('/api/admin/me')).json().roles).toEqual(['CONSULT_STAFF']);
  });

  it('refuses to change an account that also holds a platform or another institution\'s role (409)', async () => {
    const { account } = await created('klacnew07', ['APPLICATION_STAFF']);
    await t.database.db.insert(staff).values({ memberId: account.memberId, instCode: null, role: 'CONTENT_EDITOR' });
    const res = await manager.post(`/api/admin/staff/${account.memberId}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('시스템 관리자');
  });
});

describe('the audit log', () => {
  it('records every change with the account as its target', async () => {
    const { account, initialPassword } = await created('klacnew08');
    await manager.post(`/api/admin/staff/${account.memberId}/disable`);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'staff'), eq(auditLog.targetId, account.memberId)));
    expect(rows.map((r) => [r.callKey, r.action, r.status])).toEqual(
      expect.arrayContaining([
        ['adminStaffCreate', 'CHANGE', 201],
        ['adminStaffDisable', 'CHANGE', 200],
      ]),
    );
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(initialPassword);
  });
});

describe('the platform accounts (the system administrator)', () => {
  it('lists only the accounts of no institution, makes one with one platform role, and refuses institution roles or two roles in Korean on the field', async () => {
    const page = (await admin.get('/api/admin/staff?pageSize=50')).json();
    expect(page).toMatchObject({ scope: 'PLATFORM', instCode: '', instName: null });
    const ids = page.items.map((a: { loginId: string }) => a.loginId);
    expect(ids).toEqual(expect.arrayContaining(['sandboxadmin', 'sandboxeditor', 'sandboxopenapi']));
    expect(ids).not.toContain('sandboxklac');
    expect(ids).not.toContain('sandboxmanager');
    expect(page.items.find((a: { loginId: string }) => a.loginId === 'sandboxeditor')).toMatchObject({ roles: ['CONTENT_EDITOR'], self: false });
    expect((await list('', manager)).items.map((a: { loginId: string }) => a.loginId)).not.toContain('sandboxeditor');

    const made = await create({ loginId: 'platformnew1', name: '편집자', roles: ['CONTENT_EDITOR'] }, admin);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().account).toMatchObject({ roles: ['CONTENT_EDITOR'], totpEnrolled: false });
    const [row] = await t.database.db.select().from(staff).where(eq(staff.memberId, made.json().account.memberId));
    expect(row).toMatchObject({ role: 'CONTENT_EDITOR', instCode: null });
    for (const roles of [['CONSULT_STAFF'], ['CONTENT_EDITOR', 'OPENAPI_APPROVER']]) {
      const r = await create({ loginId: 'platformnew2', name: '편집자', roles }, admin);
      expect(r.statusCode, JSON.stringify(roles)).toBe(400);
      expect(r.json().errors[0].field).toBe('roles');
    }
    // an institution manager gives no platform role
    const byManager = await create({ loginId: 'platformnew3', name: '편집자', roles: ['CONTENT_EDITOR'] });
    expect(byManager.statusCode).toBe(400);
    expect(byManager.json().errors[0]).toMatchObject({ field: 'roles', message: expect.stringContaining('시스템 관리자가 줍니다') });
  });

  it('resets a platform account\'s authenticator (an institution manager cannot: 404), never its own, and cannot take its own 시스템 관리자 role', async () => {
    const editor = await idOf('sandboxeditor');
    expect((await manager.post(`/api/admin/staff/${editor}/totp/reset`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/staff/${await idOf('sandboxklac')}/totp/reset`)).statusCode).toBe(404);
    const reset = await admin.post(`/api/admin/staff/${editor}/totp/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().enrolCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const approver = await idOf('sandboxopenapi');
    const moved = await admin.put(`/api/admin/staff/${approver}/roles`, { roles: ['CONTENT_EDITOR'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().roles).toEqual(['CONTENT_EDITOR']);
    await admin.put(`/api/admin/staff/${approver}/roles`, { roles: ['OPENAPI_APPROVER'] });
    const me = await idOf('sandboxadmin');
    expect((await admin.post(`/api/admin/staff/${me}/totp/reset`)).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/staff/${me}/disable`)).statusCode).toBe(409);
    const demote = await admin.put(`/api/admin/staff/${me}/roles`, { roles: ['CONTENT_EDITOR'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('시스템 관리자 역할은 뺄 수 없습니다');
  });
});

// last: it moves the clock 7 days on, past every staff session of this file
describe('the enrolment code', () => {
  it('issues a new enrolment code that runs out after 7 days and voids the one before', async () => {
    const { account, password, enrolCode: first, enrolCodeExpiresAt } = await ready('klacnew09');
    expect(first).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Date(enrolCodeExpiresAt).getTime() - clock.t).toBe(7 * 86_400_000);
    // at rest: an argon2id hash only
    const [kept] = await t.database.db.select({ hash: staffAccounts.enrolCodeHash }).from(staffAccounts).where(eq(staffAccounts.memberId, account.memberId));
    expect(kept!.hash).toMatch(/^\$argon2id\$/);
    expect(kept!.hash).not.toContain(first.replace('-', ''));
    const reset = (await manager.post(`/api/admin/staff/${account.memberId}/totp/reset`)).json();
    expect(reset.enrolCode).not.toBe(first);
    const b = new Browser(t.app);
    await adminPasswordStep(b, 'klacnew09', password);
    expect((await b.post('/api/admin/totp/enrol', { enrolCode: first })).json().code).toBe('BAD_ENROL_CODE');
    // typed in lower case, with spaces and O for 0: the same code
    clock.advance(7 * 86_400 - 120);
    const late = new Browser(t.app);
    await adminPasswordStep(late, 'klacnew09', password);
    const typed = ` ${reset.enrolCode.toLowerCase().replace('-', ' ').replace(/0/g, 'o')} `;
    expect((await late.post('/api/admin/totp/enrol', { enrolCode: typed })).statusCode).toBe(200);
    clock.advance(121);
    const expired = new Browser(t.app);
    await adminPasswordStep(expired, 'klacnew09', password);
    const gone = await expired.post('/api/admin/totp/enrol', { enrolCode: reset.enrolCode });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: 'NO_ENROL_CODE', message: expect.stringContaining('기관 관리자') });
  });
});
