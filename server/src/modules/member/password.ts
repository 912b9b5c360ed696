import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem } from '@portal/contracts';
import commonPasswordsText from './data/common-passwords.txt';

/**
 * scrypt (node:crypto, no native dependency). N = 2^14, r = 8, p = 1 (16 MiB): measured on this
 * machine's 2 cores (Node 20, 2026-11-21, other work running) at about 70 ms per hash; N = 2^15
 * cost about 160 ms, over the issue's ~100 ms budget. `pnpm bench login` prints the figure again.
 * Stored self-describing — scrypt$N$r$p$salt$hash (base64url) — so the cost can rise later:
 * verifyPassword reads the parameters from the stored string and needsRehash tells when to upgrade.
 */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LEN = 32;
const SALT_LEN = 16;

function scrypt(password: string, salt: Buffer, keyLen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keyLen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const maxmem = (N: number, r: number, p: number) => 128 * N * r * p + 32 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LEN);
  const key = await scrypt(password, salt, KEY_LEN, { N, r, p, maxmem: maxmem(N, r, p) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time check against a stored scrypt$… string; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await hashPassword(password); // same cost either way: an account without a password is not told apart
    return false;
  }
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r, p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split('$').map(Number);
  return N !== SCRYPT_PARAMS.N || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p;
}

/** A fixed hash to compare against when the login id is unknown, so that answer costs the same time. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/** zxcvbn 4.4.2's 10 000 most frequent passwords (MIT; see data/LICENSE-common-passwords.txt), lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  commonPasswordsText
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean),
);

export const COMMON_PASSWORD_MESSAGE = '자주 쓰이는 비밀번호라 쓸 수 없습니다. 다른 사람이 짐작하기 어려운 비밀번호를 입력해 주세요.';

/** The contract's rule (length, kinds, member id inside) plus the common-password list (case-insensitive). */
export function newPasswordProblem(password: string, loginId = ''): string | null {
  return passwordProblem(password, loginId) ?? (COMMON_PASSWORDS.has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null);
}
