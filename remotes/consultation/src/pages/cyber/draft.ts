import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@portal/ui/form';

/**
 * A form draft in sessionStorage (this tab only; a reload keeps everything, closing the tab ends it).
 * The Idempotency-Key belongs to the draft: every send of this draft — a double click, a retry after a
 * lost answer, a send after a reload — carries the same key, so the server makes one receipt. It is
 * renewed only when the draft is cleared after a receipt.
 */
export interface Draft<V> {
  values: V;
  idempotencyKey: string;
  savedAt: string;
}

const PREFIX = 'portal.dscsn.draft.';

function read<V>(name: string): Draft<V> | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PREFIX + name);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft<V>;
    return d && typeof d === 'object' && d.values && typeof d.idempotencyKey === 'string' ? d : null;
  } catch {
    return null;
  }
}

function write<V>(name: string, draft: Draft<V>) {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + name, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works, only the reload safety is lost
  }
}

export function clearDraft(name: string) {
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + name);
  } catch {
    /* nothing to clear */
  }
}

/**
 * The stored draft (merged over `initial`, so fields added later get their defaults) and a saver.
 * `restored` says whether an earlier draft was found (the page says so).
 */
export function useDraft<V extends Record<string, unknown>>(name: string, initial: () => V) {
  const [start] = useState(() => {
    const found = read<V>(name);
    return {
      values: { ...initial(), ...(found?.values ?? {}) } as V,
      idempotencyKey: found?.idempotencyKey ?? newIdempotencyKey(),
      restored: Boolean(found),
    };
  });
  const key = useRef(start.idempotencyKey);
  const save = (values: V) => write(name, { values, idempotencyKey: key.current, savedAt: new Date().toISOString() });
  const reset = () => {
    clearDraft(name);
    key.current = newIdempotencyKey();
  };
  return { initialValues: start.values, restored: start.restored, idempotencyKey: () => key.current, save, reset, renewKey: () => (key.current = newIdempotencyKey()) };
}

/** Saves the values whenever they change (after the first render). */
export function useSaveDraft<V>(values: V, save: (values: V) => void, enabled = true) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) save(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, enabled]);
}
