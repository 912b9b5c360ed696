// Open API keys (issue 33): their format, their hash, and the check of every keyed call — the key,
// its application's state, the caller's address and the day's quota, counted in the database so
// every replica agrees. No cache: a key works the moment it is issued and stops the moment it is revoked.
import { createHash, randomInt } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { OPENAPI_KEY_PATTERN, OPENAPI_KEY_PREFIX, OPENAPI_RESULTS, addDays, kstDate, parseCidr, type OpenApiResultCode, type OpenApiUseKind } from '@portal/contracts';
import { nowOf } from '../clock';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 22 base62 characters: 22 × log2(62) ≈ 131 bits. */
const RANDOM_CHARS = 22;
const CHECK_CHARS = 6;

const base62 = (n: number, width: number) => {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
};

/** CRC32 of the prefix and random part, in 6 base62 characters: lets a scanner tell a real key from noise. */
const checksumOf = (body: string) => base62(crc32(body), CHECK_CHARS);

/** A new key of this use: the key (shown once), its hash (stored) and its hint (shown to the owner). */
export function newApiKey(kind: OpenApiUseKind): { key: string; hash: string; hint: string } {
  let random = '';
  for (let i = 0; i < RANDOM_CHARS; i++) random += BASE62[randomInt(62)];
  const body = OPENAPI_KEY_PREFIX[kind] + random;
  const key = body + checksumOf(body);
  return { key, hash: hashApiKey(key), hint: `${OPENAPI_KEY_PREFIX[kind]}…${key.slice(-4)}` };
}

/** Well-formed and its checksum agrees (no database needed to refuse a typo or a guess). */
export function isWellFormedKey(key: string): boolean {
  return OPENAPI_KEY_PATTERN.test(key) && checksumOf(key.slice(0, -CHECK_CHARS)) === key.slice(-CHECK_CHARS);
}

/** SHA-256 is enough for 131 random bits: nothing to guess, nothing to stretch. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key a request presents: Authorization: Bearer, X-API-Key, or serviceKey= in the query (공공데이터포털 compatibility). */
export function presentedKey(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const q = (req.query as Record<string, unknown> | undefined)?.serviceKey;
  if (typeof q === 'string' && q.trim()) return q.trim();
  return null;
}

/** An open API refusal: its result code and status (OPENAPI_RESULTS); the message never repeats the key. */
export function openApiError(code: OpenApiResultCode, message: string): HttpError {
  return new HttpError(OPENAPI_RESULTS[code].status, message, undefined, { resultCode: code });
}

/** The quota of one keyed call: calls a day, left today, and when the day (KST) ends. */
export interface CallQuota {
  limit: number;
  remaining: number;
  windowSeconds: number;
  /** Seconds until the KST day ends and the count starts again. */
  resetSeconds: number;
}

const quotaOfRequest = new WeakMap<FastifyRequest, CallQuota>();
/** The quota the key check found for this request (set also when it refused with 429), for the answer's headers. */
export const requestQuota = (req: FastifyRequest): CallQuota | undefined => quotaOfRequest.get(req);

