// Back office (issue 34): staff sign-in with a second factor (TOTP, recovery codes) and the staff
// session (PORTAL_STAFF: idle 15 minutes, at most 8 hours), and that staff and editor calls take
// only that session while citizen calls never take it. PGlite; PostgreSQL with TEST_DATABASE_URL.
import type { FastifyRequest } from 'fastify';
import { instManager, systemAdmin } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ENROL_CODE, SANDBOX_PASSWORD } from '../src/db/seed/sandbox-accounts';
import { loginAudit, members, sessions, staffRecoveryCodes, staffTotp } from '../src/db/schema';
import { staffAdmitted, staffOf, STAFF_LOGIN_REQUIRED } from '../src/kernel/principal';
import { STAFF_COOKIE } from '../src/kernel/session';
import { Browser, GOOD_PASSWORD, TestClock, adminPasswordStep, createSandboxApp, enrolmentOf, joinMember, newPerson, passwordLogin, staffBrowser, staffSignIn, totpCode } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createSandboxApp>>['t'];

beforeAll(async () => {
  ({ t } = await createSandboxApp(clock, '2026-12-01T09:00:00+09:00'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const idOf = async (loginId: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId)))[0]!.id;
const cookieLine = (b: Browser, name: string) => b.lastSetCookies.find((c) => c.startsWith(`${name}=`)) ?? '';
const RECOVERY = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

describe('enrolment and sign-in', () => {
  it('enrols the authenticator (QR drawn by the server), confirms with its first code and opens a staff session with 10 recovery codes', async () => {
    const b = new Browser(t.app);
    const step = await adminPasswordStep(b, 'sandboxlqa');
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json()).toMatchObject({ step: 'ENROL', loginId: 'sandboxlqa' });
    const challenge = cookieLine(b, 'PORTAL_STAFF_STEP');
    expect(challenge).toMatch(/HttpOnly/i);
    expect(challenge).toMatch(/SameSite=Strict/i);
    expect(challenge).toMatch(/Max-Age=300/);
    expect(b.cookies.has(STAFF_COOKIE)).toBe(false);

    // before the second factor the staff calls stay closed
    expect((await b.get('/api/admin/me')).statusCode).toBe(401);
    // confirm before enrol: nothing to confirm yet
    expect((await b.post('/api/admin/totp/enrol/confirm', { code: '123456' })).statusCode).toBe(409);

    const enrol = await b.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const e = enrol.json();
    expect(e.qrSvg.startsWith('<svg')).toBe(true);
    expect(e.issuer).toBe('법률구조 플랫폼');
    expect(e.account).toBe('sandboxlqa');
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes in base32
    expect(e.otpauthUri).toContain('otpauth://totp/');
    expect(e.otpauthUri).toContain(`secret=${e.secret}`);
    expect(decodeURIComponent(e.otpauthUri)).toContain('법률구조 플랫폼');
    // asked again in the same step (a double click): the same secret
    expect((await b.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE })).json().secret).toBe(e.secret);

    const confirmed = await b.post('/api/admin/totp/enrol/confirm', { code: await totpCode(e.secret, clock.now()) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { me, recoveryCodes } = confirmed.json();
    expect(me).toMatchObject({ loginId: 'sandboxlqa', roles: ['CONSULT_STAFF'], instCode: 'LQA', recoveryCodesLeft: 10 });
    expect(new Date(me.expiresAt).getTime() - clock.t).toBe(15 * 60_000);
    expect(new Date(me.absoluteExpiresAt).getTime() - clock.t).toBe(8 * 3600_000);
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(RECOVERY);
    expect(new Set(recoveryCodes).size).toBe(10);

    const staffCookie = cookieLine(b, STAFF_COOKIE);
    expect(staffCookie).toMatch(/HttpOnly/i);
    expect(staffCookie).toMatch(/SameSite=Strict/i);
    expect(staffCookie).toMatch(/Path=\//);
    expect(staffCookie).not.toMatch(/Secure/i); // like the citizen's cookie on plain http
    expect(b.cookies.has('PORTAL_STAFF_STEP')).toBe(false);
    expect((await b.get('/api/admin/me')).json()).toMatchObject({ loginId: 'sandboxlqa', name: '정상담' });

    // at rest: the secret sealed, the recovery codes as HMACs only, the session row of kind STAFF
    const id = await idOf('sandboxlqa');
    const [row] = await t.database.db.select().from(staffTotp).where(eq(staffTotp.memberId, id));
    expect(row!.secretEnc.startsWith('v1.')).toBe(true);
    expect(row!.secretEnc).not.toContain(e.secret);
    const kept = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, id));
    expect(kept).toHaveLength(10);
    for (const k of kept) for (const c of recoveryCodes) expect(k.codeHash).not.toContain(c.replace('-', ''));
    const kinds = await t.database.db.select({ kind: sessions.kind }).from(sessions).where(eq(sessions.memberId, id));
    expect(kinds.map((k) => k.kind)).toEqual(['STAFF']);

    // enrolled: the next sign-in asks for a code, and enrolment is closed
    const again = new Browser(t.app);
    expect((await adminPasswordStep(again, 'sandboxlqa')).json().step).toBe('VERIFY');
    expect((await again.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE })).statusCode).toBe(409);
  });

  it('shows the QR code only for the enrolment code the manager issued: a wrong one is counted like a wrong code, a missing or malformed one is named in Korean', async () => {
    const b = new Browser(t.app);
    expect((await adminPasswordStep(b, 'sandboxlegalaid')).json().step).toBe('ENROL');
    const wrong = await b.post('/api/admin/totp/enrol', { enrolCode: 'ABCDE-12345' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'BAD_ENROL_CODE', message: expect.stringContaining('(1번 틀림') });
    expect(wrong.json().secret).toBeUndefined();
    for (const body of [{}, { enrolCode: '' }, { enrolCode: 'ABCDE\u000012345' }, { enrolCode: 'A'.repeat(1_000_000) }, { enrolCode: 12345 }, { enrolCode: SANDBOX_ENROL_CODE, extra: 1 }]) {
      const r = await b.post('/api/admin/totp/enrol', body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(r.json().message).toMatch(/등록 코드|요청 값/);
    }
    const missing = await b.post('/api/admin/totp/enrol', {});
    expect(missing.json().errors?.[0]).toMatchObject({ field: 'enrolCode', message: '기관 관리자에게 받은 등록 코드를 입력해 주세요.' });
    const right = await b.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().qrSvg.startsWith('<svg')).toBe(true);
    expect((await t.database.db.select().from(loginAudit).where(eq(loginAudit.loginId, 'sandboxlegalaid'))).map((r) => r.result)).toContain('TOTP_FAIL');
  });

  it('signs in with a code, never with the same time step twice, and voids the challenge at the fifth wrong code', async () => {
    const klac = await staffBrowser(t.app, 'sandboxklac'); // enrols
    const { secret } = enrolmentOf(t.app, 'sandboxklac')!;
    clock.advance(60);
    const b = new Browser(t.app);
    expect((await adminPasswordStep(b, 'sandboxklac')).json().step).toBe('VERIFY');
    const code = await totpCode(secret, clock.now());
    const ok = await b.post('/api/admin/totp/verify', { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().me.loginId).toBe('sandboxklac');
    expect(ok.json().recoveryCodes).toBeUndefined();
    expect((await b.get('/api/admin/me')).statusCode).toBe(200);

    // the same code once more (another browser, the same 30 s): refused
    const c = new Browser(t.app);
    await adminPasswordStep(c, 'sandboxklac');
    const replay = await c.post('/api/admin/totp/verify', { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'CODE_USED', message: expect.stringContaining('이미 쓴 인증 코드') });
    // an earlier step's code (within the window, but older than the one taken): refused too
    expect((await c.post('/api/admin/totp/verify', { code: await totpCode(secret, clock.now(), -1) })).json().code).toBe('CODE_USED');
    // one step ahead is accepted (an app a little fast)
    expect((await c.post('/api/admin/totp/verify', { code: await totpCode(secret, clock.now(), 1) })).statusCode).toBe(200);

    // five wrong codes void the challenge; a right code then finds none
    clock.advance(120);
    const d = new Browser(t.app);
    await adminPasswordStep(d, 'sandboxklac');
    for (let i = 1; i <= 4; i++) {
      const r = await d.post('/api/admin/totp/verify', { code: '000000' });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'BAD_CODE', message: expect.stringContaining(`${i}번 틀림`) });
    }
    const fifth = await d.post('/api/admin/totp/verify', { code: '000000' });
    expect(fifth.json()).toMatchObject({ code: 'CHALLENGE_VOID', message: expect.stringContaining('5번 틀려') });
    const late = await d.post('/api/admin/totp/verify', { code: await totpCode(secret, clock.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('NO_CHALLENGE');
    expect(d.cookies.has(STAFF_COOKIE)).toBe(false);
    await klac.post('/api/admin/logout');
  });

  it('counts wrong codes per account across challenges: the 11th in 15 minutes waits (429)', async () => {
    const b = await staffBrowser(t.app, 'sandboxkcab');
    const { secret } = enrolmentOf(t.app, 'sandboxkcab')!;
    clock.advance(60);
    for (let round = 0; round < 2; round++) {
      const x = new Browser(t.app);
      await adminPasswordStep(x, 'sandboxkcab');
      for (let i = 0; i < 5; i++) await x.post('/api/admin/totp/verify', { code: '999999' });
    }
    const y = new Browser(t.app);
    await adminPasswordStep(y, 'sandboxkcab');
    const limited = await y.post('/api/admin/totp/verify', { code: await totpCode(secret, clock.now()) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('분 뒤에 다시 시도해 주세요');
    clock.advance(15 * 60 + 1);
    const z = new Browser(t.app);
    await adminPasswordStep(z, 'sandboxkcab');
    expect((await z.post('/api/admin/totp/verify', { code: await totpCode(secret, clock.now()) })).statusCode).toBe(200);
    await b.post('/api/admin/logout');
  });

  it('takes each recovery code once (typed in any case, with or without the dash); regenerating needs a current code and voids the old ones', async () => {
    const b = await staffBrowser(t.app, 'sandboxlhm');
    const enrolled = enrolmentOf(t.app, 'sandboxlhm')!;
    const [first, second] = enrolled.recoveryCodes;
    const x = new Browser(t.app);
    await adminPasswordStep(x, 'sandboxlhm');
    const used = await x.post('/api/admin/totp/verify', { recoveryCode: first!.toLowerCase().replace('-', ' ') });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().me.recoveryCodesLeft).toBe(9);
    const y = new Browser(t.app);
    await adminPasswordStep(y, 'sandboxlhm');
    expect((await y.post('/api/admin/totp/verify', { recoveryCode: first })).json().code).toBe('BAD_CODE');

    // regeneration: a wrong code is refused, the right one gives 10 new codes and voids the old
    clock.advance(60);
    expect((await b.post('/api/admin/totp/recovery', { code: '000000' })).statusCode).toBe(401);
    const fresh = await b.post('/api/admin/totp/recovery', { code: await totpCode(enrolled.secret, clock.now()) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes: string[] = fresh.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(RECOVERY);
    expect((await b.get('/api/admin/me')).json().recoveryCodesLeft).toBe(10);
    // the regeneration used this step's code: it does not open a session after
    const z = new Browser(t.app);
    await adminPasswordStep(z, 'sandboxlhm');
    expect((await z.post('/api/admin/totp/verify', { code: await totpCode(enrolled.secret, clock.now()) })).json().code).toBe('CODE_USED');
    expect((await z.post('/api/admin/totp/verify', { recoveryCode: second })).json().code).toBe('BAD_CODE');
    expect((await z.post('/api/admin/totp/verify', { recoveryCode: codes[3] })).statusCode).toBe(200);
    // a citizen session cannot regenerate
    const citizen = new Browser(t.app);
    await passwordLogin(citizen, 'sandboxlhm', SANDBOX_PASSWORD);
    expect((await citizen.post('/api/admin/totp/recovery', { code: '123456' })).statusCode).toBe(401);
  });

  it('refuses an account that is no staff member at step 1 (403) and a wrong password like the member login (401)', async () => {
    const m = new Browser(t.app);
    expect((await joinMember(m, newPerson(), 'adminauthcitizen')).statusCode).toBe(201);
    const refused = await adminPasswordStep(new Browser(t.app), 'adminauthcitizen', GOOD_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^직원 계정이 아닙니다/);
    const wrong = await adminPasswordStep(new Browser(t.app), 'sandboxeditor', 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('BAD_CREDENTIALS');
    const unknown = await adminPasswordStep(new Browser(t.app), 'nosuchstaff', 'Wrong#Password1');
    expect(unknown.statusCode).toBe(401);
    // an id that does not exist answers as a real one does (both first misses here)
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.json().message).toMatch(/^아이디 또는 비밀번호가 맞지 않습니다/);
  });

  it('ends the challenge after 5 minutes', async () => {
    const b = new Browser(t.app);
    await adminPasswordStep(b, 'sandboxeditor');
    clock.advance(301);
    const late = await b.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'NO_CHALLENGE', message: expect.stringContaining('5분') });
  });
});

describe('the staff session', () => {
  it('ends 15 minutes after the last staff call, slides with each call and with extend, and ends 8 hours after sign-in whatever the calls', async () => {
    const b = await staffBrowser(t.app, 'sandboxopenapi');
    const signedInAt = clock.t;
    clock.advance(14 * 60);
    const me = await b.get('/api/admin/me');
    expect(me.statusCode).toBe(200);
    expect(new Date(me.json().expiresAt).getTime()).toBe(clock.t + 15 * 60_000); // slid by the call itself
    clock.advance(14 * 60);
    expect((await b.get('/api/staff/opn/applications')).statusCode).toBe(200); // any staff call slides it
    clock.advance(14 * 60);
    const extended = await b.post('/api/admin/session/extend');
    expect(extended.statusCode, extended.body).toBe(200);
    expect(new Date(extended.json().expiresAt).getTime()).toBe(clock.t + 15 * 60_000);
    expect(new Date(extended.json().absoluteExpiresAt).getTime()).toBe(signedInAt + 8 * 3600_000);
    clock.advance(15 * 60 + 1);
    const idle = await b.get('/api/admin/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(STAFF_LOGIN_REQUIRED);

    // the absolute end: a call every 10 minutes keeps it alive until 8 hours after sign-in, not after
    clock.advance(60);
    const c = await staffBrowser(t.app, 'sandboxopenapi');
    const start = clock.t;
    while (clock.t + 10 * 60_000 < start + 8 * 3600_000) {
      clock.advance(10 * 60);
      expect((await c.get('/api/admin/me')).statusCode).toBe(200);
    }
    const last = (await c.post('/api/admin/session/extend')).json();
    expect(new Date(last.expiresAt).getTime()).toBe(start + 8 * 3600_000); // never past the absolute end
    clock.t = start + 8 * 3600_000;
    expect((await c.get('/api/admin/me')).statusCode).toBe(401);
  }, 60_000);

  it('admits staff and editor calls only with the staff session: the same person signed in as a citizen gets 401 naming /admin/login', async () => {
    for (const [loginId, url] of [
      ['sandboxklac', '/api/staff/dscsn/cyber?status=ALL'],
      ['sandboxeditor', '/api/staff/center/qna'],
      ['sandboxopenapi', '/api/staff/opn/applications'],
      ['sandboxlegalaid', '/api/staff/elrcpt?status=OPEN'],
    ] as const) {
      const citizen = new Browser(t.app);
      expect((await passwordLogin(citizen, loginId, SANDBOX_PASSWORD)).json().result).toBe('OK');
      const refused = await citizen.get(url);
      expect(refused.statusCode, `${loginId} ${url}`).toBe(401);
      expect(refused.json().message).toBe('직원 로그인(2단계 인증)이 필요합니다. /admin/login 에서 로그인해 주세요.');
      // signed in at the back office too (both cookies, as a browser sends them): admitted
      await staffSignIn(citizen, loginId);
      expect((await citizen.get(url)).statusCode, `${loginId} ${url}`).toBe(200);
      // the citizen session is still the citizen's
      expect((await citizen.get('/api/login/status')).json()).toMatchObject({ authenticated: true, memberId: loginId });
      // logging out of the back office ends the staff session only
      expect((await citizen.post('/api/admin/logout')).statusCode).toBe(200);
      expect(citizen.cookies.has(STAFF_COOKIE)).toBe(false);
      expect((await citizen.get(url)).statusCode).toBe(401);
      expect((await citizen.get('/api/login/status')).json().authenticated).toBe(true);
    }
  });

  it('never lets a staff session reach citizen calls, by its own cookie or put in the citizen cookie', async () => {
    const b = await staffBrowser(t.app, 'sandboxklac');
    expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
    expect((await b.get('/api/my/main')).statusCode).toBe(401);
    const swapped = new Browser(t.app);
    swapped.cookies.set('PORTAL_SESSION', b.cookies.get(STAFF_COOKIE)!);
    expect((await swapped.get('/api/login/status')).json().authenticated).toBe(false);
    expect((await swapped.get('/api/my/main')).statusCode).toBe(401);
    expect((await swapped.get('/api/staff/dscsn/cyber?status=ALL')).statusCode).toBe(401);
    // nor a citizen token in the staff cookie
    const citizen = new Browser(t.app);
    await passwordLogin(citizen, 'sandboxklac', SANDBOX_PASSWORD);
    const forged = new Browser(t.app);
    forged.cookies.set(STAFF_COOKIE, citizen.cookies.get('PORTAL_SESSION')!);
    expect((await forged.get('/api/staff/dscsn/cyber?status=ALL')).statusCode).toBe(401);
    // citizen logout leaves the staff session alone
    const both = await staffSignIn(citizen, 'sandboxklac');
    expect((await both.post('/api/logout')).statusCode).toBe(200);
    expect((await both.get('/api/admin/me')).statusCode).toBe(200);
  });
});

describe('roles (kernel/principal.ts)', () => {
  /** The request of a browser, as staffOf reads it (its cookies, the app's clock). */
  const requestOf = (b: Browser) => ({ cookies: Object.fromEntries(b.cookies), server: t.app }) as unknown as FastifyRequest;

  it("admits a manager as its own institution's consultation officer only, applies `roles`, names the role in the 403, and gives platform roles no institution", async () => {
    const db = t.database.db;
    const manager = await idOf('sandboxmanager');
    expect(await staffAdmitted(db, manager, { role: 'CONSULT_STAFF', institution: 'consultation' })).toMatchObject({ role: 'INST_MANAGER', instCode: 'KLAC' });
    // the manager's institution is its row's: KLAC records, never another institution's
    const m = await staffBrowser(t.app, 'sandboxmanager');
    const cyber = await m.get('/api/staff/dscsn/cyber?status=ALL&pageSize=50');
    expect(cyber.statusCode).toBe(200);
    for (const item of cyber.json().items as { instCode?: string }[]) if (item.instCode) expect(item.instCode).toBe('KLAC');

    const admin = await staffBrowser(t.app, 'sandboxadmin');
    const editor = await staffBrowser(t.app, 'sandboxeditor');
    expect(await staffOf(db, requestOf(admin), { roles: ['SYSTEM_ADMIN', 'INST_MANAGER'] })).toMatchObject({ role: 'SYSTEM_ADMIN', instCode: '', instName: null });
    expect(await staffOf(db, requestOf(m), { roles: ['SYSTEM_ADMIN', 'INST_MANAGER'] })).toMatchObject({ role: 'INST_MANAGER', instCode: 'KLAC' });
    await expect(staffOf(db, requestOf(editor), { roles: ['SYSTEM_ADMIN', 'INST_MANAGER'] })).rejects.toMatchObject({
      statusCode: 403,
      message: '시스템 관리자 또는 기관 관리자만 쓸 수 있는 기능입니다. 그 권한이 있는 직원 계정으로 로그인해 주세요.',
    });
    await expect(staffOf(db, requestOf(m), systemAdmin.staff)).rejects.toMatchObject({ statusCode: 403, message: expect.stringMatching(/^시스템 관리자만/) });
    expect(await staffOf(db, requestOf(admin), systemAdmin.staff)).toMatchObject({ role: 'SYSTEM_ADMIN', instCode: '' });
    expect(await staffOf(db, requestOf(m), instManager.staff)).toMatchObject({ role: 'INST_MANAGER', instCode: 'KLAC' });
    await expect(staffOf(db, requestOf(admin), instManager.staff)).rejects.toMatchObject({ statusCode: 403, message: expect.stringMatching(/^기관 관리자만/) });
    await expect(staffOf(db, requestOf(admin), { role: 'CONSULT_STAFF', institution: 'consultation' })).rejects.toMatchObject({ statusCode: 403 });
    // a manager is no other institution's officer, and not an application officer of an institution that takes none
    expect(await staffAdmitted(db, manager, { role: 'APPLICATION_STAFF' })).toBeNull();
    // platform roles: no institution
    expect((await admin.get('/api/admin/me')).json()).toMatchObject({ roles: ['SYSTEM_ADMIN'], instCode: null, instName: null });
    expect((await editor.get('/api/admin/me')).json()).toMatchObject({ roles: ['CONTENT_EDITOR'], instCode: null, instName: null });
    expect((await m.get('/api/admin/me')).json()).toMatchObject({ roles: ['INST_MANAGER'], instCode: 'KLAC', instName: expect.any(String) });
    // without a staff session: 401 whatever the rule
    await expect(staffOf(db, requestOf(new Browser(t.app)), {})).rejects.toMatchObject({ statusCode: 401, message: STAFF_LOGIN_REQUIRED });
  });
});

describe('bad input', () => {
  it('answers NUL, control characters and 1 MB values with a Korean 400, never a 5xx', async () => {
    const b = new Browser(t.app);
    const key = (await b.get('/api/login/key')).json();
    for (const member of ['sandbox\u0000klac', 'sandbox\u0007klac', 'x'.repeat(1_000_000)]) {
      const r = await b.post('/api/admin/login', { member, m: 'PWD', p: key.keyId, s: 'abc' });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/^요청 값을 확인해 주십시오/);
    }
    expect((await b.post('/api/admin/login', { member: 'sandboxklac', m: 'PWD', p: 'x'.repeat(1_000_000), s: 'abc' })).statusCode).toBe(400);
    await adminPasswordStep(b, 'sandboxlegalaid');
    for (const body of [{ code: '12\u00003456' }, { code: '12\u001b3456' }, { code: '1'.repeat(1_000_000) }, { recoveryCode: 'ABCDE\u0000FGHIJ' }, { recoveryCode: 'A'.repeat(1_000_000) }, {}, { code: 123456 }]) {
      const r = await b.post('/api/admin/totp/enrol/confirm', body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      const v = await b.post('/api/admin/totp/verify', body);
      expect(v.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    // a forged challenge cookie of any shape: 401, never a 5xx
    for (const v of ['\u0001', 'x'.repeat(4000), '../../etc']) {
      const f = new Browser(t.app);
      f.cookies.set('PORTAL_STAFF_STEP', encodeURIComponent(v));
      expect((await f.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE })).statusCode).toBe(401);
      f.cookies.set(STAFF_COOKIE, encodeURIComponent(v));
      expect((await f.get('/api/admin/me')).statusCode).toBe(401);
    }
  });
});
