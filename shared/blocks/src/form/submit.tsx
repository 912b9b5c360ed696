import { useRef, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { Link, useLocation } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { errorBody, errorStatus, loginHref, useSaveDraft, type FieldErrors, type ZodForm } from '@portal/ui/form';
import { ownKeySource, type KeySource } from './keys';
import { isFinal, refusalOutcome, type Refusal, type RefusalBody } from './refusal';

export type { Refusal, RefusalBody };

/** What a page shows for a refusal: field errors, the sentence above the form, or both. */
export interface RefusalView {
  fields?: FieldErrors;
  failure?: ReactNode;
}

/** A mutation of @portal/http: its hook's result, or the call itself outside React. */
export type CallMutation<I, R> = { mutateAsync(input: I): Promise<R> } | { run(client: null, input: I): Promise<R> };

/** What every send reads, with a ZodForm (useSubmit) or without (useSend). */
export interface SendOptions<In, R, I = never> {
  /**
   * The contract call that sends: `input` turns what is sent into the call's input, and the send's
   * key goes along as its Idempotency-Key when the call's declaration takes one (@portal/http adds
   * the header). The same thing sent again carries the same key.
   */
  call?: CallMutation<I, R>;
  input?(data: In): Omit<I, 'idempotencyKey'>;
  /** A send that is no plain contract call (a stream): sends `input` with the send's key. */
  send?(input: In, key: string): Promise<R>;
  /** After the server took it (the draft, if any, is already cleared). */
  onDone(result: R, input: In): void;
  /** Server field names → the page's ('body.files.0' → 'files'); default: drop 'body.' and keep the first segment. */
  fieldOf?(serverField: string): string;
  /** A page's own reading of a refusal (a taken slot, a wrong password, a wait): return what to show, or undefined for the default. */
  refused?(refusal: Refusal, input: In): RefusalView | 'handled' | undefined;
  /** What a 409 IDEMPOTENCY_MISMATCH says (a new key is made either way). */
  mismatch?: ReactNode;
  /** What the 401 notice says, before its 다시 로그인 link (default: what was typed is still here). */
  sessionEnded?: ReactNode;
  /** The sentence above the server's field errors (default: none, the error summary speaks). */
  fieldsFailure?(refusal: Refusal): ReactNode;
  /** The failure when the server gave no sentence, around the client's (`sentence`: network, 5xx); default: that sentence. */
  otherwise?(sentence: string): ReactNode;
}

export interface SubmitOptions<V extends Record<string, unknown>, Out, R, I = never> extends SendOptions<Out, R, I> {
  form: ZodForm<V, Out>;
  /** The page's checks beyond the schema: field → message (or undefined). They win over the schema's. */
  check?(values: V): Record<string, string | undefined>;
  /** Why the form cannot be sent right now (an upload still running, a wait after too many tries): shown on `field`. */
  blocked?(): { field: string; message: string } | null;
  /**
   * The draft whose key the sends carry; without one, a key lives from the first try until a success.
   * A draft that saves (useFormDraft) is saved as the values change, until a send succeeds.
   */
  draft?: KeySource & { save?(values: V): void };
}

export interface Submit {
  /** The form's onSubmit: validates, guards against a second send while one is on its way, sends, maps the answer. */
  submit(event?: FormEvent): Promise<void>;
  pending: boolean;
  /** The sentence shown above the form (role=alert), or null. */
  failure: ReactNode;
  setFailure(failure: ReactNode): void;
  /** A new record after a success on the same page: the draft is saved again as the values change. */
  again(): void;
}

/** 401: the session ended while the person was typing; the way back keeps this address. */
export function SessionEndedNotice({ lead }: { lead?: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {lead ?? '로그인 시간이 끝나 보내지 못했습니다. 쓰신 내용은 이 화면에 그대로 있습니다.'}{' '}
      <Link to={loginHref(pathname, search)}>다시 로그인</Link>한 뒤 같은 화면에서 다시 보내 주세요.
    </>
  );
}

/** The send both hooks share: pending guard, key, the answer mapped to field errors or a failure. */
/** Sends through the call (its input and the key) or the page's own send. */
function sendWith<In, R, I>(o: SendOptions<In, R, I>, input: In, key: string): Promise<R> {
  if (o.send) return o.send(input, key);
  if (!o.call || !o.input) throw new TypeError('a send needs `call` and `input`, or `send`');
  const withKey = { ...o.input(input), idempotencyKey: key } as I;
  return 'mutateAsync' in o.call ? o.call.mutateAsync(withKey) : o.call.run(null, withKey);
}

function useSender<In, R, I>() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const inFlight = useRef(false);
  const [ownKey] = useState(ownKeySource);

  const run = async (o: SendOptions<In, R, I>, source: KeySource | undefined, input: In, showFields: (fields: FieldErrors) => void) => {
    const keys = source ?? ownKey;
    inFlight.current = true;
    setPending(true);
    try {
      const result = await sendWith(o, input, keys.idempotencyKey(input));
      keys.reset?.();
      o.onDone(result, input);
    } catch (error) {
      const refusal: Refusal = { status: errorStatus(error), body: errorBody<RefusalBody>(error), error };
      if (isFinal(refusal.status)) keys.refused?.();
      const own = o.refused?.(refusal, input);
      if (own === 'handled') return;
      if (own) {
        if (own.fields) showFields(own.fields);
        if (own.failure) setFailure(own.failure);
        return;
      }
      const outcome = refusalOutcome(refusal, o.fieldOf);
      if (outcome.kind === 'session-ended') setFailure(<SessionEndedNotice lead={o.sessionEnded} />);
      else if (outcome.kind === 'fields') {
        showFields(outcome.fields);
        const over = o.fieldsFailure?.(refusal);
        if (over) setFailure(over);
      } else if (outcome.kind === 'mismatch') {
        keys.renewKey();
        setFailure(o.mismatch ?? '바로 전에 보낸 내용이 이미 접수되었을 수 있습니다. 처리 내역을 확인하시고, 접수되지 않았다면 한 번 더 보내 주세요.');
      } else setFailure(outcome.message || (o.otherwise ?? ((sentence) => sentence))(httpErrorSentence(error)));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { inFlight, run, pending, failure, setFailure };
}

/**
 * The one submit of every form: pending guard (a double click sends once), the Idempotency-Key of
 * the draft, 400 → field errors with the error summary, 401 → the session-ended notice with the way
 * back, 409 key mismatch → a new key and the message, anything else → the server's Korean sentence
 * or the client's. Values are never reset on an error.
 */
export function useSubmit<V extends Record<string, unknown>, Out, R, I = never>(opts: SubmitOptions<V, Out, R, I>): Submit {
  const sender = useSender<Out, R, I>();
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const [sent, setSent] = useState(false);
  useSaveDraft(opts.form.values, (values) => opts.draft?.save?.(values), !sent && Boolean(opts.draft?.save));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const o = optsRef.current;
    if (sender.inFlight.current) return;
    sender.setFailure(null);
    const data = o.form.validate((values) => {
      const more = { ...o.check?.(values) };
      const block = o.blocked?.();
      if (block) more[block.field] = block.message;
      return more;
    });
    if (data === null) return;
    const onDone = (result: R, input: Out) => {
      setSent(true);
      o.onDone(result, input);
    };
    await sender.run({ ...o, onDone }, o.draft, data, o.form.setErrors);
  };

  return { submit, pending: sender.pending, failure: sender.failure, setFailure: sender.setFailure, again: () => setSent(false) };
}

export interface SendWithoutFormOptions<In, R, I = never> extends SendOptions<In, R, I> {
  /** Where the key comes from (bodyKeySource, useBodyKey: one per body); default: one key from the first try until a success. */
  key?: KeySource;
  /** The page's checks of `input` before it goes: field → message; any message stops the send and shows the summary. */
  check?(input: In): FieldErrors;
}

export interface Send<In> extends Omit<Submit, 'submit' | 'again'> {
  /** Checks and sends `input`, guarded like useSubmit's; as a form's onSubmit, pass the event. */
  submit(input: In, event?: FormEvent): Promise<void>;
  /** The check's or the server's field errors, for ErrorSummary and the fields. */
  errors: FieldErrors;
  /** Tries that ended with field errors (the error summary takes focus on each). */
  attempt: number;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
}

/**
 * useSubmit for a page without a ZodForm (a booking review, a slot choice): it sends what it is given,
 * with the key the caller keeps, and answers refusals the same way; field errors live here.
 */
export function useSend<In, R, I = never>(opts: SendWithoutFormOptions<In, R, I>): Send<In> {
  const sender = useSender<In, R, I>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const showFields = (fields: FieldErrors) => {
    setErrors(fields);
    if (Object.keys(fields).length) setAttempt((a) => a + 1);
  };

  const submit = async (input: In, event?: FormEvent) => {
    event?.preventDefault();
    const o = optsRef.current;
    if (sender.inFlight.current) return;
    const invalid = o.check?.(input) ?? {};
    showFields(invalid);
    if (Object.keys(invalid).length) return;
    sender.setFailure(null);
    await sender.run(o, o.key, input, showFields);
  };

  return { submit, pending: sender.pending, failure: sender.failure, setFailure: sender.setFailure, errors, attempt, setErrors };
}
