// Membership journeys against the API (issue 4): verification, join, login, guest, simple
// authentication, recovery, my info. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { VerifyAdapter } from '../src/adapters/verify';
import { loadConfig } from '../src/config';
import { apiCalls } from '@portal/contracts';
import { registerHandlers } from '../src/http/route';
import { verifyHandlers } from '../src/modules/member/verify-routes';
import { errorHandling } from '../src/plugins/errors';
import { members, verifications } from '../src/db/schema';
import { COMMON_PASSWORDS, newPasswordProblem } from '../src/modules/member/password-strength';
import { SANDBOX_PASSWORD, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, GOOD_PASSWORD, TestClock, createTestApp, joinMember, newPerson, passwordLogin, verifySms } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const browser = () => new Browser(t.app);
const korean = /[가-힣]/;

describe('join → logout → login', () => {
  it('walks the whole journey and shows the last login date on the second login', async () => {
    const b = browser();
    const p = newPerson();
    const terms = await b.get('/api/join/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json().map((x: { termsId: string }) => x.termsId)).toEqual(['TERMS', 'PRIVACY_REQUIRED', 'PRIVACY_OPTIONAL', 'AGE14']);
    expect(terms.json().every((x: { version: string; body: string }) => x.version === '2026-11-01' && x.body.length > 100)).toBe(true);

    expect((await b.get('/api/join/idCheck?loginId=journey01')).json()).toMatchObject({ available: true });
    const v = await verifySms(b, 'JOIN', p);
    expect(v.started.statusCode).toBe(200);
    expect(v.started.json()).toMatchObject({ method: 'SMS', sandbox: true, triesLeft: 5, sentTo: `${p.mobileNo.slice(0, 3)}-****-${p.mobileNo.slice(-4)}` });
    expect(v.started.json().sandboxCode).toMatch(/^\d{6}$/);
    // the flow cookie binding the verification to this browser is HttpOnly
    expect(b.lastSetCookies.length + b.cookies.size).toBeGreaterThan(0);
    expect(v.confirmed.statusCode).toBe(200);
    expect(v.confirmed.json()).toMatchObject({ verified: true, purpose: 'JOIN' });
    const identity = await b.get('/api/join/identity');
    expect(identity.json()).toMatchObject({ memberName: p.name, birthDate: p.birthDate, mobileNo: p.mobileNo });

    const joined = await b.post(
      '/api/join',
      {
        mbrTypeCd: '01',
        loginId: 'journey01',
        newPassword: GOOD_PASSWORD,
        newPasswordConfirm: GOOD_PASSWORD,
        email: 'hong@example.kr',
        mobileNo: p.mobileNo,
        notifySms: true,
        notifyEmail: true,
        agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: true, AGE14: true },
      },
      { headers: { 'idempotency-key': 'journey-key-1' } },
    );
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ loginId: 'journey01', memberName: p.name });
    const [row] = await t.database.db.select().from(members).where(eq(members.loginId, 'journey01'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(row.agreements.TERMS).toMatchObject({ version: '2026-11-01', agreed: true });
    expect(row.personKey).toBeTruthy();
    expect((await b.get('/api/join/idCheck?loginId=journey01')).json()).toMatchObject({ available: false });

    const first = await passwordLogin(b, 'journey01', GOOD_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: 'OK', auth: { authenticated: true, memberId: 'journey01', memberName: p.name, mbrTypeCd: '01', lastLoginDate: null } });
    const cookie = b.lastSetCookies.find((c) => c.startsWith('PORTAL_SESSION='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests; Secure behind HTTPS (secureCookie)
    expect((await b.get('/api/login/status')).json()).toMatchObject({ authenticated: true, memberId: 'journey01' });

    expect((await b.post('/api/logout')).statusCode).toBe(200);
    expect((await b.get('/api/login/status')).json().authenticated).toBe(false);

    clock.advance(60);
    const second = await passwordLogin(b, 'journey01', GOOD_PASSWORD);
    expect(second.json().result).toBe('OK');
    expect(second.json().auth.lastLoginDate).toBe(first.json().auth.lgnDt);
    expect((await b.get('/api/login/status')).json().lastLoginDate).toBe(first.json().auth.lgnDt);
  });

  it('answers the same Idempotency-Key with the same answer (200) and one member', async () => {
    const b = browser();
    const p = newPerson();
    const first = await joinMember(b, p, 'idemjoin01', GOOD_PASSWORD, 'same-key-xyz');
    expect(first.statusCode).toBe(201);
    const again = await b.post(
      '/api/join',
      { mbrTypeCd: '01', loginId: 'idemjoin01', newPassword: GOOD_PASSWORD, newPasswordConfirm: GOOD_PASSWORD, mobileNo: p.mobileNo, notifySms: false, notifyEmail: false, agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true } },
      { headers: { 'idempotency-key': 'same-key-xyz' } },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.database.db.select().from(members).where(eq(members.loginId, 'idemjoin01'))).toHaveLength(1);
  });

  it('refuses a second join of the same person with ALREADY_MEMBER pointing to ID search', async () => {
    const p = newPerson();
    expect((await joinMember(browser(), p, 'onceonly01')).statusCode).toBe(201);
    clock.advance(31); // the 30 s resend hold of the phone number
    const again = await verifySms(browser(), 'JOIN', p);
    expect(again.confirmed.statusCode).toBe(409);
    expect(again.confirmed.json().code).toBe('ALREADY_MEMBER');
    expect(again.confirmed.json().message).toContain('/login/search/id');
    // the same person on another phone and through the simple-auth app: still the same person key
    const b = browser();
    const req = await b.post('/api/verify/request', { method: 'SIMPLE', purpose: 'JOIN', provider: 'KAKAO', name: p.name, birthDate: p.birthDate, mobileNo: '01099998888' });
    expect(req.statusCode).toBe(200);
    expect(req.json()).toMatchObject({ method: 'SIMPLE', sandboxCode: null });
    await b.post('/api/verify/sandbox/decision', { verificationId: req.json().verificationId, approve: true });
    const c = await b.post('/api/verify/confirm', { verificationId: req.json().verificationId });
    expect(c.json().code).toBe('ALREADY_MEMBER');
  });

  it('uses a verified identity for 10 minutes only, and only once', async () => {
    const b = browser();
    expect((await b.get('/api/join/identity')).json()).toMatchObject({ code: 'NOT_VERIFIED' });
    const p = newPerson();
    await verifySms(b, 'JOIN', p);
    expect((await b.get('/api/join/identity')).statusCode).toBe(200);
    clock.advance(601);
    const late = await b.get('/api/join/identity');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('10분');
    // verified again, the join works once; the same browser cannot join a second account with it
    expect((await joinMember(b, p, 'tenminute01')).statusCode).toBe(201);
    const again = await b.post(
      '/api/join',
      { mbrTypeCd: '01', loginId: 'tenminute02', newPassword: GOOD_PASSWORD, newPasswordConfirm: GOOD_PASSWORD, mobileNo: p.mobileNo, notifySms: false, notifyEmail: false, agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true } },
      { headers: { 'idempotency-key': 'tenminute-2' } },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_VERIFIED');
  });

  it('refuses a taken ID with 400 on the loginId field', async () => {
    expect((await joinMember(browser(), newPerson(), 'takenid01')).statusCode).toBe(201);
    const res = await joinMember(browser(), newPerson(), 'takenid01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'loginId', message: expect.stringMatching(korean) }]);
  });

  it('checks the breached-password list of @zxcvbn-ts/language-common case-insensitively', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(40_000);
    expect(newPasswordProblem('1QAZ2WSX3EDC4RFV')).toContain('흔히 쓰이는 비밀번호와 비슷합니다.');
    expect(newPasswordProblem(GOOD_PASSWORD)).toBeNull();
  });

  it('refuses weak, common and ID-containing passwords per field', async () => {
    const cases: [string, string][] = [
      ['short1!', '9자'],
      ['abcdefghij', '9자'],
      ['1QAZ2WSX3EDC4RFV', '흔히 쓰이는'], // 16 characters pass the shape rule; on the zxcvbn list (case-insensitive)
      ['weakpw01Abc!', '아이디'],
    ];
    for (const [pw, hint] of cases) {
      const res = await joinMember(browser(), newPerson(), 'weakpw01', pw);
      expect(res.statusCode, pw).toBe(400);
      const e = res.json().errors.find((x: { field: string }) => x.field === 'newPassword');
      expect(e.message, pw).toContain(hint);
    }
  });

  it('refuses under-14s at verification with a message pointing to 132', async () => {
    const y = clock.now().getUTCFullYear() - 10;
    const res = await browser().post('/api/verify/request', { method: 'SMS', purpose: 'JOIN', carrier: 'KT', gender: 'F', name: '김어린', birthDate: `${y}0101`, mobileNo: '01055554444' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'birthDate' });
    expect(res.json().errors[0].message).toContain('132');
  });
});

