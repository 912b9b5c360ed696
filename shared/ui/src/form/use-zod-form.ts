import { useCallback, useRef, useState } from 'react';

/**
 * The part of a zod schema the form needs (so @portal/ui needs no zod dependency; pass the SAME
 * schema the server validates with, from @portal/contracts).
 */
export interface SafeParser<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors = Record<string, string>;

/** 'agreements.TERMS' → 'fm-agreements-TERMS': the id of the input a field error points at. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** zod issues → first message per field path ('a.b'); issues without a path go under ''. */
export function issuesToErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}

/**
 * Server answers of 400: `{ message, errors: [{ field, message }] }` → field errors. Works on an HttpError
 * or on the body itself. Returns null when the answer carries no per-field errors.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  const body = (error as { response?: { data?: unknown } })?.response?.data ?? error;
  const list = (body as { errors?: unknown })?.errors;
  if (!Array.isArray(list) || !list.length) return null;
  const out: FieldErrors = {};
  for (const e of list as { field?: unknown; message?: unknown }[]) {
    if (typeof e?.message !== 'string') continue;
    const key = typeof e.field === 'string' ? e.field.replace(/^body\./, '') : '';
    if (!(key in out)) out[key] = e.message;
  }
  return out;
}

/** Status and body of an HttpError of @portal/http (duck-typed: no import here). */
export function errorStatus(error: unknown): number | undefined {
  return (error as { response?: { status?: number } })?.response?.status;
}
export function errorBody<T = { message?: string; code?: string }>(error: unknown): Partial<T> {
  const data = (error as { response?: { data?: unknown } })?.response?.data;
  return data && typeof data === 'object' ? (data as Partial<T>) : {};
}

export interface ZodForm<V extends Record<string, unknown>, Out> {
  formId: string;
  values: V;
  errors: FieldErrors;
  /** Increments after each failed submit: the ErrorSummary takes focus when it changes. */
  attempt: number;
  set<K extends keyof V>(name: K, value: V[K]): void;
  setValues(patch: Partial<V>): void;
  setErrors(errors: FieldErrors, opts?: { focusSummary?: boolean }): void;
  setFieldError(name: string, message: string | null): void;
  /** Parses the values with the schema; on failure shows every error (values stay as typed). */
  validate(extra?: (values: V) => Record<string, string | undefined>): Out | null;
  /** Maps a server 400 onto the fields; returns true when it did. */
  applyServerError(error: unknown, fallbackField?: string): boolean;
  id(name: string): string;
  /** Props of a field by name (id, value, onChange, error) for the pieces of this package. */
  field(name: keyof V & string): { id: string; name: string; value: V[keyof V]; error?: string; onValue: (v: V[keyof V]) => void };
}

let nextFormId = 1;

/**
 * Form state for one schema: values as typed (never reset on an error), errors per field, the zod
 * parse on submit and the mapping of the server's 400 field errors. Editing a field clears its error.
 */
export function useZodForm<V extends Record<string, unknown>, Out>(
  schema: SafeParser<Out>,
  initial: V | (() => V),
  toInput: (values: V) => unknown = (v) => v,
): ZodForm<V, Out> {
  const [formId] = useState(() => `fm${nextFormId++}`);
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValuesState((v) => ({ ...v, [name]: value }));
    setErrorsState((e) => {
      if (!(String(name) in e)) return e;
      const { [String(name)]: _drop, ...rest } = e;
      return rest;
    });
  }, []);
  const setValues = useCallback((patch: Partial<V>) => setValuesState((v) => ({ ...v, ...patch })), []);
  const setErrors = useCallback((next: FieldErrors, opts: { focusSummary?: boolean } = { focusSummary: true }) => {
    setErrorsState(next);
    if (opts.focusSummary !== false && Object.keys(next).length) setAttempt((a) => a + 1);
  }, []);
  const setFieldError = useCallback((name: string, message: string | null) => {
    setErrorsState((e) => {
      if (message) return { ...e, [name]: message };
      const { [name]: _drop, ...rest } = e;
      return rest;
    });
  }, []);

  const validate = (extra?: (values: V) => Record<string, string | undefined>): Out | null => {
    const v = valuesRef.current;
    const parsed = schema.safeParse(toInput(v));
    const errs = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    const more: FieldErrors = {};
    for (const [k, m] of Object.entries(extra ? extra(v) : {})) if (m) more[k] = m;
    // the page's own checks are the more precise ones (they name the field): they win
    const all = { ...errs, ...more };
    if (Object.keys(all).length) {
      setErrors(all);
      return null;
    }
    setErrorsState({});
    return parsed.success ? parsed.data : null;
  };

  const applyServerError = (error: unknown, fallbackField?: string): boolean => {
    const mapped = serverFieldErrors(error);
    if (mapped) {
      setErrors(mapped);
      return true;
    }
    if (fallbackField && errorStatus(error) === 400) {
      const m = errorBody(error).message;
      if (m) {
        setErrors({ [fallbackField]: m });
        return true;
      }
    }
    return false;
  };

  const id = (name: string) => fieldId(formId, name);
  const field = (name: keyof V & string) => ({
    id: id(name),
    name,
    value: values[name],
    error: errors[name],
    onValue: (v: V[keyof V]) => set(name, v as V[typeof name]),
  });

  return { formId, values, errors, attempt, set, setValues, setErrors, setFieldError, validate, applyServerError, id, field };
}

/** A v4 UUID for Idempotency-Key headers (crypto.randomUUID where there is one). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  const b = new Uint8Array(16);
  c?.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export { loginHref, safeReturnUrl } from '../return-url';
