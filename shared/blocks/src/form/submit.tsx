import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { errorBody, errorStatus, newIdempotencyKey, serverFieldErrors, type FieldErrors, type ZodForm } from '@portal/ui/form';

/** The error body of a refused call, as far as a form reads it. */
export interface RefusalBody {
  message?: string;
  code?: string;
  retryAfterSeconds?: number;
  [k: string]: unknown;
}

export interface Refusal {
  status: number | undefined;
  body: RefusalBody;
  error: unknown;
}

/** The draft's key (useFormDraft): every send of the draft carries it, so a retry never makes a second record. */
export interface KeySource {
  idempotencyKey(): string;
  renewKey(): void;
  reset?(): void;
}

export interface SubmitOptions<V extends Record<string, unknown>, Out, R> {
  form: ZodForm<V, Out>;
  /** Sends the validated values. Pass `key` as the Idempotency-Key of calls that take one. */
  send(data: Out, key: string): Promise<R>;
  /** After the server took it (the draft, if any, is already cleared). */
  onDone(result: R, data: Out): void;
  /** The page's checks beyond the schema: field → message (or undefined). They win over the schema's. */
  check?(values: V): Record<string, string | undefined>;
  /** Why the form cannot be sent right now (an upload still running, a wait after too many tries): shown on `field`. */
  blocked?(): { field: string; message: string } | null;
  /** The draft whose key the sends carry; without one, a key lives from the first try until a success. */
  draft?: KeySource;
  /** Server field names → the form's ('body.files.0' → 'files'); default: drop 'body.' and keep the first segment. */
  fieldOf?(serverField: string): string;
  /** A page's own reading of a refusal (a taken slot, a wrong password, a wait): return what to show, or undefined for the default. */
  refused?(refusal: Refusal): { fields: FieldErrors } | { failure: ReactNode } | 'handled' | undefined;
  /** What a 409 IDEMPOTENCY_MISMATCH says (a new key is made either way). */
  mismatch?: ReactNode;
  /** What the 401 notice says, before its 다시 로그인 link (default: what was typed is still here). */
  sessionEnded?: ReactNode;
}

export interface Submit {
  /** The form's onSubmit: validates, guards against a second send while one is on its way, sends, maps the answer. */
  submit(event?: FormEvent): Promise<void>;
  pending: boolean;
  /** The sentence shown above the form (role=alert), or null. */
  failure: ReactNode;
  setFailure(failure: ReactNode): void;
}

const defaultFieldOf = (field: string) => field.replace(/^body\./, '').split('.')[0] ?? '';

function mapFields(errors: FieldErrors, fieldOf: (f: string) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, m] of Object.entries(errors)) {
    const key = fieldOf(k);
    if (!(key in out)) out[key] = m;
  }
  return out;
}

/** 401: the session ended while the person was typing; the way back keeps this address. */
export function SessionEndedNotice({ lead }: { lead?: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {lead ?? '로그인 시간이 끝나 보내지 못했습니다. 쓰신 내용은 이 화면에 그대로 있습니다.'}{' '}
      <Link to={`/login?returnUrl=${encodeURIComponent(pathname + search)}`}>다시 로그인</Link>한 뒤 같은 화면에서 다시 보내 주세요.
    </>
  );
}

/**
 * The one submit of every form: pending guard (a double click sends once), the Idempotency-Key of
 * the draft, 400 → field errors with the error summary, 401 → the session-ended notice with the way
 * back, 409 key mismatch → a new key and the message, anything else → the server's Korean sentence
 * or the client's. Values are never reset on an error.
 */
export function useSubmit<V extends Record<string, unknown>, Out, R>(opts: SubmitOptions<V, Out, R>): Submit {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const inFlight = useRef(false);
  const ownKey = useRef<string | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const keyOf = (o: SubmitOptions<V, Out, R>) => {
    if (o.draft) return o.draft.idempotencyKey();
    ownKey.current ??= newIdempotencyKey();
    return ownKey.current;
  };
  const renewKey = (o: SubmitOptions<V, Out, R>) => {
    if (o.draft) o.draft.renewKey();
    else ownKey.current = null;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const o = optsRef.current;
    if (inFlight.current) return;
    setFailure(null);
    const data = o.form.validate((values) => {
      const more = { ...o.check?.(values) };
      const block = o.blocked?.();
      if (block) more[block.field] = block.message;
      return more;
    });
    if (data === null) return;
    inFlight.current = true;
    setPending(true);
    try {
      const result = await o.send(data, keyOf(o));
      if (o.draft?.reset) o.draft.reset();
      else ownKey.current = null;
      o.onDone(result, data);
    } catch (error) {
      const refusal: Refusal = { status: errorStatus(error), body: errorBody<RefusalBody>(error), error };
      const own = o.refused?.(refusal);
      if (own === 'handled') return;
      if (own && 'fields' in own) return o.form.setErrors(own.fields);
      if (own && 'failure' in own) return setFailure(own.failure);
      const mapped = serverFieldErrors(error);
      if (refusal.status === 401) setFailure(<SessionEndedNotice lead={o.sessionEnded} />);
      else if (mapped) o.form.setErrors(mapFields(mapped, o.fieldOf ?? defaultFieldOf));
      else if (refusal.status === 409 && refusal.body.code === 'IDEMPOTENCY_MISMATCH') {
        renewKey(o);
        setFailure(o.mismatch ?? '바로 전에 보낸 내용이 이미 접수되었을 수 있습니다. 처리 내역을 확인하시고, 접수되지 않았다면 한 번 더 보내 주세요.');
      } else setFailure(refusal.body.message || httpErrorSentence(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { submit, pending, failure, setFailure };
}
