import { createHmac } from 'node:crypto';
import { openField, sealField } from '../../kernel/field-crypto';

// Resident registration numbers at rest: AES-256-GCM under the personal-identifier key
// (kernel/field-crypto.ts: ELRCPT_RRN_KEY, or generated once and kept in app_secrets).

/** 'v1.' + iv + '.' + tag + '.' + ciphertext (base64url); the application number is the AAD, so a value moved to another row does not open. */
export function encryptRrn(key: Buffer, rrn13: string, aplyNo: string): string {
  return sealField(key, rrn13, aplyNo);
}

export function decryptRrn(key: Buffer, stored: string, aplyNo: string): string {
  return openField(key, stored, aplyNo);
}

/**
 * What the signed document holds of the RRN: a keyed hash (HMAC-SHA256 with a key derived from the
 * RRN key), never the number, and not a plain hash (13 digits are quickly guessed from one).
 */
export function rrnDigest(key: Buffer, rrn13: string): string {
  const k = createHmac('sha256', key).update('elrcpt-rrn-digest').digest();
  return createHmac('sha256', k).update(rrn13).digest('hex');
}