describe('identity verification (sandbox adapter)', () => {
  it('expires a code after 180 s', async () => {
    const b = browser();
    const p = newPerson();
    const s = (await b.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'SKT', gender: 'M', name: p.name, birthDate: p.birthDate, mobileNo: p.mobileNo })).json();
    clock.advance(181);
    const res = await b.post('/api/verify/confirm', { verificationId: s.verificationId, code: s.sandboxCode });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'EXPIRED', message: expect.stringMatching(korean) });
  });

  it('kills a code after 5 wrong tries (even the right one is refused after that)', async () => {
    const b = browser();
    const p = newPerson();
    const s = (await b.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'SKT', gender: 'M', name: p.name, birthDate: p.birthDate, mobileNo: p.mobileNo })).json();
    const wrong = s.sandboxCode === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await b.post('/api/verify/confirm', { verificationId: s.verificationId, code: wrong });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('CODE_MISMATCH');
      left.push(r.json().triesLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await b.post('/api/verify/confirm', { verificationId: s.verificationId, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('TOO_MANY_TRIES');
    const right = await b.post('/api/verify/confirm', { verificationId: s.verificationId, code: s.sandboxCode });
    expect(right.statusCode).toBe(429);
  });

  it('holds a resend for 30 s and allows 5 sends per phone per hour', async () => {
    const p = newPerson();
    const send = (b: Browser) =>
      b.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'LGU', gender: 'F', name: p.name, birthDate: p.birthDate, mobileNo: p.mobileNo });
    const b = browser();
    expect((await send(b)).statusCode).toBe(200);
    const soon = await send(b);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfterSeconds: expect.any(Number) });
    expect(soon.json().retryAfterSeconds).toBeLessThanOrEqual(30);
    // another browser with the same phone number is held too
    expect((await send(browser())).json().code).toBe('RESEND_TOO_SOON');
    for (let i = 2; i <= 5; i++) {
      clock.advance(31);
      expect((await send(browser())).statusCode, `send ${i}`).toBe(200);
    }
    clock.advance(31);
    const sixth = await send(browser());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect(sixth.json().message).toContain('5번');
  });

  it('limits one address to 20 sends an hour', async () => {
    const b = browser();
    let last;
    for (let i = 0; i < 21; i++) last = await b.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'SKT', gender: 'M', ...newPerson(), name: '김주소' });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('RATE_LIMITED');
  });

  it('answers the documented sandbox failures: 01000000000 → 502, name 오류 → 409', async () => {
    const down = await browser().post('/api/verify/request', { method: 'SMS', purpose: 'JOIN', carrier: 'SKT', gender: 'M', name: '홍길동', birthDate: '19800101', mobileNo: '010-0000-0000' });
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('PROVIDER_ERROR');
    const mismatch = await browser().post('/api/verify/request', { method: 'SMS', purpose: 'JOIN', carrier: 'SKT', gender: 'M', name: '오류', birthDate: '19800101', mobileNo: '01077776666' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('IDENTITY_MISMATCH');
  });

  it('SIMPLE: pending → NOT_APPROVED, denied → DENIED, approved → verified', async () => {
    for (const approve of [false, true]) {
      const b = browser();
      const p = newPerson();
      const s = (await b.post('/api/verify/request', { method: 'SIMPLE', purpose: 'FIND_ID', provider: 'NAVER', ...p })).json();
      const pending = await b.post('/api/verify/confirm', { verificationId: s.verificationId });
      expect(pending.statusCode).toBe(409);
      expect(pending.json().code).toBe('NOT_APPROVED');
      expect((await b.post('/api/verify/sandbox/decision', { verificationId: s.verificationId, approve })).statusCode).toBe(200);
      const done = await b.post('/api/verify/confirm', { verificationId: s.verificationId });
      if (approve) expect(done.json()).toMatchObject({ verified: true, purpose: 'FIND_ID' });
      else expect(done.json()).toMatchObject({ code: 'DENIED' });
    }
  });

  it('does not let another browser use a verification', async () => {
    const p = newPerson();
    const a = browser();
    const s = (await a.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'SKT', gender: 'M', ...p })).json();
    const res = await browser().post('/api/verify/confirm', { verificationId: s.verificationId, code: s.sandboxCode });
    expect(res.statusCode).toBe(404);
  });
});