interface KeyRow extends Record<string, unknown> {
  key_id: string;
  application_id: string;
  expires_at: Date | string;
  replaced_at: Date | string | null;
  revoked_at: Date | string | null;
  status: string;
  daily_limit: number;
  ip_allow: string[];
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The caller's address in the form BlockList checks (an IPv4 address mapped into IPv6 as IPv4). */
function addressOf(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  if (isIPv4(ip)) return { address: ip, family: 'ipv4' };
  if (isIPv6(ip)) return { address: ip, family: 'ipv6' };
  return null;
}

export function addressAllowed(ip: string, allow: string[]): boolean {
  if (!allow.length) return true;
  const at = addressOf(ip);
  if (!at) return false;
  const list = new BlockList();
  for (const c of allow) {
    const cidr = parseCidr(c);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return list.check(at.address, at.family);
}

/** The application a key belongs to, with what a call needs: the day's limit. */
export interface KeyedClient {
  applicationId: string;
  keyId: string;
  quota: CallQuota;
}

/**
 * Checks a keyed call and counts it: 401 code 30 without a key, with a malformed one (checksum),
 * an unknown or a revoked one; 401 code 31 for an expired one (a reissued key 24 h after the
 * reissue); 403 code 20 while the application waits for (or was refused) approval; 403 code 32 from an
 * address outside the allow-list; 429 code 22 when the day's calls of this API are used up. The count
 * is one upsert that adds the call only while it is under the limit: concurrent calls on any replica
 * admit exactly the limit.
 */
export async function checkApiKey(db: Db, req: FastifyRequest, api: string): Promise<KeyedClient> {
  const key = presentedKey(req);
  if (!key) throw openApiError('30', '서비스키가 없습니다. 발급받은 키를 Authorization: Bearer 헤더, X-API-Key 헤더 또는 serviceKey 파라미터로 보내 주십시오.');
  if (!isWellFormedKey(key)) throw openApiError('30', '서비스키의 형식이나 검증 문자가 맞지 않습니다. 발급 때 받은 키 전체를 빠짐없이 보내 주십시오.');
  const [row] = rowsOf<KeyRow>(
    await db.execute(sql`
      SELECT k.id AS key_id, k.application_id, k.expires_at, k.replaced_at, k.revoked_at, a.status, a.daily_limit, a.ip_allow
      FROM openapi_keys k JOIN openapi_applications a ON a.id = k.application_id
      WHERE k.key_hash = ${hashApiKey(key)}`),
  );
  if (!row) throw openApiError('30', '등록되지 않은 서비스키입니다. 마이페이지의 오픈 API 신청 내역에서 키를 확인해 주십시오.');
  if (row.revoked_at || row.status === 'REVOKED') throw openApiError('30', '폐기된 서비스키입니다. 새 키를 신청하거나 재발급받아 주십시오.');
  const now = nowOf(req);
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw openApiError(
      '31',
      row.replaced_at ? '재발급으로 교체된 서비스키이며 24시간의 유예 기간이 끝났습니다. 재발급받은 새 키를 써 주십시오.' : '서비스키의 유효 기간(발급 후 2년)이 끝났습니다. 재발급받아 주십시오.',
    );
  }
  if (row.status === 'PENDING') throw openApiError('20', '운영계정 신청이 아직 승인되지 않았습니다. 승인된 뒤에 이 키로 호출해 주십시오.');
  if (row.status !== 'APPROVED') throw openApiError('20', '반려된 신청의 서비스키입니다. 반려 사유를 확인한 뒤 다시 신청해 주십시오.');
  if (!addressAllowed(req.ip, row.ip_allow ?? [])) throw openApiError('32', '허용 IP 목록에 없는 주소에서 호출했습니다. 신청한 서버에서 호출하거나 허용 IP를 새로 신청해 주십시오.');

  const today = kstDate(now);
  const nextDay = new Date(`${addDays(today, 1)}T00:00:00+09:00`);
  const resetSeconds = Math.max(1, Math.ceil((nextDay.getTime() - now.getTime()) / 1000));
  const limit = Number(row.daily_limit);
  const [counted] = rowsOf<{ calls: number }>(
    await db.execute(sql`
      INSERT INTO openapi_usage (application_id, api, day, calls) VALUES (${row.application_id}, ${api}, ${today}, 1)
      ON CONFLICT (application_id, api, day) DO UPDATE SET calls = openapi_usage.calls + 1
      WHERE openapi_usage.calls < ${limit}
      RETURNING calls`),
  );
  const quota: CallQuota = { limit, remaining: counted ? Math.max(0, limit - Number(counted.calls)) : 0, windowSeconds: 86_400, resetSeconds };
  quotaOfRequest.set(req, quota);
  if (!counted) {
    throw new HttpError(429, `이 API의 오늘 호출 한도(${limit.toLocaleString('ko-KR')}건)를 모두 썼습니다. 자정(한국 시간)에 다시 시작됩니다. 더 필요하면 운영계정 한도 상향을 신청해 주십시오.`, undefined, {
      resultCode: '22',
      retryAfterSeconds: resetSeconds,
    });
  }
  return { applicationId: row.application_id, keyId: row.key_id, quota };
}
