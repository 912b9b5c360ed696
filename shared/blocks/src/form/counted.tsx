import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Notice, TextField, type FieldErrors, type TextFieldProps } from '@portal/ui/form';
import { withThousands } from '@portal/ui/format';
import { bindField, type BindableForm } from './bind';

/**
 * '12 / 100자' under a field; over the limit it says by how much (in text, not colour only).
 * `className` is the remote's own class (ct-counter, cy-counter); `is-over` is added past the limit.
 */
export function CharCounter({ length, max, className }: { length: number; max: number; className: string }) {
  const over = length > max;
  return (
    <span className={`${className} ${over ? 'is-over' : ''}`.trim()} data-counter="">
      {withThousands(String(length))} / {withThousands(String(max))}자{over ? ` (${withThousands(String(length - max))}자 넘음)` : ''}
    </span>
  );
}

/**
 * What a screen reader hears about a field's length: only when the characters left cross one of
 * `steps` (e.g. [0, 20, 100]) or go over the limit, not on every keystroke (that would drown the typing).
 * `name` is the field's Korean name in the sentence ('제목: 20자 남았습니다.').
 */
export function useCountAnnouncement(length: number, max: number, name: string, steps: readonly number[]): string {
  const [said, setSaid] = useState('');
  const last = useRef<number | null>(null);
  useEffect(() => {
    const left = max - length;
    const step = left < 0 ? -1 : (steps.find((t) => left <= t) ?? null);
    if (step !== last.current) {
      last.current = step;
      if (step === null) setSaid('');
      else if (step < 0) setSaid(`${name}이(가) ${max}자를 ${-left}자 넘었습니다.`);
      else setSaid(`${name}: ${left}자 남았습니다.`);
    }
  }, [length, max, name, steps]);
  return said;
}

/** The one polite live region of a form's counted fields: their announcements, space-separated. */
export function CountAnnouncement({ said }: { said: readonly string[] }) {
  return (
    <p className="sr-only" aria-live="polite">
      {said.join(' ')}
    </p>
  );
}

export interface CountedTextFieldProps<V, K extends keyof V & string> extends Omit<TextFieldProps, 'id' | 'value' | 'onValue' | 'error' | 'hint' | 'form' | 'name'> {
  /** The form the field belongs to (useZodForm's). */
  form: BindableForm<V>;
  /** The field's name in the form; its value is a string. */
  name: K;
  /** The most characters; the counter counts against it. */
  max: number;
  /** The class of the counter (ct-counter, cy-counter). */
  counterClass: string;
  /** The hint before the counter: the hint line reads `{hint} · {counter}`. */
  hint: ReactNode;
}

/**
 * A TextField (one line, or `multiline`) of a form with a live character counter at the end of its
 * hint. The screen-reader side is useCountAnnouncement + one CountAnnouncement for the form.
 */
export function CountedTextField<V extends { [P in K]: string }, K extends keyof V & string>({ form, name, max, counterClass, hint, ...rest }: CountedTextFieldProps<V, K>) {
  const { value, onValue, ...bound } = bindField(form, name);
  return (
    <TextField
      {...rest}
      {...bound}
      value={value}
      onValue={(v) => onValue(v as V[K])}
      hint={
        <>
          {hint} · <CharCounter length={value.length} max={max} className={counterClass} />
        </>
      }
    />
  );
}

/** '이 탭에서 … 불러왔습니다.' with the 처음부터 다시 쓰기 button: shown when a draft was restored. */
export function RestoredDraftNotice({ onClear, children }: { onClear(): void; children: ReactNode }) {
  return (
    <Notice tone="info">
      <p>
        {children}{' '}
        <button type="button" className="btn btn-tertiary btn-small" onClick={onClear}>
          처음부터 다시 쓰기
        </button>
      </p>
    </Notice>
  );
}

/** 처음부터 다시 쓰기: forgets the draft, empties the fields, clears the errors (no focus move) and the failure. */
export function startOver<V>(
  draft: { reset(): void },
  form: { setValues(values: V): void; setErrors(errors: FieldErrors, opts?: { focusSummary?: boolean }): void },
  blank: V,
  submit: { setFailure(failure: null): void },
): void {
  draft.reset();
  form.setValues(blank);
  form.setErrors({}, { focusSummary: false });
  submit.setFailure(null);
}
