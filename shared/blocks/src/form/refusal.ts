import { serverFieldErrors, type FieldErrors } from '@portal/ui/form';

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

export const defaultFieldOf = (field: string) => field.replace(/^body\./, '').split('.')[0] ?? '';

function mapFields(errors: FieldErrors, fieldOf: (f: string) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, m] of Object.entries(errors)) {
    const key = fieldOf(k);
    if (!(key in out)) out[key] = m;
  }
  return out;
}

/** The default reading of a refusal, before any page's own. */
export type RefusalOutcome = { kind: 'session-ended' } | { kind: 'fields'; fields: FieldErrors } | { kind: 'mismatch' } | { kind: 'sentence'; message: string | null };

export function refusalOutcome(refusal: Refusal, fieldOf: (serverField: string) => string = defaultFieldOf): RefusalOutcome {
  const mapped = serverFieldErrors(refusal.error);
  if (refusal.status === 401) return { kind: 'session-ended' };
  if (mapped) return { kind: 'fields', fields: mapFields(mapped, fieldOf) };
  if (refusal.status === 409 && refusal.body.code === 'IDEMPOTENCY_MISMATCH') return { kind: 'mismatch' };
  return { kind: 'sentence', message: refusal.body.message || null };
}

/** A refusal for good: 4xx but 401 (the sign-in ran out; the request was never read). */
export const isFinal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500 && status !== 401;


/** A page's `refused` that takes over a 401 only (it shows its own signed-out notice); every other refusal reads as usual. */
export const onSignedOut =
  (signedOut: () => void) =>
  ({ status }: Refusal): 'handled' | undefined => {
    if (status !== 401) return undefined;
    signedOut();
    return 'handled';
  };
