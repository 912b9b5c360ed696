import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import { missingBefore, readDraft, STEP_PATHS, writeDraft, type BookingDraft } from './draft';

type DraftChange = Partial<BookingDraft> | ((d: BookingDraft) => BookingDraft);

/**
 * The draft of this tab; every change is written to sessionStorage at once. `current()` reads the
 * latest draft, with changes made since this render.
 */
export function useDraft(): [BookingDraft | null, (change: DraftChange) => void, (d: BookingDraft | null) => void, () => BookingDraft | null] {
  const [draft, setDraft] = useState<BookingDraft | null>(readDraft);
  const ref = useRef(draft);
  ref.current = draft;
  const update = useCallback((change: DraftChange) => {
    const cur = ref.current;
    if (!cur) return;
    const next = typeof change === 'function' ? change(cur) : { ...cur, ...change };
    ref.current = next;
    writeDraft(next);
    setDraft(next);
  }, []);
  const replace = useCallback((d: BookingDraft | null) => {
    ref.current = d;
    writeDraft(d);
    setDraft(d);
  }, []);
  const current = useCallback(() => ref.current, []);
  return [draft, update, replace, current];
}

/** Router state a step leaves for the next one: a note to show at the top. */
export interface StepNotice {
  notice?: string;
  tone?: 'warning' | 'error' | 'info';
}

/**
 * A step opened without its earlier steps (a bookmark, a new tab, a draft already submitted) sends
 * the person to the first missing step with a Korean note. Returns true while that happens.
 */
export function useStepGuard(step: number, draft: BookingDraft | null): boolean {
  const navigate = useNavigate();
  const missing = missingBefore(draft, step);
  useEffect(() => {
    if (missing) navigate(STEP_PATHS[missing.step], { replace: true, state: { notice: missing.note, tone: 'warning' } satisfies StepNotice });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one redirect per missing step; the note and navigate are read when it happens
  }, [missing?.step]);
  return !!missing;
}
