/** The five levels (만족도), best first, as the radio buttons list them. */
export const SATISFACTION_LEVELS = [
  { score: 5, label: '매우 만족' },
  { score: 4, label: '만족' },
  { score: 3, label: '보통' },
  { score: 2, label: '불만족' },
  { score: 1, label: '매우 불만족' },
] as const;

export const SCORE_REQUIRED = '만족도를 선택해 주세요.';
export const SEND_FAILED = '의견을 보내지 못했습니다. 잠시 후 다시 시도해 주십시오.';
export const RATE_LIMITED = '짧은 시간에 의견을 너무 많이 보내셨습니다. 잠시 후 다시 시도해 주십시오.';

/**
 * An Idempotency-Key: one per filled form, so a double click or a retry after a lost answer never
 * stores a second row. crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.
 */
export function newIdempotencyKey(c: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Characters as the server counts them (code points, after trimming). */
export function commentLength(comment: string): number {
  return [...comment.trim()].length;
}

export interface FormErrors {
  score?: string;
  comment?: string;
  /** Not tied to a field (rate limit, network, session, menu). */
  form?: string;
}

/** Client-side check before sending (the server checks again and has the last word). */
export function checkAnswer(score: number | null, comment: string, max: number): FormErrors {
  const errors: FormErrors = {};
  if (score === null || !Number.isInteger(score) || score < 1 || score > 5) errors.score = SCORE_REQUIRED;
  if (commentLength(comment) > max) errors.comment = `의견은 ${max}자 이하로 입력해 주세요.`;
  return errors;
}

/**
 * Turns a failed satisfactionSubmit call into messages next to the fields: 400 `{message, errors:[{field,
 * message}]}` → per field (score, comment; others to the form), 429 and anything else → the form.
 */
export function errorsFromResponse(status: number | undefined, body: unknown): FormErrors {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; errors?: unknown };
  const message = typeof b.message === 'string' && b.message.trim() ? b.message.trim() : undefined;
  if (status === 400) {
    const out: FormErrors = {};
    if (Array.isArray(b.errors)) {
      for (const e of b.errors as { field?: unknown; message?: unknown }[]) {
        const text = typeof e?.message === 'string' ? e.message : undefined;
        if (!text) continue;
        if (e.field === 'score') out.score ??= text;
        else if (e.field === 'comment') out.comment ??= text;
        else out.form ??= text;
      }
    }
    if (!out.score && !out.comment && !out.form) out.form = message ?? SEND_FAILED;
    return out;
  }
  if (status === 429) return { form: message ?? RATE_LIMITED };
  if (status !== undefined && status >= 400 && status < 500 && message) return { form: message };
  return { form: SEND_FAILED };
}
