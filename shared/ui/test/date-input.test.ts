import { describe, expect, it } from 'vitest';
import { checkDate, fromIsoDate, korean, toIsoDate } from '../src/date-input/DateInput';

const d = (year: string, month: string, day: string) => ({ year, month, day });

describe('date input', () => {
  it('turns real dates into YYYY-MM-DD and nothing else', () => {
    expect(toIsoDate(d('1985', '4', '23'))).toBe('1985-04-23');
    expect(toIsoDate(d('2024', '2', '29'))).toBe('2024-02-29');
    expect(toIsoDate(d('2026', '2', '29'))).toBeNull();
    expect(toIsoDate(d('85', '4', '23'))).toBeNull();
    expect(fromIsoDate('2026-01-05')).toEqual(d('2026', '1', '5'));
    expect(fromIsoDate('bad')).toEqual(d('', '', ''));
    expect(korean('2026-11-30')).toBe('2026년 11월 30일');
  });
  it('names the field and the wrong part in Korean', () => {
    expect(checkDate(d('', '', ''), '생년월일')).toBeNull();
    expect(checkDate(d('', '', ''), '생년월일', { required: true })).toBe('생년월일을 입력해 주세요.');
    expect(checkDate(d('1985', '', ''), '생년월일')).toBe('생년월일의 월·일을 입력해 주세요.');
    // the particle follows the last word: 연도를, 월을
    expect(checkDate(d('', '3', '1'), '생년월일')).toBe('생년월일의 연도를 입력해 주세요.');
    expect(checkDate(d('', '', ''), '상담 희망일', { required: true })).toBe('상담 희망일을 입력해 주세요.');
    expect(checkDate(d('198', '4', '23'), '생년월일')).toContain('연도는 숫자 네 자리');
    expect(checkDate(d('1985', '13', '1'), '생년월일')).toBe('생년월일의 월은 1에서 12 사이로 입력해 주세요.');
    expect(checkDate(d('2026', '2', '30'), '생년월일')).toBe('생년월일의 일이 달력에 없는 날짜입니다(2026년 2월).');
    expect(checkDate(d('1985', '4', '23'), '생년월일')).toBeNull();
  });
  it('keeps to min and max', () => {
    expect(checkDate(d('2030', '1', '1'), '생년월일', { max: '2026-11-30' })).toBe('생년월일은 2026년 11월 30일 이전으로 입력해 주세요.');
    expect(checkDate(d('2026', '11', '1'), '상담 희망일', { min: '2026-11-30' })).toBe('상담 희망일은 2026년 11월 30일 이후로 입력해 주세요.');
  });
});
