import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from './use-zod-form';

/**
 * A form draft in sessionStorage under `storageKey` (this tab only; a reload or a sign-in detour
 * keeps everything, closing the tab ends it). The Idempotency-Key belongs to the draft: every send of
 * this draft — a double click, a retry after a lost answer, a send after a reload — carries the same
 * key, so the server stores one record. It is renewed when the draft is cleared after a success, or
 * by renewKey when the server says the key is bound to another request.
 */
interface StoredDraft<V> {
  values: V;
  idempotencyKey: string;
  savedAt: string;
}

function read<V>(storageKey: string): StoredDraft<V> | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey);
    if (!raw) return null;
    const d = JSON.parse(raw) as StoredDraft<V>;
    return d && typeof d === 'object' && d.values && typeof d.values === 'object' && typeof d.idempotencyKey === 'string' ? d : null;
  } catch {
    return null;
  }
}

function write<V>(storageKey: string, draft: StoredDraft<V> | null) {
  try {
    if (draft) globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(storageKey);
  } catch {
    // storage full or blocked: the form still works, only the reload safety is lost
  }
}

/**
 * The stored draft (merged over `initial`, so fields added later get their defaults) and a saver.
 * `restored` says whether an earlier draft was found (the page says so).
 */
export function useFormDraft<V extends Record<string, unknown>>(storageKey: string, initial: () => V) {
  const [start] = useState(() => {
    const found = read<V>(storageKey);
    return {
      values: { ...initial(), ...(found?.values ?? {}) } as V,
      idempotencyKey: found?.idempotencyKey ?? newIdempotencyKey(),
      restored: Boolean(found),
    };
  });
  const key = useRef(start.idempotencyKey);
  return {
    initialValues: start.values,
    restored: start.restored,
    idempotencyKey: () => key.current,
    save: (values: V) => write(storageKey, { values, idempotencyKey: key.current, savedAt: new Date().toISOString() }),
    reset: () => {
      write(storageKey, null);
      key.current = newIdempotencyKey();
    },
    renewKey: () => {
      key.current = newIdempotencyKey();
    },
  };
}

/** Saves the values whenever they change (not on the first render, which only read them). */
export function useSaveDraft<V>(values: V, save: (values: V) => void, enabled = true) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) save(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save is often a new function on every render: only new values are saved
  }, [values, enabled]);
}