describe('guest and simple-authentication login', () => {
  it('GUEST: a verified name + mobile signs in as a guest (09); the same person gets the same guest row', async () => {
    const p = newPerson();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const b = browser();
      clock.advance(31);
      expect((await verifySms(b, 'GUEST', p)).confirmed.statusCode).toBe(200);
      const res = await b.post('/api/login');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: 'OK', auth: { authenticated: true, mbrTypeCd: '09', memberName: p.name } });
      ids.push(res.json().auth.memberId);
      // the verification is used up: a second body-less login needs a new one
      expect((await b.post('/api/login', {})).json().code).toBe('NOT_VERIFIED');
    }
    expect(ids[0]).toMatch(/^guest-/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('ANYID: 404 NO_MEMBER pointing to 회원가입 when the person has no account, OK when they have one', async () => {
    const p = newPerson();
    const b = browser();
    await verifySms(b, 'ANYID', p);
    const none = await b.post('/api/login');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NO_MEMBER' });
    expect(none.json().message).toContain('회원가입');
    clock.advance(31);
    expect((await joinMember(browser(), p, 'anyidmem01')).statusCode).toBe(201);
    const c = browser();
    clock.advance(31);
    const s = (await c.post('/api/verify/request', { method: 'SIMPLE', purpose: 'ANYID', provider: 'PASS', ...p })).json();
    await c.post('/api/verify/sandbox/decision', { verificationId: s.verificationId, approve: true });
    await c.post('/api/verify/confirm', { verificationId: s.verificationId });
    const ok = await c.post('/api/login');
    expect(ok.json()).toMatchObject({ result: 'OK', auth: { memberId: 'anyidmem01', mbrTypeCd: '01' } });
  });

  it('a body-less login without verification: 409 NOT_VERIFIED (no body, {} or an empty JSON body alike)', async () => {
    const b = browser();
    for (const res of [
      await b.post('/api/login'),
      await b.post('/api/login', {}),
      await b.call('POST', '/api/login', '', { headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NOT_VERIFIED');
    }
    // a broken JSON body is still a Korean 400
    const broken = await b.call('POST', '/api/login', '{"member":', { headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(korean);
  });

  it('refuses to start with an identity-verification adapter this build does not have', () => {
    expect(() => loadConfig({ VERIFY_ADAPTER: 'nice' })).toThrow(/VERIFY_ADAPTER="nice".*sandbox/);
    // the default is the sandbox, which a production configuration accepts only as a demonstration
    expect(loadConfig({ PORTAL_DEMO: '1' }).verifyAdapter).toBe('sandbox');
  });
});

describe('a provider that is not the sandbox', () => {
  it('never returns a sandbox code and has no decision endpoint (404)', async () => {
    const app = Fastify();
    errorHandling(app);
    await app.register(cookie);
    const adapter: VerifyAdapter = {
      name: 'sandbox', // the config only knows the sandbox; what matters here is sandbox: false
      sandbox: false,
      checkPerson: async () => ({ ok: true }),
      sendCode: async () => undefined,
      requestApproval: async () => undefined,
      approvalStatus: async (s) => s,
    };
    registerHandlers(app, apiCalls, verifyHandlers({ db: t.database.db, config: t.config, adapter, secret: Buffer.from('k') }));
    await app.ready();
    try {
      const b = new Browser(app);
      const started = await b.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_ID', carrier: 'KT', gender: 'M', ...newPerson() });
      expect(started.json()).toMatchObject({ sandbox: false, sandboxCode: null });
      expect((await b.post('/api/verify/sandbox/decision', { verificationId: started.json().verificationId, approve: true })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('ID check', () => {
  it('is rate limited per address (30 a minute) with a Korean 429', async () => {
    const b = browser();
    let last;
    for (let i = 0; i < 31; i++) last = await b.get(`/api/join/idCheck?loginId=ratecheck${i}`);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(korean);
  });
});

describe('login key', () => {
  it('gives RSA-OAEP-256 keys whose id works once', async () => {
    const b = browser();
    const p = newPerson();
    await joinMember(b, p, 'keyonce01');
    const key = (await b.get('/api/login/key')).json();
    expect(key).toMatchObject({ algorithm: 'RSA-OAEP-256', keyId: expect.any(String), publicKey: expect.any(String) });
    const { publicEncrypt, constants, createPublicKey } = await import('node:crypto');
    const pub = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
    const s = publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(GOOD_PASSWORD)).toString('base64');
    expect((await b.post('/api/login', { member: 'keyonce01', m: 'PWD', p: key.keyId, s })).json().result).toBe('OK');
    const replay = await b.post('/api/login', { member: 'keyonce01', m: 'PWD', p: key.keyId, s });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('KEY_EXPIRED');
  });
});

describe('account recovery, password age, dormancy', () => {
  it('finds the ID (masked) and resets the password, ending every session', async () => {
    const p = newPerson();
    const b = browser();
    await joinMember(b, p, 'recover01');
    await passwordLogin(b, 'recover01', GOOD_PASSWORD);
    const other = browser();
    await passwordLogin(other, 'recover01', GOOD_PASSWORD);

    const f = browser();
    clock.advance(31);
    await verifySms(f, 'FIND_ID', p);
    expect((await f.get('/api/login/search/id')).json()).toMatchObject({ found: true, accounts: [{ maskedLoginId: 're*****01', mbrTypeCd: '01' }] });

    clock.advance(31);
    const wrongId = await verifySms(f, 'FIND_PWD', p, { loginId: 'someoneelse' });
    expect(wrongId.confirmed.statusCode).toBe(409);
    clock.advance(31);
    expect((await verifySms(f, 'FIND_PWD', p, { loginId: 'recover01' })).confirmed.statusCode).toBe(200);
    const reset = await f.post('/api/login/search/pwd', { newPassword: 'Violet#Ferry2027', newPasswordConfirm: 'Violet#Ferry2027' });
    expect(reset.statusCode).toBe(200);
    for (const x of [b, other]) expect((await x.get('/api/login/status')).json().authenticated).toBe(false);
    expect((await passwordLogin(f, 'recover01', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await passwordLogin(f, 'recover01', 'Violet#Ferry2027')).json().result).toBe('OK');
  });

  it('sample accounts: PASSWORD_CHANGE_DUE then later; DORMANT then release with verification', async () => {
    await seedSandboxAccounts(t.database, t.config, clock.now());
    const b = browser();
    const due = await passwordLogin(b, 'sandboxoldpw', SANDBOX_PASSWORD);
    expect(due.json()).toMatchObject({ result: 'PASSWORD_CHANGE_DUE', auth: { authenticated: true } });
    expect((await b.post('/api/login/password/later')).statusCode).toBe(200);
    await b.post('/api/logout');
    expect((await passwordLogin(b, 'sandboxoldpw', SANDBOX_PASSWORD)).json().result).toBe('OK');

    const d = browser();
    const dormant = await passwordLogin(d, 'sandboxdormant', SANDBOX_PASSWORD);
    expect(dormant.json()).toMatchObject({ result: 'DORMANT', auth: { authenticated: false } });
    expect((await d.get('/api/login/status')).json().authenticated).toBe(false);
    expect((await d.post('/api/login/dormant/release')).statusCode).toBe(409);
    // loginId may be left out: the DORMANT answer remembered it in this browser's flow
    const v = await verifySms(d, 'DORMANT', { name: '이휴면', birthDate: '19750505', mobileNo: '01023456789', gender: 'F' });
    expect(v.confirmed.statusCode).toBe(200);
    expect((await d.post('/api/login/dormant/release')).statusCode).toBe(200);
    expect((await passwordLogin(d, 'sandboxdormant', SANDBOX_PASSWORD)).json().result).toBe('OK');
  });

  it('changes the password from my page: current password needed, all sessions end', async () => {
    const p = newPerson();
    const b = browser();
    await joinMember(b, p, 'changepw01');
    await passwordLogin(b, 'changepw01', GOOD_PASSWORD);
    const bad = await b.post('/api/login/password', { currentPassword: 'Wrong#Pass99', newPassword: 'Amber#Canyon2028', newPasswordConfirm: 'Amber#Canyon2028' });
    expect(bad.statusCode).toBe(401);
    const missing = await b.post('/api/login/password', { newPassword: 'Amber#Canyon2028', newPasswordConfirm: 'Amber#Canyon2028' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('currentPassword');
    const same = await b.post('/api/login/password', { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, newPasswordConfirm: GOOD_PASSWORD });
    expect(same.statusCode).toBe(400);
    const ok = await b.post('/api/login/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Amber#Canyon2028', newPasswordConfirm: 'Amber#Canyon2028' });
    expect(ok.statusCode).toBe(200);
    expect((await b.get('/api/login/status')).json().authenticated).toBe(false);
    expect((await passwordLogin(b, 'changepw01', 'Amber#Canyon2028')).json().result).toBe('OK');
  });
});

describe('my info', () => {
  it('needs a session (401), then a re-check (403 REAUTH_REQUIRED), then shows and edits only the own row', async () => {
    const pa = newPerson();
    const pb = newPerson();
    const a = browser();
    const b = browser();
    await joinMember(a, pa, 'myinfoa01');
    await joinMember(b, pb, 'myinfob01');
    for (const [m, u] of [['GET', '/api/my/info'], ['PUT', '/api/my/info'], ['PUT', '/api/my/info/mobile'], ['POST', '/api/my/recheck'], ['POST', '/api/my/whdwl']] as const) {
      const res = await browser().call(m, u, m === 'GET' ? undefined : { password: 'x', email: '', notifySms: false, notifyEmail: false, privacyOptional: false, reasonCd: 'OTHER', reasonText: 'x', confirm: true });
      expect(res.statusCode, `${m} ${u}`).toBe(401);
      expect(res.json().message).toMatch(korean);
    }
    await passwordLogin(a, 'myinfoa01', GOOD_PASSWORD);
    await passwordLogin(b, 'myinfob01', GOOD_PASSWORD);
    const before = await a.get('/api/my/info');
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('REAUTH_REQUIRED');
    expect((await a.post('/api/my/recheck', { password: 'Wrong#Pass99' })).statusCode).toBe(401);
    const re = await a.post('/api/my/recheck', { password: GOOD_PASSWORD });
    expect(re.statusCode).toBe(200);
    const info = await a.get('/api/my/info');
    expect(info.json()).toMatchObject({ loginId: 'myinfoa01', memberName: pa.name, birthDate: pa.birthDate, mobileNo: pa.mobileNo });
    const put = await a.put('/api/my/info', { email: 'a@example.kr', notifySms: true, notifyEmail: true, privacyOptional: true });
    expect(put.json()).toMatchObject({ loginId: 'myinfoa01', email: 'a@example.kr', notifyEmail: true, privacyOptional: true });
    const [rowB] = await t.database.db.select().from(members).where(eq(members.loginId, 'myinfob01'));
    expect(rowB.email).toBeNull();
    // b sees b, never a
    await b.post('/api/my/recheck', { password: GOOD_PASSWORD });
    expect((await b.get('/api/my/info')).json().loginId).toBe('myinfob01');

    // mobile change: a verification of the same person; someone else's is refused
    const other = await verifySms(a, 'MOBILE', newPerson());
    expect(other.confirmed.statusCode).toBe(200);
    expect((await a.put('/api/my/info/mobile')).statusCode).toBe(409);
    clock.advance(31);
    await verifySms(a, 'MOBILE', { ...pa, mobileNo: '01187654321' });
    const moved = await a.put('/api/my/info/mobile');
    expect(moved.json().mobileNo).toBe('01187654321');
    // the re-check holds 10 minutes
    clock.advance(601);
    expect((await a.get('/api/my/info')).json().code).toBe('REAUTH_REQUIRED');
  });
});

describe('bad input: 400 with per-field Korean messages, never 500', () => {
  it('verification, join, login, my info', async () => {
    const b = browser();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/verify/request', { method: 'SMS', purpose: 'JOIN', carrier: 'XX', gender: 'M', name: '', birthDate: '2099', mobileNo: '123' }, 'name'],
      ['POST', '/api/verify/request', { method: 'FAX' }, 'method'],
      ['POST', '/api/verify/confirm', { verificationId: 'x', code: '12' }, 'code'],
      ['POST', '/api/login', { member: 'A!', m: 'PWD', p: 'k', s: 'x' }, 'member'],
      ['POST', '/api/login', { member: 'hong1234', m: 'OTP', p: 'k', s: 'x' }, 'm'],
      ['POST', '/api/login', [1, 2], 'body'],
      ['POST', '/api/login/search/pwd', { newPassword: 'a', newPasswordConfirm: 'b' }, 'newPassword'],
    ];
    for (const [m, u, body, field] of cases) {
      const res = await b.call(m as 'POST', u, body);
      expect(res.statusCode, `${u} ${JSON.stringify(body)}`).toBe(400);
      const fields = res.json().errors.map((e: { field: string }) => e.field);
      expect(fields, u).toContain(field);
      for (const e of res.json().errors) expect(e.message).toMatch(korean);
    }
    // withdrawal needs a session first: anonymous callers get 401, not the field list (issue 13)
    const whdwl = { reasonCd: 'OTHER', reasonText: '', password: 'x', confirm: true };
    expect((await b.post('/api/my/whdwl', whdwl)).statusCode).toBe(401);
    const member = browser();
    await joinMember(member, newPerson(), 'badinput01');
    await passwordLogin(member, 'badinput01', GOOD_PASSWORD);
    const refused = await member.post('/api/my/whdwl', whdwl);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain('reasonText');
    const join = await b.post('/api/join', { mbrTypeCd: '03', loginId: 'Bad', newPassword: 'x', newPasswordConfirm: 'y', mobileNo: '12', notifySms: 'yes', notifyEmail: false, agreements: { TERMS: false } }, { headers: { 'idempotency-key': 'bad-input-1' } });
    expect(join.statusCode).toBe(400);
    const fields = join.json().errors.map((e: { field: string }) => e.field);
    for (const f of ['mbrTypeCd', 'loginId', 'mobileNo', 'agreements.TERMS']) expect(fields).toContain(f);
    // the e-mail address belongs to the optional consent; e-mail notices need an address
    const v = await verifySms(b, 'JOIN', newPerson());
    expect(v.confirmed.statusCode).toBe(200);
    const base = { mbrTypeCd: '01', loginId: 'contact01', newPassword: GOOD_PASSWORD, newPasswordConfirm: GOOD_PASSWORD, mobileNo: '01012341234', notifySms: false };
    const noConsent = await b.post('/api/join', { ...base, email: 'a@example.kr', notifyEmail: false, agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true } }, { headers: { 'idempotency-key': 'contact-1' } });
    expect(noConsent.json().errors).toEqual([{ field: 'email', message: expect.stringContaining('선택') }]);
    const noAddress = await b.post('/api/join', { ...base, email: '', notifyEmail: true, agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: true, AGE14: true } }, { headers: { 'idempotency-key': 'contact-2' } });
    expect(noAddress.json().errors).toEqual([{ field: 'notifyEmail', message: expect.stringMatching(korean) }]);
    const noKey = await b.post('/api/join', {});
    expect(noKey.statusCode).toBe(400);
    expect((await b.get('/api/join/idCheck?loginId=A')).json().errors[0].field).toBe('loginId');
  });

  it('keeps no identity data of verifications once used and never the code itself', async () => {
    const b = browser();
    const p = newPerson();
    const { started } = await verifySms(b, 'FIND_ID', p);
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.id, started.json().verificationId));
    expect(row.codeHash).not.toContain(started.json().sandboxCode);
    expect(row.codeHash).toHaveLength(43);
  });
});
