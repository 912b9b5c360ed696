import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * The person-key secret: PERSON_KEY_SECRET when set (production should set it and keep it outside
 * the database), otherwise generated once and kept in app_secrets so every replica agrees.
 */
export async function loadPersonKeySecret(db: Db, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db.insert(appSecrets).values({ name: 'person_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'person_key'));
  return Buffer.from(row.value, 'base64url');
}

/**
 * The stable key of a verified person (like the CI value of Korean providers): HMAC-SHA256 of the
 * name and birth date. Both are what every method (SMS and the simple-authentication apps) returns,
 * so the same person gets the same key whichever way they verify; the mobile number is not part of
 * it (people change numbers), nor gender (the simple-authentication apps do not ask it).
 */
export function personKey(secret: Buffer, name: string, birthDate: string): string {
  const normalName = name.normalize('NFC').replace(/\s+/g, ' ').trim().toUpperCase();
  return createHmac('sha256', secret).update(`${normalName}|${birthDate}`).digest('base64url');
}

export function hmac(secret: Buffer, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
}
