// Issue 31, item 5 (passwords): "16 of 50 dressed-up common passwords were accepted, including the
// service's name and the README's own sample password (Sandbox#2026)". Every new password now meets
// the contract's shape, the normaliser against the breached-password list of @zxcvbn-ts/language-common,
// the Korean words and the service's own words, and zxcvbn-ts's score ≥ 3; stored hashes are argon2id
// (OWASP parameters), a legacy scrypt hash is upgraded at the member's next sign-in.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '@portal/contracts';
import { newPassword } from '../../e2e/tests/new-password';
import { members } from '../src/db/schema';
import { SANDBOX_PASSWORD, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { ARGON2_PARAMS, dummyHash, hashPassword, legacyScryptHash, needsRehash, verifyPassword } from '../src/kernel/sign-in/password';
import {
  BLOCKED_PASSWORDS,
  DOCUMENTED_PASSWORDS,
  MIN_SCORE,
  WEAK_PASSWORD_MESSAGES,
  estimate,
  newPasswordProblem,
  weakPasswordReason,
} from '../src/modules/member/password-strength';
import { guessableReason } from '../src/modules/member/password-guess';
import { Browser, GOOD_PASSWORD, TestClock, createTestApp, joinMember, newPerson, passwordLogin, verifySms, type TestPerson } from './helpers';

/** Dressed-up common passwords: each passes the contract's shape rule, each must be refused. */
const DRESSED_UP = [
  // the breached list, dressed (capital, digit, symbol, year, substitutions)
  'Password1!',
  'Passw0rd!',
  'P@ssw0rd2026',
  'Qwerty123!',
  'Qwerty!2026',
  'Welcome1!',
  'Welcome@2026',
  'Iloveyou1!',
  'Admin1234!',
  'Letmein2026!',
  'Dragon123!',
  'Monkey2026!',
  'Sunshine1!',
  'Princess1!',
  'Football1!',
  'Baseball2026!',
  'Superman1!',
  'Trustno1!',
  'Michael1!',
  'Shadow2026!',
  'Master123!',
  'Starwars1!',
  'Changeme1!',
  'Computer1!',
  'Summer2026!',
  'Pa55!Word',
  // keyboard walks and sequences
  '1q2w3e4r!',
  '1qaz2wsx!@',
  'Zxcvbnm1!',
  'Asdf1234!',
  'Abcd1234!',
  'Aa123456!',
  // Korean words romanised, typed in English mode (2-벌식) or repeated in Hangul
  'Saranghae1!',
  'Saranghae2026!',
  'Tkfkdgo1!',
  'Dkssud123!',
  'Annyeong1!',
  'Annyeonghaseyo!1',
  'Daehanminguk1!',
  'Eogksalsrnr1!',
  'Qlalfqjsgh1!',
  'Bimilbeonho1!',
  'Hwaiting2026!',
  '사랑해요사랑해요사랑해요2026',
  // the README's sample password and the service's own words (names, romanisations, keys)
  'Sandbox#2026',
  'sandbox#2026',
  'SANDBOX#2026',
  'Sandbox2026!',
  'Sandbox#2027',
  'S@ndb0x#2026',
  'Klac2026!',
  'KLAC#2026!',
  'K1@c2026!!',
  'Klac!Legal2026',
  'Legalaid2026!',
  'LegalAid#1234',
  'Legal_Aid2026',
  'LegalAidPortal1!',
  'Portal#2026',
  'Platform2026!',
  'Beomnyulgujo2026!',
  'Beomnyul!2026',
  'Bupryulgujo1!',
  'Gujogongdan1!',
  'Qjqfbfrnwh1!', // 법률구조 in English mode
  'Klac법률구조2026!',
  '법률구조공단법률구조공단2026',
  '법률구조플랫폼법률구조플랫폼!!',
  'Go0d!Morning',
  // the new member's own values: name romanised (이가입 → igaip) and birth date
  'Igaip19920202!',
] as const;

/** Strong passwords (a random string, passphrases, words unrelated to the service): accepted. */
const STRONG = ['Quiet#Harbor2026', 'vT9$wq4Lz!8e', 'correct-horse-battery-staple', 'Cobalt!Heron58', '바다와나비의노래는언제나파랗다', 'Pw!k3j9x27a'];

/** The new member of the pure-function checks (and the person of the API checks). */
const ME = { loginId: 'newmember01', name: '이가입', birthDate: '19920202', mobileNo: '01099998888' };
const MESSAGES = new Set(Object.values(WEAK_PASSWORD_MESSAGES));

describe('new passwords: the strength rule (pure)', () => {
  it(`holds at least 50 dressed-up passwords (${DRESSED_UP.length}), every one passing the contract's shape first`, () => {
    expect(DRESSED_UP.length).toBeGreaterThanOrEqual(50);
    for (const pw of DRESSED_UP) expect(passwordProblem(pw, ME.loginId), pw).toBeNull();
  });

  it.each(DRESSED_UP)('refuses %s with a Korean message naming the field and what to do', (pw) => {
    const problem = newPasswordProblem(pw, ME);
    expect(problem, pw).not.toBeNull();
    // one of our Korean sentences, never zxcvbn's English feedback
    expect(MESSAGES.has(problem!), problem!).toBe(true);
    expect(problem).toMatch(/^(흔히 쓰이는 비밀번호와 비슷합니다|비밀번호가 짐작하기 쉽습니다)\. .*입력해 주세요\.$/);
  });

  it('refuses the documented sample password and the service names as SERVICE, whatever the case or year', () => {
    expect(DOCUMENTED_PASSWORDS).toContain(SANDBOX_PASSWORD);
    for (const pw of [SANDBOX_PASSWORD, SANDBOX_PASSWORD.toUpperCase(), 'Sandbox#2027', 'Klac2026!', 'Beomnyulgujo2026!', 'Qjqfbfrnwh1!', 'LegalAidPortal1!'])
      expect(weakPasswordReason(pw, ME), pw).toBe('SERVICE');
    expect(newPasswordProblem(SANDBOX_PASSWORD, ME)).toContain('예시 비밀번호');
  });

  it('the estimator refuses what the normaliser lets through (score < 3): a listed word split by a symbol, two common words', () => {
    for (const pw of ['Pa55!Word', 'Go0d!Morning']) {
      expect(guessableReason(pw, ME, BLOCKED_PASSWORDS), pw).toBeNull();
      expect(estimate(pw, ME).score, pw).toBeLessThan(MIN_SCORE);
      expect(newPasswordProblem(pw, ME), pw).not.toBeNull();
    }
  });

  it('takes the romanised name out like the other own values', () => {
    expect(weakPasswordReason('Igaip19920202!', ME)).toBe('PERSONAL');
    expect(newPasswordProblem('Igaip19920202!', { ...ME, name: '김철수', birthDate: '19800101' })).toBeNull();
  });

  it.each(STRONG)('accepts %s', (pw) => {
    expect(newPasswordProblem(pw, ME)).toBeNull();
    expect(estimate(pw, ME).score).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it('accepts what the browser suite generates (e2e/tests/new-password.ts)', () => {
    for (let i = 0; i < 200; i++) {
      const pw = newPassword();
      expect(newPasswordProblem(pw, ME), pw).toBeNull();
    }
  });

  it('answers within a bound even for a 64-character substitution-heavy password', () => {
    const t0 = performance.now();
    expect(newPasswordProblem('@4'.repeat(32), ME)).not.toBeNull();
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe('stored hashes: argon2id with OWASP parameters; scrypt still verifies and is upgraded', () => {
  it('hashes as a self-describing argon2id PHC string with the chosen parameters', async () => {
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 47_104, timeCost: 1, parallelism: 1 });
    const t0 = performance.now();
    const h = await hashPassword(GOOD_PASSWORD);
    const ms = performance.now() - t0;
    expect(h).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword(GOOD_PASSWORD)).not.toBe(h); // a new salt each time
    expect(await verifyPassword(GOOD_PASSWORD, h)).toBe(true);
    expect(await verifyPassword('Quiet#Harbor2027', h)).toBe(false);
    expect(needsRehash(h)).toBe(false);
    expect(ms).toBeLessThan(5_000); // a sanity bound only: `pnpm bench login` reports the figure
  });

  it('verifies a legacy scrypt hash and marks it (and argon2id with other parameters) for re-hashing', async () => {
    const legacy = await legacyScryptHash(GOOD_PASSWORD);
    expect(legacy).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(GOOD_PASSWORD, legacy)).toBe(true);
    expect(await verifyPassword('Quiet#Harbor2027', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$' + 'A'.repeat(43))).toBe(true);
  });

  it('many hashes at once all finish (at most one per core runs, the others wait their turn)', async () => {
    const many = await Promise.all(Array.from({ length: 7 }, (_, i) => hashPassword(`${GOOD_PASSWORD}${i}`)));
    expect(new Set(many).size).toBe(7);
    expect(await Promise.all(many.map((h, i) => verifyPassword(`${GOOD_PASSWORD}${i}`, h)))).toEqual(Array(7).fill(true));
  });

  it('never matches a missing or malformed hash, and the dummy hash of unknown ids is argon2id too', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$1$2$3', '$argon2i$v=19$m=47104,t=1,p=1$abc$def'])
      expect(await verifyPassword(GOOD_PASSWORD, stored)).toBe(false);
    expect(await dummyHash()).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
  });
});

describe('at the API', () => {
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
  const joinBody = (loginId: string, pw: string, p: TestPerson) => ({
    mbrTypeCd: '01',
    loginId,
    newPassword: pw,
    newPasswordConfirm: pw,
    email: '',
    mobileNo: p.mobileNo,
    notifySms: false,
    notifyEmail: false,
    agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true },
  });

  it(`join refuses all ${DRESSED_UP.length} dressed-up passwords (400 on newPassword, Korean), then takes a strong one`, async () => {
    const p = newPerson({ name: ME.name, birthDate: ME.birthDate });
    const b = browser();
    expect((await verifySms(b, 'JOIN', p)).confirmed.statusCode).toBe(200);
    // a refusal does not use up the verification: one verification for the whole list
    for (const pw of DRESSED_UP) {
      const res = await b.post('/api/join', joinBody(ME.loginId, pw, p), { headers: { 'idempotency-key': `strength-${Math.random()}` } });
      expect(res.statusCode, pw).toBe(400);
      expect(MESSAGES.has(fieldMessage(res, 'newPassword')!), `${pw}: ${fieldMessage(res, 'newPassword')}`).toBe(true);
    }
    expect(await memberRow(ME.loginId)).toBeUndefined();
    const ok = await b.post('/api/join', joinBody(ME.loginId, GOOD_PASSWORD, p), { headers: { 'idempotency-key': 'strength-ok' } });
    expect(ok.statusCode).toBe(201);
    expect((await memberRow(ME.loginId)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
  });

  it(`password change refuses all ${DRESSED_UP.length} too; the current password keeps working`, async () => {
    const b = browser();
    const p = newPerson({ name: ME.name, birthDate: '19920203' }); // another person of the same name
    expect((await joinMember(b, p, 'strengthchg01')).statusCode).toBe(201);
    expect((await passwordLogin(b, 'strengthchg01', GOOD_PASSWORD)).json().result).toBe('OK');
    for (const pw of DRESSED_UP) {
      const res = await b.post('/api/login/password', { currentPassword: GOOD_PASSWORD, newPassword: pw, newPasswordConfirm: pw });
      expect(res.statusCode, pw).toBe(400);
      expect(MESSAGES.has(fieldMessage(res, 'newPassword')!), `${pw}: ${fieldMessage(res, 'newPassword')}`).toBe(true);
    }
    expect((await passwordLogin(browser(), 'strengthchg01', GOOD_PASSWORD)).json().result).toBe('OK');
  });

  it('a member with a legacy scrypt hash signs in; the stored hash is then argon2id and signs in again', async () => {
    const b = browser();
    expect((await joinMember(b, newPerson(), 'legacyhash01')).statusCode).toBe(201);
    await t.database.db
      .update(members)
      .set({ passwordHash: await legacyScryptHash(GOOD_PASSWORD) })
      .where(eq(members.loginId, 'legacyhash01'));
    expect((await memberRow('legacyhash01')).passwordHash).toMatch(/^scrypt\$/);

    // a wrong password leaves the legacy hash alone
    expect((await passwordLogin(browser(), 'legacyhash01', 'Quiet#Harbor2027')).statusCode).toBe(401);
    expect((await memberRow('legacyhash01')).passwordHash).toMatch(/^scrypt\$/);
    clock.advance(1);

    const first = await passwordLogin(browser(), 'legacyhash01', GOOD_PASSWORD);
    expect(first.json().result).toBe('OK');
    const row = await memberRow('legacyhash01');
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(row.failedCount).toBe(0); // the misses are cleared in the same statement
    expect((await passwordLogin(browser(), 'legacyhash01', GOOD_PASSWORD)).json().result).toBe('OK');
    expect((await memberRow('legacyhash01')).passwordHash).toBe(row.passwordHash); // not re-hashed again
  });

  it('the sandbox sample accounts keep Sandbox#2026 (seeded directly, as argon2id); a new member cannot choose it', async () => {
    await seedSandboxAccounts(t.database, t.config, clock.now());
    expect((await memberRow('sandboxmember')).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await passwordLogin(browser(), 'sandboxmember', SANDBOX_PASSWORD)).json().result).toBe('OK');
    const res = await joinMember(browser(), newPerson(), 'sandboxcopy01', SANDBOX_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(fieldMessage(res, 'newPassword')).toBe(WEAK_PASSWORD_MESSAGES.SERVICE);
  });
});
