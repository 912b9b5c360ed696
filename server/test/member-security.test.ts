// The Security list, item by item, against the API (PGlite; PostgreSQL with TEST_DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loginAudit, members, sessions, verifications, withdrawals } from '../src/db/schema';
import { SANDBOX_ACCOUNTS, SANDBOX_EDITOR, SANDBOX_ELRCPT_STAFF, SANDBOX_PASSWORD, SANDBOX_STAFF, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { hashToken } from '../src/kernel/session';
import { Browser, GOOD_PASSWORD, TestClock, createTestApp, joinMember, newPerson, passwordLogin, verifySms } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const browser = () => new Browser(t.app);
const korean = /[가-힣]/;
let seq = 0;
/** A joined member signed in in a new browser. */
async function member(prefix = 'sec') {
  const loginId = `${prefix}${String(++seq).padStart(3, '0')}${process.pid % 1000}`;
  const p = newPerson();
  const b = browser();
  const joined = await joinMember(b, p, loginId);
  expect(joined.statusCode).toBe(201);
  const login = await passwordLogin(b, loginId, GOOD_PASSWORD);
  expect(login.json().result).toBe('OK');
  return { b, loginId, p };
}

describe('sessions in the database', () => {
  it('rotates the session id at login and deletes the old one of this browser', async () => {
    const { b, loginId } = await member();
    const first = b.cookies.get('PORTAL_SESSION')!;
    await passwordLogin(b, loginId, GOOD_PASSWORD);
    const second = b.cookies.get('PORTAL_SESSION')!;
    expect(second).not.toBe(first);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(first)))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(second)))).toHaveLength(1);
  });

  it('ends after 1800 s idle, and slides with every authenticated API call', async () => {
    const { b } = await member();
    clock.advance(1700);
    expect((await b.get('/api/menu/gnb')).statusCode).toBe(200); // any API call slides the idle end
    clock.advance(1700);
    expect((await b.get('/api/login/status')).json().authenticated).toBe(true);
    clock.advance(1801);
    expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
    expect((await b.post('/api/session/extend')).json()).toMatchObject({ authenticated: false });
  });

  it('writes the slide at most once a minute', async () => {
    const { b } = await member();
    const token = hashToken(b.cookies.get('PORTAL_SESSION')!);
    const [before] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    clock.advance(30);
    await b.get('/api/login/status');
    const [same] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(same.expiresAt.getTime()).toBe(before.expiresAt.getTime());
    clock.advance(40);
    await b.get('/api/login/status');
    const [moved] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(moved.expiresAt.getTime()).toBe(clock.t + 1800_000);
    // the 연장 button always writes and says how long is left
    const ext = (await b.post('/api/session/extend')).json();
    expect(ext).toMatchObject({ authenticated: true, remainingSeconds: 1800 });
  });

  it('ends after the absolute lifetime of 12 h even when active', async () => {
    const { b } = await member();
    for (let elapsed = 0; elapsed < 12 * 3600 - 1800; elapsed += 1500) {
      clock.advance(1500);
      expect((await b.get('/api/login/status')).json().authenticated, `after ${elapsed + 1500} s`).toBe(true);
    }
    clock.advance(1800);
    expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
  });

  it('a second app instance on the same database sees the session', async () => {
    const { b, loginId } = await member();
    const second = await buildApp(t.database, t.config);
    await second.ready();
    try {
      const res = await second.inject({ url: '/api/login/status', headers: { cookie: b.cookieHeader } });
      expect(res.json()).toMatchObject({ authenticated: true, memberId: loginId });
      // and logging out on the second ends it on the first
      const out = new Browser(second);
      out.cookies = new Map(b.cookies);
      expect((await out.post('/api/logout')).statusCode).toBe(200);
      expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
    } finally {
      await second.close();
    }
  });
});

