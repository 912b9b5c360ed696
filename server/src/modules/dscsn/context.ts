import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { VideoAdapter } from '../../adapters/video';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findSession, hashToken, sessionToken, type SessionView } from '../member/session';

export interface DscsnContext {
  db: Db;
  config: Config;
  video: VideoAdapter;
}

export const LOGIN_REQUIRED = '로그인이 필요합니다. 회원 로그인 또는 비회원(본인확인) 로그인을 한 뒤 다시 시도해 주세요.';

export interface Person extends SessionView {
  /** members.person_key; a member and the same person's guest row share it. Accounts without one use their own id. */
  personKey: string;
  mobileNo: string;
  email: string;
}

const personOfRequest = new WeakMap<FastifyRequest, Promise<Person>>();

/**
 * The signed-in member or verified guest of this request, or 401 in Korean. Looked up once per
 * request: the route's access check and its handler share the answer.
 */
export function requirePerson(db: Db, req: FastifyRequest): Promise<Person> {
  let found = personOfRequest.get(req);
  if (!found) {
    found = lookUpPerson(db, req);
    personOfRequest.set(req, found);
  }
  return found;
}

async function lookUpPerson(db: Db, req: FastifyRequest): Promise<Person> {
  const s = await findSession(db, req);
  if (!s) throw new HttpError(401, LOGIN_REQUIRED);
  const [m] = await db
    .select({ personKey: members.personKey, mobileNo: members.mobileNo, email: members.email })
    .from(members)
    .where(eq(members.id, s.memberId));
  return { ...s, personKey: m?.personKey ?? `member:${s.memberId}`, mobileNo: m?.mobileNo ?? '', email: m?.email ?? '' };
}

/** { message, code, errors? }: the error body of booking calls (RsvtError). */
export function coded(status: number, code: string, message: string, field?: string): HttpError {
  return new HttpError(status, message, field ? [{ field, message }] : undefined, { code });
}

export const SLOT_FULL_MESSAGE = '선택하신 시간은 마감되었습니다. 다른 시간을 골라 주세요.';
export const slotFull = () => coded(409, 'SLOT_FULL', SLOT_FULL_MESSAGE, 'time');
export const RSVT_NOT_FOUND = '예약을 찾을 수 없습니다. 예약번호를 확인해 주세요.';
export const rsvtNotFound = () => coded(404, 'NOT_FOUND', RSVT_NOT_FOUND);

/** 'R' (reservation), 'C' (cyber consultation) or 'Q' (묻고 답하기) + YYYYMMDD + '-' + 6 random digits. */
export function recordNo(prefix: 'R' | 'C' | 'Q' | 'O', date: string): string {
  return `${prefix}${date.replaceAll('-', '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Hash of the parsed request (and what it applies to), to tell a retry from a different request under one key. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** 2026-12-04 → 2026-12-04(금). */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${date}(${WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]})`;
}

/** An instant as KST 'YYYY-MM-DD HH:MM'. */
export function kstDateTime(at: Date): string {
  const k = new Date(at.getTime() + 9 * 3600_000);
  return k.toISOString().slice(0, 16).replace('T', ' ');
}

/** Rate-limit key of a caller: the session (hashed) when signed in, else the client address. */
export function perSession(req: FastifyRequest): string {
  const token = sessionToken(req);
  return token ? `s:${hashToken(token)}` : `ip:${req.ip}`;
}

/** Writes per session and 10 minutes: far above what a person does, low enough to stop a script. */
export const WRITE_LIMIT = (max: number) => ({ config: { rateLimit: { max, timeWindow: 10 * 60_000, keyGenerator: perSession } } });
