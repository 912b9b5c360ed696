import { describe, expect, it } from 'vitest';
import { contentFor } from '@portal/contracts';
import { flatParser } from '../src/lib/zod-flat';
import { amountDigits, blankValues, fieldMessage, fieldOfPath, fromDraft, toContent, toDraft, type AplyValues } from '../src/lib/values';

const filled = (): AplyValues => ({
  ...blankValues({ name: '김민원', mobile: '010-1234-5678', email: '' }),
  birthDate: '1958-03-15',
  rrn: '580315-2123456',
  zip: '04524',
  address: '서울특별시 중구 세종대로 110',
  oppName: '모름',
  caseType: 'CIVIL',
  stage: 'BEFORE_SUIT',
  amount: '3000000',
  facts: '집주인이 보증금 3백만 원을 계약이 끝난 뒤에도 돌려주지 않습니다.',
  help: ['LITIGATION'],
});

describe('amount formatting', () => {
  it('keeps the digits of an amount, at most 13', () => {
    expect(amountDigits('1,200,000원')).toBe('1200000');
    expect(amountDigits('007')).toBe('7');
    expect(amountDigits('abc')).toBe('');
    expect(amountDigits('12345678901234567')).toBe('1234567890123');
  });
});

describe('values ↔ content', () => {
  it('filled values pass the same schema the server uses', () => {
    expect(contentFor('KLAC').safeParse(toContent(filled())).success).toBe(true);
  });
  it('without the RRN the RRN form fails on rrn unless one is stored', () => {
    const v = { ...filled(), rrn: '' };
    const r = contentFor('KLAC').safeParse(toContent(v));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => fieldOfPath(i.path.join('.')))).toEqual(['rrn']);
    expect(contentFor('KLAC', true).safeParse(toContent(v)).success).toBe(true);
  });
  it('the birth date is kept as its three parts were typed and sent as YYYY-MM-DD once they make a date', () => {
    expect(toContent({ ...filled(), birthDate: '1958-3-5' }).applicant.birthDate).toBe('1958-03-05');
    expect(toContent({ ...filled(), birthDate: '1958-3-' }).applicant.birthDate).toBe('1958-3-');
    expect(toDraft({ ...filled(), birthDate: '1958-3-' }).applicant?.birthDate).toBe('1958-3-');
    expect(fromDraft(toDraft({ ...filled(), birthDate: '1958-3-' }), blankValues()).birthDate).toBe('1958-3-');
  });
  it('a wrong birth date names the part to fix, not the wire format', () => {
    const parser = flatParser(contentFor('KLAC'), fieldOfPath, fieldMessage);
    const messageOf = (birthDate: string) => {
      const r = parser.safeParse(toContent({ ...filled(), birthDate }));
      return r.success ? null : r.error.issues.find((i) => i.path[0] === 'birthDate')?.message;
    };
    expect(messageOf('1958-3-15')).toBeNull();
    expect(messageOf('')).toBe('생년월일을 입력해 주세요.');
    expect(messageOf('1958--15')).toBe('생년월일의 월을 입력해 주세요.');
    expect(messageOf('1958-2-30')).toBe('생년월일의 일이 달력에 없는 날짜입니다(1958년 2월).');
    expect(messageOf('58-3-15')).toBe('생년월일의 연도는 숫자 네 자리로 입력해 주세요(예: 1985).');
  });
  it('maps server and zod paths to the flat fields', () => {
    expect(fieldOfPath('body.content.case.facts')).toBe('facts');
    expect(fieldOfPath('case.help.1')).toBe('help');
    expect(fieldOfPath('attachments.0')).toBe('files');
    expect(fieldOfPath('applicant.rrn')).toBe('rrn');
  });
  it('a draft round-trips what was typed, never the RRN, amount null when empty', () => {
    const v = { ...filled(), amount: '' };
    const d = toDraft(v);
    expect(d.case?.amount).toBeNull();
    expect(d.applicant?.rrn).toBe('580315-2123456');
    expect(toDraft({ ...v, rrn: '580315-21' }).applicant?.rrn).toBeUndefined();
    const back = fromDraft({ ...d, applicant: { ...d.applicant, rrn: undefined } }, blankValues());
    expect(back).toEqual({ ...v, rrn: '' });
  });
});
