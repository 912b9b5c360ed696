import { describe, expect, it } from 'vitest';
import { SIGN_ID_PATTERN } from '@portal/contracts/client';
import { SIGN_ID, countdownSay, mmss, safeReturn, secondsLeft, shortHash, withSignId } from '../src/esign/esign-core';

describe('signing window', () => {
  it('checks the signature id as the contract does', () => {
    expect(SIGN_ID.source).toBe(SIGN_ID_PATTERN.source);
  });
  it('counts down by the server clock', () => {
    const exp = '2026-11-25T05:05:00.000Z';
    const t = Date.parse('2026-11-25T05:00:00.000Z');
    expect(secondsLeft(exp, t, 0)).toBe(300);
    // the device runs 30 s behind the server: 30 s less is left
    expect(secondsLeft(exp, t - 30_000, 30_000)).toBe(300);
    expect(secondsLeft(exp, t, 30_000)).toBe(270);
    expect(secondsLeft(exp, t + 400_000, 0)).toBe(0);
    expect(secondsLeft('nope', t, 0)).toBe(0);
    expect(mmss(283)).toBe('04:43');
    expect(mmss(0)).toBe('00:00');
  });
  it('announces at one minute and at the end only', () => {
    expect(countdownSay(61)).toBe('');
    expect(countdownSay(60)).toBe('서명 시간이 1분 남았습니다.');
    expect(countdownSay(0)).toBe('서명 시간이 끝났습니다.');
  });
  it('returns only to a site-relative path, with the signature id added', () => {
    expect(safeReturn('/elrcpt/form/ElrcptKlacM?aplyNo=A20261125-000001')).toBe('/elrcpt/form/ElrcptKlacM?aplyNo=A20261125-000001');
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil', 'javascript:alert(1)', '', null, '/a\nb']) expect(safeReturn(bad)).toBeNull();
    expect(withSignId('/x?aplyNo=A1', 'S1')).toBe('/x?aplyNo=A1&signId=S1');
    expect(withSignId('/x', 'S1')).toBe('/x?signId=S1');
    expect(shortHash('a'.repeat(64))).toBe('aaaaaaaa…aaaaaaaa');
  });
});
