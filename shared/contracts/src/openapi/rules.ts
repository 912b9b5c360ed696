// The zod-free part of the open API contract (openapi/schemas.ts): key kinds, quotas, result codes.

/** What a key is for: development (approved at once) or operating (an approver decides). */
export const OPENAPI_USE_KINDS = ['DEV', 'OPER'] as const;
export type OpenApiUseKind = (typeof OPENAPI_USE_KINDS)[number];
export const OPENAPI_USE_LABELS: Record<OpenApiUseKind, string> = { DEV: '개발계정', OPER: '운영계정' };
export const OPENAPI_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'REVOKED'] as const;
export type OpenApiStatus = (typeof OPENAPI_STATUSES)[number];

/** Calls a day per API: a development key, an approved operating key unless the approver sets another. */
export const OPENAPI_DEV_DAILY_LIMIT = 1_000;
export const OPENAPI_OPER_DAILY_LIMIT = 10_000;
export const OPENAPI_MAX_DAILY_LIMIT = 1_000_000;
/** A key is valid this many years after its issuance; a notice goes this many days before. */
export const OPENAPI_KEY_VALID_YEARS = 2;
export const OPENAPI_EXPIRY_NOTICE_DAYS = 30;
/** After a reissue the old key stays valid this long. */
export const OPENAPI_REISSUE_GRACE_HOURS = 24;
/** Days of per-day usage shown with each application. */
export const OPENAPI_USAGE_DAYS = 30;
/** At most this many CIDRs in an allow-list. */
export const OPENAPI_IP_ALLOW_MAX = 20;
/** Key prefixes by use: a scanner recognises a leaked key by them and the checksum. */
export const OPENAPI_KEY_PREFIX: Record<OpenApiUseKind, string> = { DEV: 'lap_dev_', OPER: 'lap_live_' };
/** lap_dev_ / lap_live_, 22 base62 characters of randomness (≥ 128 bits), 6 base62 characters of CRC32. */
export const OPENAPI_KEY_PATTERN = /^lap_(dev|live)_[0-9A-Za-z]{28}$/;

/**
 * Result codes of the open API (공공데이터포털's common codes), each with its HTTP status: the body's
 * resultCode/resultMsg and the status agree.
 */
export const OPENAPI_RESULTS = {
  '00': { msg: 'NORMAL_SERVICE', status: 200 },
  '03': { msg: 'NODATA_ERROR', status: 404 },
  '10': { msg: 'INVALID_REQUEST_PARAMETER_ERROR', status: 400 },
  '12': { msg: 'NO_OPENAPI_SERVICE_ERROR', status: 404 },
  '20': { msg: 'SERVICE_ACCESS_DENIED_ERROR', status: 403 },
  '22': { msg: 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR', status: 429 },
  '30': { msg: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR', status: 401 },
  '31': { msg: 'DEADLINE_HAS_EXPIRED_ERROR', status: 401 },
  '32': { msg: 'UNREGISTERED_IP_ERROR', status: 403 },
  '99': { msg: 'UNKNOWN_ERROR', status: 500 },
} as const;
export type OpenApiResultCode = keyof typeof OPENAPI_RESULTS;

/** The result code of an error answer that names none, by its HTTP status. */
export function openApiCodeOfStatus(status: number): OpenApiResultCode {
  if (status === 401) return '30';
  if (status === 403) return '20';
  if (status === 404) return '03';
  if (status === 429) return '22';
  if (status >= 400 && status < 500) return '10';
  return '99';
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9A-Fa-f:]+(:(\d{1,3}\.){3}\d{1,3})?$/;

/** An IPv4 or IPv6 address with an optional /prefix, as written in an allow-list; null when it is none. */
export function parseCidr(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, ...rest] = text.trim().split('/');
  if (rest.length) return null;
  const family = IPV4.test(address) ? 'ipv4' : IPV6.test(address) && address.includes(':') && (address.match(/::/g)?.length ?? 0) <= 1 ? 'ipv6' : null;
  if (!family) return null;
  const max = family === 'ipv4' ? 32 : 128;
  if (bits === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return { address, prefix: Number(bits), family };
}
