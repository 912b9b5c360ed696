import { useState, type FormEvent } from 'react';
import type { FieldErrors } from './use-zod-form';

/**
 * The field errors of a hand-written form and its attempt count (ErrorSummary takes focus again on
 * every refusal, even with the same errors): `refuse` shows errors, `clear` takes them away.
 */
export function useRefusals() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  return {
    errors,
    attempt,
    refuse(found: FieldErrors) {
      setErrors(found);
      setAttempt((a) => a + 1);
    },
    clear: () => setErrors({}),
  };
}

/** A form's onSubmit that keeps the browser from sending it and runs `submit` (its promise is the page's to handle). */
export const submitWith =
  (submit: () => unknown) =>
  (e: FormEvent): void => {
    e.preventDefault();
    void submit();
  };
