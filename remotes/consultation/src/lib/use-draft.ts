import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import type { FieldErrors } from '@portal/ui/form';
import { missingBefore, readDraft, STEP_PATHS, writeDraft, type BookingDraft } from './draft';
import { useSignInGate } from './signin';

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

/** What every booking step reads: the draft, whether an earlier step is missing (see useStepGuard), the sign-in gate. */
export function useStep(step: number) {
  const [draft, update, , current] = useDraft();
  const blocked = useStepGuard(step, draft);
  const gate = useSignInGate();
  return { draft, update, current, blocked, gate };
}

export interface StepForm {
  errors: FieldErrors;
  attempt: number;
  setErrors(change: FieldErrors | ((e: FieldErrors) => FieldErrors)): void;
  /** The person fixed `field`: its error goes. */
  clear(field: string): void;
  /** Shows `errors` in the summary, or, with none, goes on to the next step. */
  next(errors: FieldErrors): void;
}

/** A step's own checks before the next step (the error summary takes focus on each failed try). */
export function useStepForm(step: number): StepForm {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  return {
    errors,
    attempt,
    setErrors,
    clear: (field) => {
      if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    },
    next: (found) => {
      setErrors(found);
      if (Object.keys(found).length) setAttempt((a) => a + 1);
      else navigate(STEP_PATHS[step + 1]!);
    },
  };
}
