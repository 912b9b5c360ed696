import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem } from '@portal/contracts';
import commonPasswordsText from './data/common-passwords.txt';
import koreanCommonText from './data/korean-common.txt';
import { guessableReason, hangulToKeys, type PersonalInfo, type WeakReason } from './password-guess';

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

/** Korean words people use as passwords (data/korean-common.txt), as typed on a 2-벌식 keyboard in English mode. */
export const KOREAN_COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  koreanCommonText
    .split('\n')
    .map((w) => w.trim())
    .filter((w) => w && !w.startsWith('#'))
    .flatMap((w) => [w, hangulToKeys(w).toLowerCase()]),
);

/** Everything a new password is compared with after normalising (see password-guess.ts). */
export const BLOCKED_PASSWORDS: ReadonlySet<string> = new Set([...COMMON_PASSWORDS, ...KOREAN_COMMON_PASSWORDS]);

const TRY_INSTEAD = '서로 관계없는 낱말 서너 개를 이어 쓰는 등 다른 사람이 짐작하기 어려운 비밀번호를 입력해 주세요.';
export const WEAK_PASSWORD_MESSAGES: Record<WeakReason, string> = {
  COMMON: `흔히 쓰이는 비밀번호와 비슷합니다. 흔한 단어나 비밀번호에 숫자·특수문자를 붙이거나 글자를 비슷한 기호로 바꾼 것(예: P@ssw0rd1!)도 쓸 수 없습니다. ${TRY_INSTEAD}`,
  PATTERN: `흔히 쓰이는 비밀번호와 비슷합니다. 키보드 배열(qwer, 1q2w, asdf)이나 연속되거나 반복되는 문자(1234, abcd, aaaa)로 이루어진 비밀번호는 쓸 수 없습니다. ${TRY_INSTEAD}`,
  PERSONAL: `흔히 쓰이는 비밀번호와 비슷합니다. 아이디, 이름, 생년월일, 휴대전화 번호처럼 나를 아는 사람이 짐작할 수 있는 값이 대부분인 비밀번호는 쓸 수 없습니다. ${TRY_INSTEAD}`,
};

/**
 * The rule of every new password (join, change, reset): the contract's rule (length, kinds, member
 * id inside) plus the block list compared after normalising, keyboard walks, sequences, repeats and
 * the member's own values (NIST SP 800-63B; see password-guess.ts). Korean message, or null.
 */
export function newPasswordProblem(password: string, who: PersonalInfo | string = {}): string | null {
  const info = typeof who === 'string' ? { loginId: who } : who;
  const shape = passwordProblem(password, info.loginId ?? '');
  if (shape) return shape;
  const reason = guessableReason(password, info, BLOCKED_PASSWORDS);
  return reason ? WEAK_PASSWORD_MESSAGES[reason] : null;
}
