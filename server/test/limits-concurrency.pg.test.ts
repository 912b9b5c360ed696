// Counted limits under concurrency, on PostgreSQL (PGlite runs one query at a time, so a race there
// proves nothing): more requests than the limit at once, and exactly the limit go through; the rest
// hear the same Korean 429 a person hears one request at a time (issue 31).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_QUESTIONS_PER_ADDRESS_HOUR, AI_QUESTIONS_PER_HOUR, AI_TURNS_MAX, LOGIN_FAILURES_BEFORE_DELAY, VERIFY_MAX_TRIES } from '@portal/contracts';
import { members, verifications } from '../src/db/schema';
import { LOGIN_IP_FAILURES_PER_10_MIN } from '../src/kernel/sign-in/password-check';
import { hashPassword } from '../src/kernel/sign-in/password';
import { Browser, GOOD_PASSWORD, TestClock, createTestApp, newPerson, passwordLogin } from './helpers';
import { signedIn } from './dscsn-helpers';

const clock = new TestClock();
const VERIFY_SENDS_PER_IP = 4;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, verifySendsPerIpPerHour: VERIFY_SENDS_PER_IP });
});
afterAll(async () => {
  await t?.close();
});

const key = () => randomBytes(12).toString('hex');
const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const tally = (answers: { statusCode: number }[]) => codes(answers).reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});

describe('AI questions per member and hour', () => {
  it(`${AI_QUESTIONS_PER_HOUR + 5} questions of one member at once: exactly ${AI_QUESTIONS_PER_HOUR} answered, 5 hear the Korean 429`, async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    const answers = await Promise.all(
      Array.from({ length: AI_QUESTIONS_PER_HOUR + 5 }, (_, i) => b.post('/api/ai/answer', { question: `상속포기 기간 ${i}` }, { headers: { 'idempotency-key': key() } })),
    );
    expect(tally(answers)).toEqual({ 200: AI_QUESTIONS_PER_HOUR, 429: 5 });
    for (const a of answers.filter((x) => x.statusCode === 429)) {
      expect(a.json().message).toMatch(/한 시간에 20번까지/);
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('AI questions per address and hour (the rate-limit store)', () => {
  it(`${AI_QUESTIONS_PER_ADDRESS_HOUR + 8} questions from one address at once (4 members, each under its own limit): exactly ${AI_QUESTIONS_PER_ADDRESS_HOUR} answered`, async () => {
    const ip = `10.251.${Math.floor(Math.random() * 250)}.9`;
    const askers = await Promise.all(Array.from({ length: 4 }, () => signedIn(t.app, t.database, clock.now())));
    for (const { b } of askers) b.ip = ip;
    const each = (AI_QUESTIONS_PER_ADDRESS_HOUR + 8) / 4;
    const answers = await Promise.all(
      askers.flatMap(({ b }, m) =>
        Array.from({ length: each }, (_, i) => b.post('/api/ai/answer', { question: `가압류 신청 ${m}-${i}` }, { headers: { 'idempotency-key': key() } })),
      ),
    );
    expect(tally(answers)).toEqual({ 200: AI_QUESTIONS_PER_ADDRESS_HOUR, 429: 8 });
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().message).toMatch(/요청이 너무 많습니다/);
  });
});

describe('AI turns per conversation', () => {
  it(`5 questions at once on turn ${AI_TURNS_MAX}: one answered, four polite 409s`, async () => {
    const { b, member } = await signedIn(t.app, t.database, clock.now());
    const first = await b.post('/api/ai/answer', { question: '임대차 보증금 반환' }, { headers: { 'idempotency-key': key() } });
    const conversationId = first.json().conversationId as string;
    for (let i = 2; i < AI_TURNS_MAX; i++) {
      expect((await b.post('/api/ai/answer', { question: `보증금 질문 ${i}`, conversationId }, { headers: { 'idempotency-key': key() } })).statusCode).toBe(200);
      // the questions asked an hour and more ago: only the turns count here
      await t.database.db.execute(sql`UPDATE ai_messages SET created_at = created_at - interval '2 hours' WHERE member_id = ${member.id}`);
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => b.post('/api/ai/answer', { question: `마지막 질문 ${i}`, conversationId }, { headers: { 'idempotency-key': key() } })),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: 4 });
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(['TURN_TAKEN', 'TOO_MANY_TURNS']).toContain(a.json().code);
  });
});

describe('sign-in attempts', () => {
  async function memberWithPassword() {
    const { member } = await signedIn(t.app, t.database, clock.now());
    await t.database.db.update(members).set({ passwordHash: await hashPassword(GOOD_PASSWORD) }).where(eq(members.id, member.id));
    return member;
  }

  it(`12 wrong passwords for one member at once: ${LOGIN_FAILURES_BEFORE_DELAY} are checked (401), the rest wait (429 DELAYED)`, async () => {
    const m = await memberWithPassword();
    const b = new Browser(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => passwordLogin(b, m.loginId, 'Wrong#Guess2026')));
    expect(tally(answers)).toEqual({ 401: LOGIN_FAILURES_BEFORE_DELAY, 429: 12 - LOGIN_FAILURES_BEFORE_DELAY });
    for (const a of answers.filter((x) => x.statusCode === 429)) {
      expect(a.json().code).toBe('DELAYED');
      expect(a.json().message).toMatch(/잇달아 틀려 잠시 기다려야 합니다/);
    }
    const [row] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.failedCount).toBe(LOGIN_FAILURES_BEFORE_DELAY);
  });

  it('12 wrong passwords for an id that does not exist at once: the same answers as a real id', async () => {
    const b = new Browser(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => passwordLogin(b, `nobody${randomBytes(4).toString('hex')}`.slice(0, 14), 'Wrong#Guess2026')));
    // (every guess its own unknown id: none is delayed; the same id below)
    expect(tally(answers)).toEqual({ 401: 12 });
    const id = `nobody${randomBytes(4).toString('hex')}`;
    const same = await Promise.all(Array.from({ length: 12 }, () => passwordLogin(b, id, 'Wrong#Guess2026')));
    expect(tally(same)).toEqual({ 401: LOGIN_FAILURES_BEFORE_DELAY, 429: 12 - LOGIN_FAILURES_BEFORE_DELAY });
    for (const a of same.filter((x) => x.statusCode === 429)) expect(a.json().code).toBe('DELAYED');
  });

  it(`${LOGIN_IP_FAILURES_PER_10_MIN + 10} wrong passwords from one address at once (different ids): exactly ${LOGIN_IP_FAILURES_PER_10_MIN} checked, 10 hear the Korean 429`, async () => {
    const ip = `10.252.${Math.floor(Math.random() * 250)}.3`;
    const answers = await Promise.all(
      Array.from({ length: LOGIN_IP_FAILURES_PER_10_MIN + 10 }, (_, i) => {
        const b = new Browser(t.app, ip);
        return passwordLogin(b, `stuffing${i}${randomBytes(2).toString('hex')}`, 'Wrong#Guess2026');
      }),
    );
    expect(tally(answers)).toEqual({ 401: LOGIN_IP_FAILURES_PER_10_MIN, 429: 10 });
    for (const a of answers.filter((x) => x.statusCode === 429)) {
      expect(a.json().code).toBe('RATE_LIMITED');
      expect(a.json().message).toMatch(/로그인 시도가 너무 많습니다/);
    }
  });
});

