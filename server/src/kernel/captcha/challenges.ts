import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/errors';
import { captchaChallenges } from '../../db/schema';
import { hit, peek } from '../counters';

// 자동 입력 방지 challenges in the database (every replica sees the same ones): issued with random
// digits, drawn and read aloud while open, checked once — right or wrong — within their lifetime.

export async function issueChallenge(db: Db, now: Date): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => randomInt(0, 10)).join('');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await db.insert(captchaChallenges).values({ id, answer, createdAt: now, expiresAt });
  if (randomInt(0, 50) === 0) db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(now.getTime() - 3_600_000))).catch(() => undefined);
  return { id, expiresAt };
}

/** The digits of a challenge still open (not checked, not expired), else null. */
export async function openChallenge(db: Db, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ answer: captchaChallenges.answer })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)));
  return row?.answer ?? null;
}

type CheckResult = 'OK' | 'WRONG' | 'EXPIRED' | 'UNKNOWN';

/** Checks an answer and spends the challenge in the same statement (two checks at once: one sees it open). */
async function checkChallenge(db: Db, id: string, answer: string, now: Date): Promise<CheckResult> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt)))
    .returning({ answer: captchaChallenges.answer, expiresAt: captchaChallenges.expiresAt });
  if (!row) return 'UNKNOWN';
  if (row.expiresAt <= now) return 'EXPIRED';
  const expected = Buffer.from(row.answer);
  const given = Buffer.from(answer);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'OK' : 'WRONG';
}

/** Checks the answer (spending the challenge); a failed check is a 400 on the `captchaAnswer` field. */
export async function passChallenge(db: Db, id: string, answer: string, now: Date): Promise<void> {
  const result = await checkChallenge(db, id, answer, now);
  if (result !== 'OK') throw fieldError('captchaAnswer', checkMessage(result));
}

/** The Korean message of a failed check, for the answer field. */
function checkMessage(result: Exclude<CheckResult, 'OK'>): string {
  if (result === 'EXPIRED') return `자동 입력 방지 문자의 입력 시간(${CAPTCHA_TTL_SECONDS / 60}분)이 지났습니다. 새로 나온 그림의 숫자를 입력해 주세요.`;
  if (result === 'WRONG') return '자동 입력 방지 문자가 맞지 않습니다. 새로 나온 그림의 숫자를 입력해 주세요.';
  return '자동 입력 방지 문자를 찾을 수 없습니다. 새로 나온 그림의 숫자를 입력해 주세요.';
}

// Failed verifications counted per client address (scripts rarely keep cookies) and per browser (a
// person behind a shared address, a test suite), in the shared counters: either reaching its limit
// turns the CAPTCHA on for the next hour.
const FAILURES = 'captcha-failures';
const HOUR = 3_600_000;

export interface FailureKeys {
  address: string;
  /** The browser's membership flow (hashed cookie), when it has one. */
  browser: string | null;
}
const keysOf = ({ address, browser }: FailureKeys) => [`ip:${address}`, ...(browser ? [`flow:${browser}`] : [])];

export async function countFailure(db: Db, keys: FailureKeys, now: Date): Promise<void> {
  for (const key of keysOf(keys)) await hit(db, FAILURES, key, HOUR, now);
}

/** Whether the next verification needs a CAPTCHA: `perAddress` failures from the address (config), or CAPTCHA_AFTER_FAILURES from the browser. */
export async function captchaNeeded(db: Db, keys: FailureKeys, now: Date, perAddress: number): Promise<boolean> {
  if ((await peek(db, FAILURES, `ip:${keys.address}`, now)).hits >= perAddress) return true;
  return keys.browser !== null && (await peek(db, FAILURES, `flow:${keys.browser}`, now)).hits >= CAPTCHA_AFTER_FAILURES;
}
