import { describe, expect, it } from 'vitest';
import { bodyKeySource, nextBodyKey, ownKeySource, refusedKey, type BodyKey } from '../src/form/keys';
import { isFinal, refusalOutcome, type Refusal } from '../src/form/refusal';

/** A refusal as @portal/http's HttpError carries it (response.status, response.data). */
function refusal(status: number | undefined, data: Record<string, unknown> = {}): Refusal {
  const error = status === undefined ? new Error('network') : { response: { status, data } };
  return { status, body: data, error };
}

describe('keys of a send', () => {
  it('own key: the same from the first try until a success or a mismatch', () => {
    const keys = ownKeySource();
    const first = keys.idempotencyKey();
    expect(keys.idempotencyKey()).toBe(first);
    keys.renewKey();
    const second = keys.idempotencyKey();
    expect(second).not.toBe(first);
    keys.reset!();
    expect(keys.idempotencyKey()).not.toBe(second);
  });

  it('body key: a double click or retry of the same body keeps the key, another body gets a new one', () => {
    const start: BodyKey = { key: 'k1', sent: null };
    const sent = nextBodyKey(start, '{"a":1}');
    expect(sent).toEqual({ key: 'k1', sent: '{"a":1}' });
    expect(nextBodyKey(sent, '{"a":1}').key).toBe('k1');
    expect(nextBodyKey(sent, '{"a":2}').key).not.toBe('k1');
    expect(nextBodyKey(null, '{"a":1}').key).toMatch(/\S/);
  });

  it('body key: after a refusal the next send gets a new key even with the same body', () => {
    const sent = nextBodyKey({ key: 'k1', sent: null }, '{"a":1}');
    expect(nextBodyKey(refusedKey(sent), '{"a":1}').key).not.toBe('k1');
  });

  it('body key source: keeps its key in the caller’s store, spent by a refusal or a mismatch', () => {
    let stored: BodyKey | null = { key: 'draft-key', sent: null };
    const keys = bodyKeySource({ get: () => stored, set: (k) => void (stored = k) });
    expect(keys.idempotencyKey({ date: '2026-12-01', time: '09:00' })).toBe('draft-key');
    expect(stored).toEqual({ key: 'draft-key', sent: '{"date":"2026-12-01","time":"09:00"}' });
    expect(keys.idempotencyKey({ date: '2026-12-01', time: '09:00' })).toBe('draft-key');
    keys.refused!();
    const next = keys.idempotencyKey({ date: '2026-12-01', time: '09:00' });
    expect(next).not.toBe('draft-key');
    keys.renewKey();
    expect(keys.idempotencyKey({ date: '2026-12-01', time: '09:00' })).not.toBe(next);
  });
});

describe('reading a refusal', () => {
  it('401: the session ended (and the key is not spent)', () => {
    expect(refusalOutcome(refusal(401, { message: '로그인이 필요합니다.' }))).toEqual({ kind: 'session-ended' });
    expect(isFinal(401)).toBe(false);
  });

  it('400 with errors[]: field errors, named by the page', () => {
    const r = refusal(400, { message: '요청 값을 확인해 주십시오.', errors: [{ field: 'body.applicant.name', message: '이름을 입력해 주세요.' }] });
    expect(refusalOutcome(r)).toEqual({ kind: 'fields', fields: { applicant: '이름을 입력해 주세요.' } });
    expect(refusalOutcome(r, (f) => f.replace(/^body\./, ''))).toEqual({ kind: 'fields', fields: { 'applicant.name': '이름을 입력해 주세요.' } });
    expect(isFinal(400)).toBe(true);
  });

  it('409 IDEMPOTENCY_MISMATCH: a mismatch; another 409 is the server’s sentence', () => {
    expect(refusalOutcome(refusal(409, { code: 'IDEMPOTENCY_MISMATCH', message: '…' }))).toEqual({ kind: 'mismatch' });
    expect(refusalOutcome(refusal(409, { code: 'IN_PROGRESS', message: '같은 신청을 처리하고 있습니다.' }))).toEqual({ kind: 'sentence', message: '같은 신청을 처리하고 있습니다.' });
  });

  it('no answer or no sentence: the page says it in its own words', () => {
    expect(refusalOutcome(refusal(undefined))).toEqual({ kind: 'sentence', message: null });
    expect(refusalOutcome(refusal(500, { message: '' }))).toEqual({ kind: 'sentence', message: null });
    expect(isFinal(500)).toBe(false);
    expect(isFinal(undefined)).toBe(false);
  });
});
