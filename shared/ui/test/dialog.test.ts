import { describe, expect, it } from 'vitest';
import {
  dialogDefaults,
  dialogResult,
  dialogValidationDefaults,
  isValidEmail,
  isValidUrl,
  koDialog,
  resolveDialogOptions,
  validateDialogInput,
} from '../src/dialog-core';

describe('dialog defaults (spec section 9)', () => {
  it("are 'OK', 'No', 'Cancel' and 'Close this dialog'", () => {
    expect(dialogDefaults).toEqual({
      confirmButtonText: 'OK',
      denyButtonText: 'No',
      cancelButtonText: 'Cancel',
      closeButtonAriaLabel: 'Close this dialog',
    });
    const o = resolveDialogOptions({ title: 't' });
    expect(o.confirmButtonText).toBe('OK');
    expect(o.denyButtonText).toBe('No');
    expect(o.cancelButtonText).toBe('Cancel');
    expect(o.closeButtonAriaLabel).toBe('Close this dialog');
    expect(o.role).toBe('dialog');
    expect(o.allowEscapeKey).toBe(true);
    expect(o.escapeAnswer).toBe('dismiss');
    expect(o.showConfirmButton).toBe(true);
    expect(o.showDenyButton).toBe(false);
    expect(o.showCancelButton).toBe(false);
    expect(o.validationMessages).toEqual({ email: 'Invalid email address', url: 'Invalid URL' });
  });

  it('the Korean preset gives 확인, 아니요, 취소 and 대화 상자 닫기', () => {
    const o = resolveDialogOptions({ ...koDialog, title: '안내' });
    expect([o.confirmButtonText, o.denyButtonText, o.cancelButtonText, o.closeButtonAriaLabel]).toEqual(['확인', '아니요', '취소', '대화 상자 닫기']);
    expect(o.validationMessages.email).toMatch(/이메일/);
    expect(o.validationMessages.url).toMatch(/URL/);
  });

  it('an undefined option does not wipe out a default', () => {
    expect(resolveDialogOptions({ confirmButtonText: undefined }).confirmButtonText).toBe('OK');
    expect(resolveDialogOptions({ validationMessages: { email: '이메일' } }).validationMessages).toEqual({ email: '이메일', url: 'Invalid URL' });
  });
});

describe('dialog input checks (spec section 5)', () => {
  it("an email-type input refuses a malformed address with 'Invalid email address'", () => {
    expect(dialogValidationDefaults.email).toBe('Invalid email address');
    for (const bad of ['abc', 'a@b', 'a@@b.kr', 'a b@c.kr', '@example.go.kr', 'a@.kr', 'a@b.']) {
      expect(validateDialogInput('email', bad), bad).toBe('Invalid email address');
      expect(isValidEmail(bad), bad).toBe(false);
    }
    for (const good of ['citizen@example.go.kr', 'kim.min-won+1@mail.example.com', '홍길동@example.kr']) {
      expect(validateDialogInput('email', good), good).toBeNull();
    }
  });

  it("a url-type input refuses a malformed address with 'Invalid URL'", () => {
    expect(dialogValidationDefaults.url).toBe('Invalid URL');
    for (const bad of ['abc', 'www.example.go.kr', 'ftp://example.go.kr', 'javascript:alert(1)', 'https://example', 'https://exa mple.kr']) {
      expect(validateDialogInput('url', bad), bad).toBe('Invalid URL');
      expect(isValidUrl(bad), bad).toBe(false);
    }
    for (const good of ['https://www.example.go.kr', 'http://localhost:8080/x?y=1', 'https://law.go.kr/법령']) {
      expect(validateDialogInput('url', good), good).toBeNull();
    }
  });

  it('uses the given messages, leaves empty values and plain text to the extra check', () => {
    expect(validateDialogInput('email', 'x', koDialog.validationMessages)).toBe(koDialog.validationMessages.email);
    expect(validateDialogInput('email', '   ')).toBeNull();
    expect(validateDialogInput('text', 'anything')).toBeNull();
    const required = (v: string) => (v ? null : '값을 입력해 주십시오.');
    expect(validateDialogInput('text', '  ', undefined, required)).toBe('값을 입력해 주십시오.');
    expect(validateDialogInput('email', 'bad', undefined, required)).toBe('Invalid email address');
  });

  it('results say which answer was given', () => {
    expect(dialogResult.confirmed('v')).toEqual({ isConfirmed: true, isDenied: false, isDismissed: false, value: 'v' });
    expect(dialogResult.denied()).toEqual({ isConfirmed: false, isDenied: true, isDismissed: false });
    expect(dialogResult.dismissed('esc')).toEqual({ isConfirmed: false, isDenied: false, isDismissed: true, dismiss: 'esc' });
  });
});
