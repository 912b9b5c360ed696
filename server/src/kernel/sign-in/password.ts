import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// How passwords are stored and checked (member and staff sign-in alike). The rule of new passwords
// is the membership's (modules/member/password-strength.ts).

/**
 * argon2id (@node-rs/argon2, RFC 9106), OWASP Password Storage Cheat Sheet's first configuration:
 * m = 46 MiB (47 104 KiB), t = 1, p = 1. Measured side by side on this machine's 2 cores (Node 20,
 * 2026-11-29): 15 ms median per hash (19 ms in `pnpm bench login`, up to ~43 ms while other work
 * loads the cores), against 8 ms for OWASP's m = 19 MiB, t = 2 and 33–42 ms for the scrypt it
 * replaces (N = 2^14, r = 8, p = 1: 16 MiB, an eighth of OWASP's scrypt minimum N = 2^17).
 * OWASP rates its configurations as equal; this one makes each guess hold the most memory, which
 * is what a GPU or ASIC attacker pays for, and stays far under the ~100 ms budget of a sign-in.
 * algorithm 2 = Argon2id (the package's enum is a const enum, not importable under isolatedModules).
 */
export const ARGON2_PARAMS = { memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;
const ARGON2_OPTIONS = { ...ARGON2_PARAMS, outputLen: 32, algorithm: 2 } as const;
/** Stored PHC string: $argon2id$v=19$m=47104,t=1,p=1$<salt>$<hash> (salt of 16 random bytes, base64). */
const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/;
/** A stored string may ask for at most this (a tampered row must not exhaust memory): 1 GiB, 16 passes. */
const ARGON2_MAX = { memoryCost: 1 << 20, timeCost: 16, parallelism: 16 };

/** Passwords are hashed as NFKC so the same characters typed on another keyboard or system still match. */
const normalise = (password: string) => password.normalize('NFKC');

/**
 * At most one hash per core at once (2 here): more would not finish sooner, would hold 46 MiB each
 * (a replica has 512 MiB, docker-compose.yml) and would take all 4 threads of libuv's pool, which
 * file reads and compression share. The others wait here, in arrival order.
 */
const HASH_SLOTS = Math.max(1, availableParallelism());
let hashing = 0;
const waiting: (() => void)[] = [];
async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASH_SLOTS) hashing++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over, not counted again
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => argon2Hash(normalise(password), ARGON2_OPTIONS));
}

// ─── legacy: scrypt$N$r$p$salt$hash (base64url), stored before argon2id ───────────────────────────
const maxmem = (N: number, r: number, p: number) => 128 * N * r * p + 32 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(normalise(password), salt, keyLen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

async function verifyScrypt(password: string, parts: string[]): Promise<boolean> {
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await oneAtATimePerCore(() => scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r, p) }));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A scrypt$… string as the old code stored it (tests make legacy members with it). */
export async function legacyScryptHash(password: string, { N, r, p } = { N: 16_384, r: 8, p: 1 }): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { N, r, p, maxmem: maxmem(N, r, p) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function argon2Params(stored: string) {
  const m = ARGON2_PHC.exec(stored);
  return m ? { memoryCost: Number(m[1]), timeCost: Number(m[2]), parallelism: Number(m[3]) } : null;
}

/**
 * Checks a password against a stored hash of either kind (argon2id PHC string, or the legacy
 * scrypt$… string); the comparison is constant-time in both (argon2's own, timingSafeEqual).
 * A malformed or missing hash never matches and costs one argon2id check like any other.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const value = stored ?? '';
  const params = argon2Params(value);
  if (params) {
    if (params.memoryCost > ARGON2_MAX.memoryCost || params.timeCost > ARGON2_MAX.timeCost || params.parallelism > ARGON2_MAX.parallelism) return false;
    try {
      return await oneAtATimePerCore(() => argon2Verify(value, normalise(password)));
    } catch {
      return false;
    }
  }
  const parts = value.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') return verifyScrypt(password, parts);
  const dummyValue = await dummyHash();
  await oneAtATimePerCore(() => argon2Verify(dummyValue, normalise(password))); // same cost either way: an account without a password is not told apart
  return false;
}

/** True for a legacy scrypt hash or an argon2id one with other parameters: re-hashed at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const params = argon2Params(stored);
  return (
    !params ||
    params.memoryCost !== ARGON2_PARAMS.memoryCost ||
    params.timeCost !== ARGON2_PARAMS.timeCost ||
    params.parallelism !== ARGON2_PARAMS.parallelism
  );
}

/** A fixed argon2id hash to compare against when the login id is unknown, so that answer costs the same time. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
