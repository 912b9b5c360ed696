import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * The key of personal identifiers at rest (AES-256-GCM): resident registration numbers (elrcpt) and
 * the staff's authenticator secrets (admin). ELRCPT_RRN_KEY when set (production sets it and keeps it
 * outside the database), otherwise generated once and kept in app_secrets like the person-key secret,
 * so every replica agrees. One key: each use binds its values to their row and kind by the associated
 * data, so a value copied to another row or another kind of field does not open.
 */
export async function loadFieldKey(db: Db, configured?: Buffer): Promise<Buffer> {
  if (configured) return configured;
  await db.insert(appSecrets).values({ name: 'elrcpt_rrn_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'elrcpt_rrn_key'));
  return Buffer.from(row!.value, 'base64url');
}

/** 'v1.' + iv + '.' + tag + '.' + ciphertext (base64url); `aad` (the row's id, and its kind) is authenticated, not stored. */
export function sealField(key: Buffer, plain: string, aad: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/** The plain value of sealField's output under the same key and associated data; throws otherwise. */
export function openField(key: Buffer, stored: string, aad: string): string {
  const [v, iv, tag, ct] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || !ct) throw new Error('unknown sealed field format');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  d.setAAD(Buffer.from(aad, 'utf8'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
}