describe('test clock for browser tests (PORTAL_TEST_CLOCK=1)', () => {
  it('is absent by default and, when enabled, moves session expiry forward', async () => {
    expect((await browser().post('/api/test/clock', { advanceSeconds: 10 })).statusCode).toBe(404);
    expect((await browser().post('/api/test/age', { seconds: 10 })).statusCode).toBe(404);
    expect((await browser().post('/api/test/session')).statusCode).toBe(404);
    const app = await buildApp(t.database, { ...t.config, clock: undefined, testClock: true });
    await app.ready();
    try {
      const b = new Browser(app);
      const p = newPerson();
      clock.advance(31);
      await verifySms(b, 'GUEST', p);
      expect((await b.post('/api/login')).json().result).toBe('OK');
      expect((await b.post('/api/test/clock', { advanceSeconds: -5 })).statusCode).toBe(400);
      expect((await b.post('/api/test/clock', { advanceSeconds: 1801 })).json().offsetSeconds).toBe(1801);
      expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
      expect((await b.post('/api/test/clock', { reset: true })).json().offsetSeconds).toBe(0);
      // /api/test/session: a fresh sandbox-citizen session for this browser alone
      const sandbox = new Browser(app);
      expect((await sandbox.post('/api/test/session')).json()).toEqual({ success: true, memberName: '김민원' });
      expect((await sandbox.get('/api/login/status')).json()).toMatchObject({ authenticated: true, memberName: '김민원' });
      expect((await new Browser(app).get('/api/login/status')).json().authenticated).toBe(false);
      // /api/test/age: time passes for one browser only
      const other = new Browser(app);
      const q = newPerson();
      for (const x of [b, other]) {
        await verifySms(x, 'GUEST', x === b ? p : q);
        await x.post('/api/login');
      }
      expect((await b.post('/api/test/age', { seconds: 1801 })).statusCode).toBe(200);
      expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
      expect((await other.get('/api/login/status')).json().authenticated).toBe(true);
      const s = (await other.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'SKT', gender: 'M', ...newPerson() })).json();
      await other.post('/api/test/age', { seconds: 181 });
      expect((await other.post('/api/verify/confirm', { verificationId: s.verificationId, code: s.sandboxCode })).json().code).toBe('EXPIRED');
      // with mobileNo, that phone's 30-second resend wait passes too (and only that phone's)
      const phone = newPerson();
      const ask = (x: Browser, mobileNo = phone.mobileNo) => x.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'SKT', gender: 'M', ...phone, mobileNo });
      expect((await ask(other)).statusCode).toBe(200);
      expect((await ask(other)).json().code).toBe('RESEND_TOO_SOON');
      const second = newPerson().mobileNo;
      expect((await ask(other, second)).statusCode).toBe(200);
      expect((await other.post('/api/test/age', { seconds: 31, mobileNo: phone.mobileNo })).statusCode).toBe(200);
      expect((await ask(other)).statusCode).toBe(200);
      expect((await ask(other, second)).json().code).toBe('RESEND_TOO_SOON');
      expect((await other.post('/api/test/age', { seconds: 31, mobileNo: '010-1234' })).statusCode).toBe(400);
      expect((await other.get('/api/login/status')).json().authenticated).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('brute force', () => {
  it('after 5 wrong passwords waits 30 s (even the right password), then 60 s; the right one after the wait resets', async () => {
    const { loginId } = await member('lock');
    const b = browser();
    for (let i = 1; i <= 4; i++) {
      const r = await passwordLogin(b, loginId, 'Wrong#Pass99');
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: i });
      expect(r.json().retryAfterSeconds).toBeUndefined();
    }
    const fifth = await passwordLogin(b, loginId, 'Wrong#Pass99');
    expect(fifth.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: 5, retryAfterSeconds: 30 });
    const held = await passwordLogin(b, loginId, GOOD_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'DELAYED', retryAfterSeconds: 30 });
    expect(held.headers['retry-after']).toBe('30');
    clock.advance(31);
    const sixth = await passwordLogin(b, loginId, 'Wrong#Pass99');
    expect(sixth.json()).toMatchObject({ failedCount: 6, retryAfterSeconds: 60 });
    clock.advance(30);
    expect((await passwordLogin(b, loginId, GOOD_PASSWORD)).json().code).toBe('DELAYED');
    clock.advance(31);
    const ok = await passwordLogin(b, loginId, GOOD_PASSWORD);
    expect(ok.json().result).toBe('OK');
    const [row] = await t.database.db.select().from(members).where(eq(members.loginId, loginId));
    expect(row.failedCount).toBe(0);
    expect(row.delayedUntil).toBeNull();
  });

  it('caps the delay at 15 minutes', async () => {
    const { loginId } = await member('cap');
    const b = browser();
    let last;
    for (let i = 0; i < 12; i++) {
      last = await passwordLogin(b, loginId, 'Wrong#Pass99');
      clock.advance(901);
    }
    expect(last!.json().retryAfterSeconds).toBe(900);
  });

  it('answers an unknown ID exactly like a wrong password, delay included', async () => {
    const b = browser();
    const shapes: unknown[] = [];
    for (let i = 1; i <= 5; i++) {
      const r = await passwordLogin(b, `nobody${process.pid % 1000}x`, 'Wrong#Pass99');
      expect(r.statusCode).toBe(401);
      shapes.push(Object.keys(r.json()).sort());
      if (i === 5) expect(r.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: 5, retryAfterSeconds: 30 });
    }
    expect(new Set(shapes.map((s) => JSON.stringify(s))).size).toBeLessThanOrEqual(2); // with/without retryAfterSeconds
    expect((await passwordLogin(b, `nobody${process.pid % 1000}x`, 'Wrong#Pass99')).json().code).toBe('DELAYED');
  });

  it('holds an address after 50 wrong passwords in 10 minutes (any IDs), with a Korean 429', async () => {
    const b = browser();
    for (let i = 0; i < 50; i++) expect((await passwordLogin(b, `spray${i}x${process.pid % 1000}`, 'Wrong#Pass99')).statusCode).toBe(401);
    const held = await passwordLogin(b, `spray99x${process.pid % 1000}`, 'Wrong#Pass99');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(korean) });
    // another address is not held
    expect((await passwordLogin(browser(), `spray99x${process.pid % 1000}`, 'Wrong#Pass99')).statusCode).toBe(401);
    clock.advance(601);
    expect((await passwordLogin(b, `spray98x${process.pid % 1000}`, 'Wrong#Pass99')).statusCode).toBe(401);
  }, 60_000);

  it('records every attempt in login_audit (time, ID, IP, result)', async () => {
    const { loginId } = await member('aud');
    const b = browser();
    await passwordLogin(b, loginId, 'Wrong#Pass99');
    await passwordLogin(b, loginId, GOOD_PASSWORD);
    const rows = await t.database.db.select().from(loginAudit).where(eq(loginAudit.loginId, loginId));
    const mine = rows.filter((r) => r.ip === b.ip);
    expect(mine.map((r) => r.result)).toEqual(['FAIL', 'OK']);
    expect(mine.every((r) => r.method === 'PWD' && r.at instanceof Date)).toBe(true);
  });

  it('the application cannot edit the audit: UPDATE, DELETE and TRUNCATE raise', async () => {
    const db = t.database.db;
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(loginAudit);
    expect(before.n).toBeGreaterThan(0);
    await expect(db.execute(sql`UPDATE login_audit SET result = 'OK'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM login_audit`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE login_audit`)).rejects.toThrow();
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(loginAudit);
    expect(after.n).toBe(before.n);
  });
});

describe('CSRF', () => {
  it('refuses every new state-changing call without the X-XSRF-TOKEN header, in Korean', async () => {
    const { b } = await member('csrf');
    const calls: ['POST' | 'PUT', string][] = [
      ['POST', '/api/login'],
      ['POST', '/api/login/password'],
      ['POST', '/api/login/password/later'],
      ['POST', '/api/verify/request'],
      ['POST', '/api/verify/confirm'],
      ['POST', '/api/verify/sandbox/decision'],
      ['POST', '/api/join'],
      ['POST', '/api/login/search/pwd'],
      ['POST', '/api/login/dormant/release'],
      ['POST', '/api/my/recheck'],
      ['PUT', '/api/my/info'],
      ['PUT', '/api/my/info/mobile'],
      ['POST', '/api/my/whdwl'],
    ];
    for (const [m, u] of calls) {
      const res = await b.call(m, u, {}, { csrf: false });
      expect(res.statusCode, `${m} ${u}`).toBe(403);
      expect(res.json().message).toMatch(korean);
      const wrong = await b.call(m, u, {}, { csrf: false, headers: { 'x-xsrf-token': 'A'.repeat(43) } });
      expect(wrong.statusCode, `${m} ${u} wrong token`).toBe(403);
    }
    expect((await b.get('/api/login/status')).json().authenticated).toBe(true);
  });
});

describe('withdrawal', () => {
  it('anonymises the row, keeps the ID reserved, ends every session, and frees the person to join again', async () => {
    const { b, loginId, p } = await member('bye');
    const other = browser();
    await passwordLogin(other, loginId, GOOD_PASSWORD);
    const bad = await b.post('/api/my/whdwl', { reasonCd: 'SOLVED', password: 'Wrong#Pass99', confirm: true });
    expect(bad.statusCode).toBe(401);
    const res = await b.post('/api/my/whdwl', { reasonCd: 'SOLVED', password: GOOD_PASSWORD, confirm: true });
    expect(res.statusCode).toBe(200);
    expect(b.cookies.has('PORTAL_SESSION')).toBe(false);
    for (const x of [b, other]) expect((await x.get('/api/login/status')).json().authenticated).toBe(false);
    const [row] = await t.database.db.select().from(members).where(eq(members.loginId, loginId));
    expect(row).toMatchObject({ memberName: '탈퇴회원', status: 'WITHDRAWN', personKey: null, birthDate: null, mobileNo: null, email: null, passwordHash: null });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.memberId, row.id))).toHaveLength(0);
    const [w] = await t.database.db.select().from(withdrawals).orderBy(sql`${withdrawals.at} desc`).limit(1);
    expect(w.reasonCd).toBe('SOLVED');
    expect(JSON.stringify(w)).not.toContain(loginId);
    // the completion page opens for the now anonymous visitor
    expect((await b.get('/api/accessPage?menuUrl=/my/whdwl/completion')).json()).toMatchObject({ allowed: true });
    // the id stays taken, the old login fails like any wrong password
    expect((await b.get(`/api/join/idCheck?loginId=${loginId}`)).json().available).toBe(false);
    expect((await passwordLogin(b, loginId, GOOD_PASSWORD)).statusCode).toBe(401);
    // and the person may join again with a new id
    clock.advance(31);
    expect((await joinMember(browser(), p, `${loginId}n`)).statusCode).toBe(201);
  });
});

describe('my pages and access', () => {
  it('sends a signed-in member away from /join to my page, leaves /login/guide open; guests may join', async () => {
    const { b } = await member('acc');
    expect((await b.get('/api/accessPage?menuUrl=/join/agreement')).json()).toMatchObject({ allowed: false, redirectTo: '/my/main/MyPageInfo' });
    expect((await b.get('/api/accessPage?menuUrl=/login/guide')).json()).toMatchObject({ allowed: true, redirectTo: null });
    expect((await browser().get('/api/accessPage?menuUrl=/join')).json()).toMatchObject({ allowed: true });
    const g = browser();
    await verifySms(g, 'GUEST', newPerson());
    await g.post('/api/login');
    expect((await g.get('/api/accessPage?menuUrl=/join')).json()).toMatchObject({ allowed: true });
    // a guest has no password, no my-info
    expect((await g.post('/api/my/recheck', { password: 'Anything#123' })).statusCode).toBe(403);
  });
});

describe('no personal data in logs', () => {
  it('never logs names, phones, passwords, codes or login bodies', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.database, { ...t.config, logLevel: 'info' }, { logStream: { write: (l) => void lines.push(l) } });
    await app.ready();
    try {
      const b = new Browser(app);
      const p = newPerson({ name: '로그확인' });
      clock.advance(31);
      const { started } = await verifySms(b, 'GUEST', p);
      await b.post('/api/login');
      await passwordLogin(b, 'loggedid01', 'Secret#Pass123');
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(3);
      for (const secret of [p.name, p.mobileNo, 'Secret#Pass123', started.json().sandboxCode, p.birthDate]) expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

// On PostgreSQL the two requests really race; on PGlite (one connection) they queue and the second
// is the replay of the first: one member and the same answer either way.
describe('concurrency', () => {
  // eight at once: the later ones meet the first at every step (the key row, the used-up verification) and still get its answer
  it('eight simultaneous POST /api/join with one Idempotency-Key make one member and give the same answer', async () => {
    const b = browser();
    const p = newPerson();
    const v = await verifySms(b, 'JOIN', p);
    expect(v.confirmed.statusCode).toBe(200);
    const body = {
      mbrTypeCd: '01',
      loginId: 'racejoin01',
      newPassword: GOOD_PASSWORD,
      newPasswordConfirm: GOOD_PASSWORD,
      mobileNo: p.mobileNo,
      notifySms: false,
      notifyEmail: false,
      agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true },
    };
    const opts = { headers: { 'idempotency-key': 'race-key-1' } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => b.post('/api/join', body, opts)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(7).fill(200), 201]);
    for (const a of answers) expect(a.json()).toEqual(answers[0].json());
    expect(await t.database.db.select().from(members).where(eq(members.loginId, 'racejoin01'))).toHaveLength(1);
  });
});

// Issue 31, item 1: even in the sandbox a verification belongs to the browser that asked for it, and
// a staff account (consultation staff, content editor, application staff) is never opened by
// proving a name and a birth date: no 간편인증/본인확인 sign-in, no password reset by identity.
describe('the sandbox verification belongs to its browser; staff accounts never open by identity (issue 31)', () => {
  let phone = 0;
  /** A phone number of its own for each request (the resend hold and the hourly cap are per number). */
  const freshMobile = () => `0108${String(process.pid % 1000).padStart(3, '0')}${String(++phone).padStart(4, '0')}`;
  /** A test person (name) or a sample account (memberName). */
  type Who = { birthDate: string; gender?: 'M' | 'F' } & ({ name: string } | { memberName: string });
  const nameOf = (who: Who) => ('name' in who ? who.name : who.memberName);
  const simple = (b: Browser, purpose: string, who: Who, extra: Record<string, unknown> = {}) =>
    b.post('/api/verify/request', { method: 'SIMPLE', purpose, provider: 'KAKAO', name: nameOf(who), birthDate: who.birthDate, mobileNo: freshMobile(), ...extra });
  const sms = (b: Browser, purpose: string, who: Who, extra: Record<string, unknown> = {}) =>
    b.post('/api/verify/request', { method: 'SMS', purpose, carrier: 'SKT', gender: who.gender ?? 'M', name: nameOf(who), birthDate: who.birthDate, mobileNo: freshMobile(), ...extra });
  /** The SIMPLE verification approved and confirmed in browser b. */
  async function approvedSimple(b: Browser, purpose: string, who: Who, extra: Record<string, unknown> = {}) {
    const started = await simple(b, purpose, who, extra);
    expect(started.statusCode).toBe(200);
    const { verificationId } = started.json();
    expect((await b.post('/api/verify/sandbox/decision', { verificationId, approve: true })).statusCode).toBe(200);
    return b.post('/api/verify/confirm', { verificationId });
  }
  const auditOf = async (loginId: string) =>
    (await t.database.db.select().from(loginAudit).where(eq(loginAudit.loginId, loginId))).map((r) => `${r.method}:${r.result}`);

  beforeAll(async () => {
    await seedSandboxAccounts(t.database, t.config);
  });

  it('another browser can neither confirm with the code nor approve the app request; the asking browser can', async () => {
    const owner = browser();
    const other = browser();
    const p = newPerson();
    // SMS: the code is in the asking browser's answer only, and only that browser can use it
    const started = await sms(owner, 'GUEST', p);
    expect(started.json()).toMatchObject({ sandbox: true, sandboxCode: expect.stringMatching(/^\d{6}$/) });
    const { verificationId, sandboxCode } = started.json();
    const stolen = await other.post('/api/verify/confirm', { verificationId, code: sandboxCode });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toMatch(korean);
    expect((await owner.post('/api/verify/confirm', { verificationId, code: sandboxCode })).statusCode).toBe(200);

    // SIMPLE: the stand-in app answers only the browser holding the pending request
    const pending = (await simple(owner, 'GUEST', p)).json();
    for (const who of [other, new Browser(t.app)]) {
      const approve = await who.post('/api/verify/sandbox/decision', { verificationId: pending.verificationId, approve: true });
      expect(approve.statusCode).toBe(404);
      expect(approve.json().message).toMatch(korean);
    }
    // still pending for its owner: the other browser's attempt changed nothing
    expect((await owner.post('/api/verify/confirm', { verificationId: pending.verificationId })).json().code).toBe('NOT_APPROVED');
    expect((await owner.post('/api/verify/sandbox/decision', { verificationId: pending.verificationId, approve: true })).statusCode).toBe(200);
    expect((await owner.post('/api/verify/confirm', { verificationId: pending.verificationId })).statusCode).toBe(200);
    expect((await owner.post('/api/login')).json()).toMatchObject({ result: 'OK', auth: { mbrTypeCd: '09' } });
  });

  it('refuses 간편인증 (ANYID) sign-in to consultation staff, the content editor and application staff, in Korean', async () => {
    for (const account of [SANDBOX_STAFF[0], SANDBOX_EDITOR, SANDBOX_ELRCPT_STAFF[0]]) {
      const b = browser();
      expect((await approvedSimple(b, 'ANYID', account)).statusCode).toBe(200);
      const login = await b.post('/api/login');
      expect(login.statusCode, account.loginId).toBe(403);
      expect(login.json()).toMatchObject({ code: 'STAFF_ACCOUNT' });
      expect(login.json().message).toContain('아이디와 비밀번호로 로그인');
      expect(login.json().message).toContain('관리자');
      expect(b.cookies.has('PORTAL_SESSION')).toBe(false);
      expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
      // the SMS way is refused alike
      const c = browser();
      const started = (await sms(c, 'ANYID', account)).json();
      expect((await c.post('/api/verify/confirm', { verificationId: started.verificationId, code: started.sandboxCode })).statusCode).toBe(200);
      expect((await c.post('/api/login')).statusCode).toBe(403);
      expect(await auditOf(account.loginId)).toContain('ANYID:STAFF_REFUSED');
      // their password still works
      expect((await passwordLogin(browser(), account.loginId, SANDBOX_PASSWORD)).json().result).toMatch(/^(OK|PASSWORD_CHANGE_DUE)$/);
    }
  });

  it('refuses 비밀번호 찾기 by identity for staff accounts, pointing to their manager; the password stays', async () => {
    for (const account of [SANDBOX_STAFF[1], SANDBOX_EDITOR, SANDBOX_ELRCPT_STAFF[0]]) {
      const b = browser();
      const started = (await sms(b, 'FIND_PWD', account, { loginId: account.loginId })).json();
      const confirmed = await b.post('/api/verify/confirm', { verificationId: started.verificationId, code: started.sandboxCode });
      expect(confirmed.statusCode, account.loginId).toBe(403);
      expect(confirmed.json()).toMatchObject({ code: 'STAFF_ACCOUNT' });
      expect(confirmed.json().message).toContain('관리자에게 비밀번호 재설정을 요청');
      const reset = await b.post('/api/login/search/pwd', { newPassword: 'Taken#Over2026x', newPasswordConfirm: 'Taken#Over2026x' });
      expect(reset.statusCode).toBe(409);
      expect(reset.json().code).toBe('NOT_VERIFIED');
      // the app way alike
      expect((await approvedSimple(browser(), 'FIND_PWD', account, { loginId: account.loginId })).statusCode).toBe(403);
      expect(await auditOf(account.loginId)).toContain('FIND_PWD:STAFF_REFUSED');
      expect((await passwordLogin(browser(), account.loginId, SANDBOX_PASSWORD)).json().result).toMatch(/^(OK|PASSWORD_CHANGE_DUE)$/);
    }
  });

  it('refuses the reset itself for a staff account even with a verification made before the rule', async () => {
    const account = SANDBOX_STAFF[2];
    const b = browser();
    const started = (await sms(b, 'FIND_PWD', account, { loginId: account.loginId })).json();
    // as if the confirmation had passed (a verification from before this rule, or a future path)
    await t.database.db.update(verifications).set({ verifiedAt: clock.now() }).where(eq(verifications.id, started.verificationId));
    const reset = await b.post('/api/login/search/pwd', { newPassword: 'Taken#Over2026x', newPasswordConfirm: 'Taken#Over2026x' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toMatchObject({ code: 'STAFF_ACCOUNT' });
    expect(reset.json().message).toMatch(korean);
    expect((await passwordLogin(browser(), account.loginId, SANDBOX_PASSWORD)).json().result).toMatch(/^(OK|PASSWORD_CHANGE_DUE)$/);
  });

  it('leaves ordinary members as they were: 간편인증 sign-in and 비밀번호 찾기 by identity work', async () => {
    const member = SANDBOX_ACCOUNTS[0];
    const b = browser();
    expect((await approvedSimple(b, 'ANYID', member)).statusCode).toBe(200);
    expect((await b.post('/api/login')).json()).toMatchObject({ result: 'OK', auth: { memberId: member.loginId } });

    const c = browser();
    const started = (await sms(c, 'FIND_PWD', member, { loginId: member.loginId })).json();
    expect((await c.post('/api/verify/confirm', { verificationId: started.verificationId, code: started.sandboxCode })).statusCode).toBe(200);
    expect((await c.post('/api/login/search/pwd', { newPassword: 'Member#Reset2026', newPasswordConfirm: 'Member#Reset2026' })).statusCode).toBe(200);
    expect((await passwordLogin(browser(), member.loginId, 'Member#Reset2026')).json().result).toBe('OK');
  });
});
