// Issue 13 (black-box security probe), defects 4 and 5 at the API: a dressed-up common password is
// refused wherever a password is set (join, change, reset), and a mobile number is stored on an
// account only when it passed verification (join, my info, mobile change, guest, dormant release).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { SANDBOX_PASSWORD, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, GOOD_PASSWORD, TestClock, createTestApp, joinMember, newPerson, passwordLogin, verifySms, type TestPerson } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const browser = () => new Browser(t.app);
const memberRow = async (loginId: string) => (await t.database.db.select().from(members).where(eq(members.loginId, loginId)))[0];
const fieldMessage = (res: { json: () => { errors?: { field: string; message: string }[] } }, field: string) =>
  res.json().errors?.find((e) => e.field === field)?.message;

/** POST /api/join after a JOIN verification of `p`, with the body's mobileNo as given (undefined: left out). */
async function join(b: Browser, p: TestPerson, loginId: string, mobileNo: string | undefined, password = GOOD_PASSWORD) {
  const v = await verifySms(b, 'JOIN', p);
  expect(v.confirmed.statusCode).toBe(200);
  return b.post(
    '/api/join',
    {
      mbrTypeCd: '01',
      loginId,
      newPassword: password,
      newPasswordConfirm: password,
      email: '',
      ...(mobileNo === undefined ? {} : { mobileNo }),
      notifySms: true,
      notifyEmail: false,
      agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true },
    },
    { headers: { 'idempotency-key': `k-${loginId}-${Math.random()}` } },
  );
}

describe('defect 4: a dressed-up common password is refused at every entry point (400 on newPassword, Korean reason)', () => {
  it('join', async () => {
    for (const pw of ['P@ssw0rd123', 'Qwerty123!', '1q2w3e4r!', 'Welcome1!']) {
      const res = await join(browser(), newPerson(), 'weakjoin01', undefined, pw);
      expect(res.statusCode, pw).toBe(400);
      expect(fieldMessage(res, 'newPassword'), pw).toMatch(/^흔히 쓰이는 비밀번호와 비슷합니다\./);
      clock.advance(31);
    }
    expect(await memberRow('weakjoin01')).toBeUndefined();
    // the member's own name (as 2-벌식 keys) and birth date
    const p = newPerson({ name: '홍길동', birthDate: '19850315' });
    const own = await join(browser(), p, 'weakjoin02', undefined, 'ghdrlfehd0315!!');
    expect(own.statusCode).toBe(400);
    expect(fieldMessage(own, 'newPassword')).toContain('생년월일');
  });

  it('change (POST /api/login/password)', async () => {
    const b = browser();
    expect((await joinMember(b, newPerson(), 'weakchg01')).statusCode).toBe(201);
    await passwordLogin(b, 'weakchg01', GOOD_PASSWORD);
    const res = await b.post('/api/login/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Passw0rd!', newPasswordConfirm: 'Passw0rd!' });
    expect(res.statusCode).toBe(400);
    expect(fieldMessage(res, 'newPassword')).toMatch(/^흔히 쓰이는 비밀번호와 비슷합니다\./);
    expect((await passwordLogin(browser(), 'weakchg01', GOOD_PASSWORD)).json().result).toBe('OK');
  });

  it('reset (POST /api/login/search/pwd)', async () => {
    const p = newPerson();
    expect((await joinMember(browser(), p, 'weakreset01')).statusCode).toBe(201);
    const f = browser();
    clock.advance(31);
    expect((await verifySms(f, 'FIND_PWD', p, { loginId: 'weakreset01' })).confirmed.statusCode).toBe(200);
    const res = await f.post('/api/login/search/pwd', { newPassword: 'password123!', newPasswordConfirm: 'password123!' });
    expect(res.statusCode).toBe(400);
    expect(fieldMessage(res, 'newPassword')).toMatch(/^흔히 쓰이는 비밀번호와 비슷합니다\./);
    // the verification is not used up by the refusal: a good password goes through
    expect((await f.post('/api/login/search/pwd', { newPassword: 'Violet#Ferry2027', newPasswordConfirm: 'Violet#Ferry2027' })).statusCode).toBe(200);
  });

  it('the sandbox password still passes for the sample member', async () => {
    await seedSandboxAccounts(t.database, t.config, clock.now());
    expect((await passwordLogin(browser(), 'sandboxmember', SANDBOX_PASSWORD)).json().result).toBe('OK');
  });
});

