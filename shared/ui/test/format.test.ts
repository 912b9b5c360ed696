import { describe, expect, it } from 'vitest';
import { maskMobile } from '@portal/contracts/client';
import { createElement, isValidElement } from 'react';
import { dateLabel, digitsOnly, fillText, fmtDate, fmtDateTime, fmtDay, fmtDayTime, slotEnd, withComma, withThousands, wonInKorean } from '../src/format';

describe('@portal/ui/format', () => {
  it('writes dates the Korean way with the weekday, in Korea time', () => {
    expect(fmtDate('2026-12-04')).toBe('2026년 12월 4일(금)');
    expect(fmtDate('2027-02-09')).toBe('2027년 2월 9일(화)');
    // 23:30 UTC is the next morning in Seoul
    expect(fmtDateTime('2026-11-20T23:30:00.000Z')).toBe('2026-11-21 08:30');
    expect(fmtDay('2026-11-20T23:30:00.000Z')).toBe('2026년 11월 21일(토)');
    expect(fmtDate('not a date')).toBe('not a date');
  });

  it('writes an instant with its Korean date and time, and the end of a slot', () => {
    expect(fmtDayTime('2026-12-21T00:50:00.000Z')).toBe('2026년 12월 21일(월) 09:50');
    expect(fmtDayTime('garbage')).toBe('garbage');
    expect(slotEnd('09:30')).toBe('10:00');
    expect(slotEnd('17:30')).toBe('18:00');
    expect(slotEnd('10:00', 60)).toBe('11:00');
  });

  it('writes a date or an instant with dots, in Korea time', () => {
    expect(dateLabel('2026-09-01')).toBe('2026. 9. 1.');
    expect(dateLabel('2013-06-26T01:00:00.000Z')).toBe('2013. 6. 26.');
    expect(dateLabel('2013-06-25T16:00:00.000Z')).toBe('2013. 6. 26.');
    expect(dateLabel('not a date')).toBe('not a date');
  });

  it('groups thousands', () => {
    expect(withThousands('1234567')).toBe('1,234,567');
    expect(withThousands('999')).toBe('999');
    expect(withComma(1234567)).toBe('1,234,567');
    expect(withComma(0)).toBe('0');
  });

  it('reads an amount typed in any form and says it in Korean units', () => {
    expect(digitsOnly('1,200,000원')).toBe('1200000');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('abc')).toBe('');
    expect(wonInKorean(123456789)).toBe('1억 2,345만 6,789원');
    expect(wonInKorean(1_0000_0000_0000)).toBe('1조원');
    expect(wonInKorean(0)).toBe('0원');
    expect(wonInKorean(-1)).toBe('');
  });

  it('masks a mobile number typed with or without hyphens', () => {
    expect(maskMobile('01012345678')).toBe('010-****-5678');
    expect(maskMobile('010-1234-5678')).toBe('010-****-5678');
    expect(maskMobile('0111234567')).toBe('011-***-4567');
    expect(maskMobile('unknown')).toBe('unknown');
  });

  it('fills the placeholders of a data text: text values into one string, elements around the words', () => {
    expect(fillText('내일부터 {DAYS}일 안에, {MAX}자까지', { DAYS: 14, MAX: (2000).toLocaleString('ko-KR') })).toBe('내일부터 14일 안에, 2,000자까지');
    expect(fillText('자리 표시 없음', {})).toBe('자리 표시 없음');
    const linked = fillText('공단 {TEL}(평일)로 {DAYS}일 안에', { TEL: createElement('a', { href: 'tel:132' }, '132'), DAYS: 3 });
    if (!isValidElement<{ children: unknown[] }>(linked)) throw new Error('not an element');
    const [before, link, after] = linked.props.children;
    expect([before, after]).toEqual(['공단 ', '(평일)로 3일 안에']);
    expect(isValidElement(link) && link.props).toEqual({ href: 'tel:132', children: '132' });
    expect(() => fillText('{UNKNOWN}일', { DAYS: 3 })).toThrow(/UNKNOWN/);
  });
});
