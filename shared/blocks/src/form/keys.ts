import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@portal/ui/form';

/** Where the Idempotency-Key of a send comes from: every send of the same thing carries the same key, so a retry never makes a second record. */
export interface KeySource {
  /** The key of this send of `input`. */
  idempotencyKey(input?: unknown): string;
  /** The next send gets a new key (the server bound this one to another request: 409 IDEMPOTENCY_MISMATCH). */
  renewKey(): void;
  /** After a success. */
  reset?(): void;
  /** After any refusal but a 401: a source whose refused key is spent starts a new one for the next send. */
  refused?(): void;
}

/** A key from the first try until a success (a form without a draft). */
export function ownKeySource(): KeySource {
  let key: string | null = null;
  return {
    idempotencyKey: () => (key ??= newIdempotencyKey()),
    renewKey: () => void (key = null),
    reset: () => void (key = null),
  };
}

/** The key of the body last sent (as JSON) and that body. */
export interface BodyKey {
  key: string;
  sent: string | null;
}

const REFUSED = '\u0000refused';

/**
 * The key for `body`: the last one for the same body (a double click, a retry after a lost answer),
 * a new one for another body (the server answers 409 to a key reused with another body) or after a refusal.
 */
export function nextBodyKey(last: BodyKey | null, body: string): BodyKey {
  if (last && (last.sent === null || last.sent === body)) return { key: last.key, sent: body };
  return { key: newIdempotencyKey(), sent: body };
}

/** A refused send's key is spent: the next send gets a new one whatever its body. */
export const refusedKey = (k: BodyKey): BodyKey => ({ key: k.key, sent: REFUSED });

/** One key per body, kept in `store` (the booking draft keeps it across its steps in sessionStorage). */
export function bodyKeySource(store: { get(): BodyKey | null; set(k: BodyKey): void }): KeySource {
  const spend = () => {
    const k = store.get();
    if (k) store.set(refusedKey(k));
  };
  return {
    idempotencyKey(input) {
      const k = nextBodyKey(store.get(), JSON.stringify(input));
      store.set(k);
      return k.key;
    },
    renewKey: spend,
    refused: spend,
  };
}

/** One key per body, kept by this component (a popup's change). */
export function useBodyKey(): KeySource {
  const ref = useRef<BodyKey | null>(null);
  return useMemo(() => bodyKeySource({ get: () => ref.current, set: (k) => void (ref.current = k) }), []);
}
