import { describe, expect, it } from 'vitest';
import { verifyErrorMessage } from '../src/verify/messages';
import { VerifyRequest } from '@portal/contracts';
import { issuesToErrors } from '@portal/ui/form';

describe('verification error messages', () => {
  const codes = [
    'CODE_MISMATCH', 'EXPIRED', 'TOO_MANY_TRIES', 'RESEND_TOO_SOON', 'RATE_LIMITED', 'NOT_APPROVED', 'DENIED', 'PROVIDER_ERROR',
    'ALREADY_MEMBER', 'NO_MEMBER', 'IDENTITY_MISMATCH', 'NOT_FOUND', 'NOT_VERIFIED', 'NOT_SAME_PERSON',
  ];
  it('gives every VerifyError code its own Korean sentence in 합니다체', () => {
    const texts = codes.map((code) => verifyErrorMessage({ code, message: 'server' }, 'SMS').text);
    for (const t of texts) {
      expect(t).toMatch(/[가-힣]/);
      expect(t).toMatch(/(니다|주세요)\.( \(남은 횟수 \d+번\))?$/);
      expect(t).not.toBe('server');
    }
    expect(new Set(texts).size).toBe(codes.length);
  });
  it('puts code errors at the code field, rate limits at the phone, the rest above the form', () => {
    expect(verifyErrorMessage({ code: 'CODE_MISMATCH', triesLeft: 3 }, 'SMS')).toEqual({ field: 'code', text: expect.stringContaining('남은 횟수 3번') });
    expect(verifyErrorMessage({ code: 'EXPIRED' }, 'SMS').field).toBe('code');
    expect(verifyErrorMessage({ code: 'EXPIRED' }, 'SIMPLE').field).toBe('');
    expect(verifyErrorMessage({ code: 'RATE_LIMITED', retryAfterSeconds: 600 }, 'SMS')).toEqual({ field: 'mobileNo', text: expect.stringContaining('10분 뒤에') });
    expect(verifyErrorMessage({ code: 'RESEND_TOO_SOON', retryAfterSeconds: 12 }, 'SMS').text).toContain('12초 뒤에');
    expect(verifyErrorMessage({ code: 'SOMETHING_NEW', message: '서버의 설명입니다.' }, 'SMS').text).toBe('서버의 설명입니다.');
  });
  it('the request schema of the block refuses what the page must catch before sending', () => {
    const r = VerifyRequest.safeParse({ method: 'SMS', purpose: 'JOIN', carrier: '', gender: '', name: '', birthDate: '19991340', mobileNo: 'abc' });
    const errors = issuesToErrors(r.success ? [] : r.error.issues);
    expect(Object.keys(errors).sort()).toEqual(['birthDate', 'carrier', 'gender', 'mobileNo', 'name']);
  });
});