describe('defect 5: only a verified mobile number is stored on an account', () => {
  it('join stores the verified number; another number in the body is a 400 on mobileNo and nothing is stored', async () => {
    const p = newPerson();
    const third = '01099990000';
    const refused = await join(browser(), p, 'mobjoin01', third);
    expect(refused.statusCode).toBe(400);
    expect(fieldMessage(refused, 'mobileNo')).toContain(`본인확인한 번호(${p.mobileNo.slice(0, 3)}-****-${p.mobileNo.slice(-4)})`);
    expect(await memberRow('mobjoin01')).toBeUndefined();

    clock.advance(31);
    const formatted = `${p.mobileNo.slice(0, 3)}-${p.mobileNo.slice(3, 7)}-${p.mobileNo.slice(7)}`;
    expect((await join(browser(), p, 'mobjoin01', formatted)).statusCode).toBe(201);
    expect((await memberRow('mobjoin01'))!.mobileNo).toBe(p.mobileNo);

    const q = newPerson();
    expect((await join(browser(), q, 'mobjoin02', undefined)).statusCode).toBe(201);
    expect((await memberRow('mobjoin02'))!.mobileNo).toBe(q.mobileNo);
  });

  it('PUT /api/my/info ignores a mobile number in the body; PUT /api/my/info/mobile stores only a MOBILE-verified number of the same person', async () => {
    const p = newPerson();
    const b = browser();
    expect((await joinMember(b, p, 'mobinfo01')).statusCode).toBe(201);
    await passwordLogin(b, 'mobinfo01', GOOD_PASSWORD);
    await b.post('/api/my/recheck', { password: GOOD_PASSWORD });
    const put = await b.put('/api/my/info', { email: '', notifySms: true, notifyEmail: false, privacyOptional: false, mobileNo: '01099990001' });
    expect(put.statusCode).toBe(200);
    expect((await memberRow('mobinfo01'))!.mobileNo).toBe(p.mobileNo);

    // no MOBILE verification; a JOIN/GUEST one does not count
    expect((await b.put('/api/my/info/mobile', { mobileNo: '01099990001' })).statusCode).toBe(409);
    clock.advance(31);
    await verifySms(b, 'GUEST', { ...p, mobileNo: '01099990002' });
    expect((await b.put('/api/my/info/mobile', { mobileNo: '01099990002' })).statusCode).toBe(409);
    // someone else's verified phone
    clock.advance(31);
    await verifySms(b, 'MOBILE', newPerson({ mobileNo: '01099990003' }));
    expect((await b.put('/api/my/info/mobile')).statusCode).toBe(409);
    expect((await memberRow('mobinfo01'))!.mobileNo).toBe(p.mobileNo);
    // the member's own new phone, verified: stored is the verified number, not the body's
    clock.advance(31);
    await verifySms(b, 'MOBILE', { ...p, mobileNo: '01099990004' });
    const moved = await b.put('/api/my/info/mobile', { mobileNo: '01099990005' });
    expect(moved.statusCode).toBe(200);
    expect((await memberRow('mobinfo01'))!.mobileNo).toBe('01099990004');
  });

  it('guest rows take the GUEST-verified number; dormant release keeps the stored one', async () => {
    const p = newPerson();
    const g = browser();
    await verifySms(g, 'GUEST', p);
    const res = await g.post('/api/login', { mobileNo: '01099990006' });
    // a body that is not the password payload is refused before anything is written
    expect(res.statusCode).toBe(400);
    const ok = await g.post('/api/login');
    expect(ok.statusCode).toBe(200);
    expect((await memberRow(ok.json().auth.memberId))!.mobileNo).toBe(p.mobileNo);

    await seedSandboxAccounts(t.database, t.config, clock.now());
    const d = browser();
    expect((await passwordLogin(d, 'sandboxdormant', SANDBOX_PASSWORD)).json().result).toBe('DORMANT');
    clock.advance(31);
    await verifySms(d, 'DORMANT', { name: '이휴면', birthDate: '19750505', mobileNo: '01023456789', gender: 'F' });
    expect((await d.post('/api/login/dormant/release', { mobileNo: '01099990007' })).statusCode).toBe(200);
    expect((await memberRow('sandboxdormant'))!.mobileNo).toBe('01023456789');
  });
});
