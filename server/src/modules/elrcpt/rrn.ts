import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * The key of resident registration numbers (AES-256-GCM): ELRCPT_RRN_KEY when set (production sets
 * it and keeps it outside the database), otherwise generated once and kept in app_secrets like the
 * person-key secret, so every replica agrees.
 */
export async function loadRrnKey(db: Db, configured?: Buffer): Promise<Buffer> {
  if (configured) return configured;
  await db.insert(appSecrets).values({ name: 'elrcpt_rrn_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'elrcpt_rrn_key'));
  return Buffer.from(row!.value, 'base64url');
}

/** 'v1.' + iv + '.' + tag + '.' + ciphertext (base64url); the application number is the AAD, so a value moved to another row does not open. */
export function encryptRrn(key: Buffer, rrn13: string, aplyNo: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(aplyNo, 'utf8'));
  const ct = Buffer.concat([c.update(rrn13, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

export function decryptRrn(key: Buffer, stored: string, aplyNo: string): string {
  const [v, iv, tag, ct] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || !ct) throw new Error('unknown rrn_enc format');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  d.setAAD(Buffer.from(aplyNo, 'utf8'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
}

/**
 * What the signed document holds of the RRN: a keyed hash (HMAC-SHA256 with a key derived from the
 * RRN key), never the number, and not a plain hash (13 digits are quickly guessed from one).
 */
export function rrnDigest(key: Buffer, rrn13: string): string {
  const k = createHmac('sha256', key).update('elrcpt-rrn-digest').digest();
  return createHmac('sha256', k).update(rrn13).digest('hex');
}
