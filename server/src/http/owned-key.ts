import { createHash } from 'node:crypto';

/**
 * An Idempotency-Key as stored: bound to whoever sent it (a member, a visitor's browser), so the
 * same key from another browser is another request, never a replay of someone else's answer.
 */
export function ownedKey(owner: string, key: string): string {
  return createHash('sha256').update(owner).update('\u0000').update(key).digest('base64url');
}
