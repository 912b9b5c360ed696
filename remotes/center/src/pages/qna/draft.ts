import { useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '@portal/contracts/client';
import { newIdempotencyKey } from '@portal/ui/form';

export interface QnaValues extends Record<string, unknown> {
  category: string;
  title: string;
  content: string;
  /** At most one (the contract's optional attachment). */
  files: UploadedFile[];
  isPublic: 'N' | 'Y';
  consent: boolean;
}

export const blankQna = (): QnaValues => ({ category: '', title: '', content: '', files: [], isPublic: 'N', consent: false });

const KEY = 'portal.center.qna.draft';
interface Stored {
  values: QnaValues;
  idempotencyKey: string;
}

function read(): Stored | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Stored;
    return d && typeof d.idempotencyKey === 'string' && d.values && typeof d.values === 'object' ? d : null;
  } catch {
    return null;
  }
}

function write(d: Stored | null) {
  try {
    if (d) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(d));
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // storage blocked or full: the form still works, only the reload safety is lost
  }
}

/**
 * The question being written, kept in sessionStorage (a reload or a sign-in detour loses nothing;
 * closing the tab ends it) with ONE Idempotency-Key: a double click, a retry after a lost answer or a
 * send after a reload all carry it, so the server stores one question. The server binds a key only
 * to a stored question, so a refused send (400) may be corrected and sent again under the same key.
 */
export function useQnaDraft() {
  const [start] = useState(() => {
    const found = read();
    return { values: { ...blankQna(), ...(found?.values ?? {}) }, key: found?.idempotencyKey ?? newIdempotencyKey(), restored: Boolean(found) };
  });
  const key = useRef(start.key);
  return {
    initialValues: start.values,
    restored: start.restored,
    idempotencyKey: () => key.current,
    save: (values: QnaValues) => write({ values, idempotencyKey: key.current }),
    reset: () => {
      write(null);
      key.current = newIdempotencyKey();
    },
    renewKey: () => {
      key.current = newIdempotencyKey();
    },
  };
}

/** Writes the values whenever they change (not on the first render, which only read them). */
export function useSaveDraft(values: QnaValues, save: (v: QnaValues) => void, enabled: boolean) {
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
