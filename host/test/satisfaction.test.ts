import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  commentLength,
  errorsFromResponse,
  newIdempotencyKey,
  RATE_LIMITED,
  SATISFACTION_LEVELS,
  SCORE_REQUIRED,
  SEND_FAILED,
} from '../src/shell/satisfaction/submit';

describe('satisfaction form logic', () => {
  it('has five levels from 매우 만족 (5) to 매우 불만족 (1)', () => {
    expect(SATISFACTION_LEVELS.map((l) => l.score)).toEqual([5, 4, 3, 2, 1]);
    expect(SATISFACTION_LEVELS[0].label).toBe('매우 만족');
    expect(SATISFACTION_LEVELS[4].label).toBe('매우 불만족');
  });

  it('needs a score; the comment is optional and at most 500 characters (code points, trimmed)', () => {
    expect(checkAnswer(null, '', 500)).toEqual({ score: SCORE_REQUIRED });
    expect(checkAnswer(0, '', 500).score).toBe(SCORE_REQUIRED);
    expect(checkAnswer(3, '', 500)).toEqual({});
    expect(checkAnswer(5, '가'.repeat(500), 500)).toEqual({});
    expect(checkAnswer(5, '가'.repeat(501), 500).comment).toBe('의견은 500자 이하로 입력해 주세요.');
    expect(commentLength('  안녕하세요  ')).toBe(5);
    expect(commentLength('😀')).toBe(1);
  });

  it('idempotency keys are UUID v4, also without crypto.randomUUID (insecure context)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const fallback = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => globalThis.crypto.getRandomValues(a as Uint8Array) as T };
    const a = newIdempotencyKey(fallback);
    expect(a).toMatch(uuid);
    expect(a).not.toBe(newIdempotencyKey(fallback));
    expect(a.length).toBeLessThanOrEqual(64);
  });

  it('maps 400 field errors next to their fields, the rest to the form', () => {
    expect(
      errorsFromResponse(400, {
        message: '입력값을 확인해 주세요.',
        errors: [
          { field: 'score', message: '만족도를 1점부터 5점 중에서 선택해 주세요.' },
          { field: 'comment', message: '의견은 500자 이하로 입력해 주세요.' },
        ],
      }),
    ).toEqual({ score: '만족도를 1점부터 5점 중에서 선택해 주세요.', comment: '의견은 500자 이하로 입력해 주세요.' });
    expect(errorsFromResponse(400, { message: 'x', errors: [{ field: 'menuId', message: '메뉴 정보가 없습니다.' }] })).toEqual({
      form: '메뉴 정보가 없습니다.',
    });
    expect(errorsFromResponse(400, { message: '만족도 조사를 하지 않는 메뉴입니다.' })).toEqual({ form: '만족도 조사를 하지 않는 메뉴입니다.' });
  });

  it('429, 403 and failures without an answer give a Korean form message', () => {
    expect(errorsFromResponse(429, { message: '요청이 너무 많습니다.' })).toEqual({ form: '요청이 너무 많습니다.' });
    expect(errorsFromResponse(429, null)).toEqual({ form: RATE_LIMITED });
    expect(errorsFromResponse(403, { message: '보안 확인 값이 없습니다.' })).toEqual({ form: '보안 확인 값이 없습니다.' });
    expect(errorsFromResponse(undefined, undefined)).toEqual({ form: SEND_FAILED });
    expect(errorsFromResponse(500, { message: 'internal' })).toEqual({ form: SEND_FAILED });
  });
});