describe('verification codes', () => {
  const request = (b: Browser, mobileNo: string) => {
    const p = newPerson({ mobileNo });
    return b.post('/api/verify/request', { method: 'SMS', purpose: 'JOIN', carrier: 'SKT', gender: 'M', name: p.name, birthDate: p.birthDate, mobileNo });
  };

  it('10 sends to one phone at once: one code goes, 9 hear "30초에 한 번"', async () => {
    const mobileNo = newPerson().mobileNo;
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(new Browser(t.app), mobileNo)));
    expect(tally(answers)).toEqual({ 200: 1, 429: 9 });
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().code).toBe('RESEND_TOO_SOON');
  });

  it(`10 sends from one address at once (different phones): exactly ${VERIFY_SENDS_PER_IP} go`, async () => {
    const ip = `10.253.${Math.floor(Math.random() * 250)}.5`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(new Browser(t.app, ip), newPerson().mobileNo)));
    expect(tally(answers)).toEqual({ 200: VERIFY_SENDS_PER_IP, 429: 10 - VERIFY_SENDS_PER_IP });
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().message).toMatch(/본인확인 요청이 너무 많습니다/);
  });

  it(`one try left, 10 wrong codes and the right one at once: only one of them is compared`, async () => {
    const b = new Browser(t.app);
    const started = await request(b, newPerson().mobileNo);
    expect(started.statusCode).toBe(200);
    const { verificationId, sandboxCode } = started.json() as { verificationId: string; sandboxCode: string };
    const wrong = (n: number) => String((Number(sandboxCode) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < VERIFY_MAX_TRIES; i++) expect((await b.post('/api/verify/confirm', { verificationId, code: wrong(i) })).statusCode).toBe(409);
    const answers = await Promise.all([...Array.from({ length: 10 }, (_, i) => wrong(10 + i)), sandboxCode].map((code) => b.post('/api/verify/confirm', { verificationId, code })));
    const [v] = await t.database.db.select().from(verifications).where(eq(verifications.id, verificationId));
    // either the right code took the last try (and gave it back) or a wrong one did: never both
    if (v!.verifiedAt) {
      expect(v!.tries).toBe(VERIFY_MAX_TRIES - 1);
      expect(tally(answers)).toEqual({ 200: 1, 429: 10 });
    } else {
      expect(v!.tries).toBe(VERIFY_MAX_TRIES);
      expect(tally(answers)).toEqual({ 429: 11 });
    }
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().code).toBe('TOO_MANY_TRIES');
  });
});
