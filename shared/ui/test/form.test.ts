import { describe, expect, it } from 'vitest';
import { JoinRequest, PasswordChange, VerifyRequest } from '@portal/contracts';
import { fieldId, issuesToErrors, newIdempotencyKey, safeReturnUrl, serverFieldErrors } from '../src/form/use-zod-form';

describe('safeReturnUrl', () => {
  it('keeps site paths with a single leading slash', () => {
    expect(safeReturnUrl('/my/info')).toBe('/my/info');
    expect(safeReturnUrl('/ai?q=%EC%9E%84%EA%B8%88')).toBe('/ai?q=%EC%9E%84%EA%B8%88');
  });
  it('refuses other sites, schemes, protocol-relative and backslash tricks', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'my/info', '', null, undefined, '/a\nb'])
      expect(safeReturnUrl(bad as string)).toBe('/');
    expect(safeReturnUrl('//x', '/ai')).toBe('/ai');
  });
});

describe('zod issues and server errors → field errors', () => {
  it('maps the shared schema messages per field path, first message wins', () => {
    const r = JoinRequest.safeParse({
      mbrTypeCd: '01',
      loginId: 'Ab',
      newPassword: 'short',
      newPasswordConfirm: 'other',
      email: 'x@',
      mobileNo: '02-123',
      notifySms: false,
      notifyEmail: false,
      agreements: { TERMS: true, PRIVACY_REQUIRED: false, PRIVACY_OPTIONAL: false, AGE14: true },
    });
    expect(r.success).toBe(false);
    const errors = issuesToErrors(r.success ? [] : r.error.issues);
    expect(errors.loginId).toMatch(/영문 소문자로 시작하는/);
    expect(errors.email).toMatch(/hong@example.kr 형식/);
    expect(errors.mobileNo).toMatch(/010-1234-5678 형식/);
    expect(errors['agreements.PRIVACY_REQUIRED']).toBe('개인정보 수집·이용(필수)에 동의해 주세요.');
  });
  it('names the new-password problems of the password change', () => {
    const r = PasswordChange.safeParse({ newPassword: 'abc', newPasswordConfirm: 'abd' });
    const errors = issuesToErrors(r.success ? [] : r.error.issues);
    expect(Object.keys(errors).sort()).toEqual(['newPassword', 'newPasswordConfirm']);
  });
  it('reads `errors[{field,message}]` of a 400 from an HttpError or a body', () => {
    const body = { message: '요청 값을 확인해 주십시오.', errors: [{ field: 'newPassword', message: '너무 흔한 비밀번호입니다.' }, { field: 'body.email', message: 'x' }] };
    expect(serverFieldErrors({ response: { status: 400, data: body } })).toEqual({ newPassword: '너무 흔한 비밀번호입니다.', email: 'x' });
    expect(serverFieldErrors(body)).toEqual({ newPassword: '너무 흔한 비밀번호입니다.', email: 'x' });
    expect(serverFieldErrors({ response: { status: 401, data: { message: 'no' } } })).toBeNull();
    expect(serverFieldErrors(undefined)).toBeNull();
  });
  it('builds input ids from field paths', () => {
    expect(fieldId('fm1', 'agreements.TERMS')).toBe('fm1-agreements-TERMS');
  });
  it('makes v4 UUIDs for Idempotency-Key', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

