import { constants, createPrivateKey, generateKeyPair, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginKeyPairs, loginKeys } from '../../db/schema';

const generate = promisify(generateKeyPair);

/** A one-time key id (p) is good for 5 minutes. */
export const LOGIN_KEY_TTL_SECONDS = 300;
/** A key pair is used for new key ids for a day, then a new one is made (old ids still decrypt until they expire). */
export const KEY_PAIR_ROTATE_SECONDS = 86_400;

/**
 * RSA-2048 key pairs for the login form's password encryption (RSA-OAEP, SHA-256). Decision: the
 * pair lives in the database (login_key_pairs), made lazily by the first replica that needs one and
 * shared by all, so a key id issued by one replica is consumed by any other. Each process caches
 * the pairs it has read (immutable rows, not per-user state). Key ids are rows in login_keys,
 * consumed by a single conditional UPDATE, so one works once across every replica.
 */
export class LoginKeys {
  private readonly pairs = new Map<string, { publicDer: string; privateKey: KeyObject; createdAt: Date }>();
  private making: Promise<string> | null = null;
  private issued = 0;

  constructor(private readonly db: Db) {}

  private cache(row: typeof loginKeyPairs.$inferSelect) {
    const pair = { publicDer: row.publicDer, privateKey: createPrivateKey(row.privatePem), createdAt: row.createdAt };
    this.pairs.set(row.pairId, pair);
    return pair;
  }

  /** The pair new key ids use (newest younger than a day), made when there is none. */
  private async currentPairId(now: Date): Promise<string> {
    for (const [id, p] of this.pairs) if (now.getTime() - p.createdAt.getTime() < KEY_PAIR_ROTATE_SECONDS * 1000 - 60_000) return id;
    const [row] = await this.db
      .select()
      .from(loginKeyPairs)
      .where(gt(loginKeyPairs.createdAt, new Date(now.getTime() - KEY_PAIR_ROTATE_SECONDS * 1000 + 60_000)))
      .orderBy(desc(loginKeyPairs.createdAt))
      .limit(1);
    if (row) {
      this.cache(row);
      return row.pairId;
    }
    this.making ??= (async () => {
      const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048 });
      const pairId = randomBytes(12).toString('base64url');
      const values = {
        pairId,
        publicDer: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        createdAt: now,
      };
      await this.db.insert(loginKeyPairs).values(values);
      this.cache(values);
      return pairId;
    })().finally(() => {
      this.making = null;
    });
    return this.making;
  }

  /** GET /api/login/key: a fresh one-time key id and the public key (base64 SPKI DER). */
  async issue(now: Date): Promise<{ keyId: string; publicKey: string; expiresAt: Date }> {
    const pairId = await this.currentPairId(now);
    const keyId = randomBytes(18).toString('base64url');
    const expiresAt = new Date(now.getTime() + LOGIN_KEY_TTL_SECONDS * 1000);
    await this.db.insert(loginKeys).values({ keyId, pairId, expiresAt });
    if (++this.issued % 200 === 0) {
      const old = new Date(now.getTime() - 3_600_000);
      this.db.delete(loginKeys).where(lt(loginKeys.expiresAt, old)).catch(() => undefined);
      this.db
        .delete(loginKeyPairs)
        .where(and(lt(loginKeyPairs.createdAt, new Date(now.getTime() - 3 * KEY_PAIR_ROTATE_SECONDS * 1000)), sql`NOT EXISTS (SELECT 1 FROM login_keys k WHERE k.pair_id = ${loginKeyPairs.pairId})`))
        .catch(() => undefined);
    }
    return { keyId, publicKey: this.pairs.get(pairId)!.publicDer, expiresAt };
  }

  /**
   * Uses key id p up (whatever happens next) and decrypts s with its private key. null when the id
   * is unknown, used or expired, or when s does not decrypt under it.
   */
  async consumeAndDecrypt(p: string, s: string, now: Date): Promise<string | null> {
    const [used] = await this.db
      .update(loginKeys)
      .set({ usedAt: now })
      .where(and(eq(loginKeys.keyId, p), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now)))
      .returning({ pairId: loginKeys.pairId });
    if (!used) return null;
    let pair = this.pairs.get(used.pairId);
    if (!pair) {
      const [row] = await this.db.select().from(loginKeyPairs).where(eq(loginKeyPairs.pairId, used.pairId));
      if (!row) return null;
      pair = this.cache(row);
    }
    try {
      const plain = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(s, 'base64'));
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }
}
