import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { members } from '../src/db/schema';
import { createSession } from '../src/kernel/session';
import { Browser } from './helpers';

let seq = 0;

/** A member (or guest, mbrTypeCd '09') signed in in a new browser, made directly in the database (no scrypt). */
export async function signedIn(
  app: FastifyInstance,
  database: Database,
  now: Date,
  opts: { mbrTypeCd?: string; personKey?: string; name?: string; mobileNo?: string; email?: string | null } = {},
) {
  seq++;
  const tag = `${process.pid % 10_000}${seq}${randomBytes(2).toString('hex')}`;
  const mbrTypeCd = opts.mbrTypeCd ?? '01';
  const [m] = await database.db
    .insert(members)
    .values({
      loginId: mbrTypeCd === '09' ? `guest-${tag}` : `dscsn${tag}`,
      memberName: opts.name ?? '홍길동',
      mbrTypeCd,
      personKey: opts.personKey ?? `pk-${tag}`,
      mobileNo: opts.mobileNo ?? `010${String(10_000_000 + ((process.pid * 977 + seq * 7919) % 89_999_999)).slice(0, 8)}`,
      email: opts.email === undefined ? `p${tag}@example.kr` : opts.email,
      createdAt: now,
    })
    .returning();
  const b = new Browser(app);
  b.cookies.set('PORTAL_SESSION', await createSession(database.db, m!.id, null, now));
  /** Signs the same person in again at another time (a test clock jump ends the 1800 s session). */
  const renew = async (at: Date) => {
    b.cookies.set('PORTAL_SESSION', await createSession(database.db, m!.id, null, at));
  };
  return { b, member: m!, renew };
}

/** A valid booking body for an office, method, date and time. */
export function rsvtBody(officeId: string, method: 'VISIT' | 'VIDEO' | 'PHONE', date: string, time: string, extra: Record<string, unknown> = {}) {
  return {
    officeId,
    method,
    date,
    time,
    applicant: { name: '홍길동', mobileNo: '010-2222-3333', email: '' },
    field: 'LEASE',
    summary: '전세 계약이 끝났는데 집주인이 보증금을 돌려주지 않습니다. 어떻게 해야 하나요?',
    consent: true,
    ...extra,
  };
}

export const key = () => `k-${randomBytes(8).toString('hex')}`;
export const idem = (k = key()) => ({ headers: { 'idempotency-key': k } });

/** A fixed clock instant: KST date and time. */
export const kst = (date: string, time = '10:00') => new Date(`${date}T${time}:00+09:00`).getTime();
