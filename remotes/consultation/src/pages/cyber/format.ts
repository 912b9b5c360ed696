// Display helpers of the cyber pages: Korean dates (Asia/Seoul), won amounts, masking.
import { weekday } from '@portal/contracts/client';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '2026-12-04' → '2026년 12월 4일(금)'. */
export function fmtDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  return `${m[1]}년 ${Number(m[2])}월 ${Number(m[3])}일(${WEEKDAYS[weekday(`${m[1]}-${m[2]}-${m[3]}`)]})`;
}

const KST = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant → '2026-11-21 14:05' in Korea time. */
export function fmtDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = Object.fromEntries(KST.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The KST date of an instant or of a 'YYYY-MM-DD' string, formatted like fmtDate. */
export function fmtDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return fmtDate(value);
  return fmtDate(fmtDateTime(value).slice(0, 10));
}

/** '01012345678' or '010-1234-5678' → '010-****-5678'. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${'*'.repeat(m[2]!.length)}-${m[3]}` : mobile;
}

/** Digits typed in any form ('1,000,000원', '1 000') → '1000000'; '' when there are none. */
export function digitsOnly(text: string): string {
  return text.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
}

/** '1234567' → '1,234,567'. */
export function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456789 → '1억 2,345만 6,789원'; 0 → '0원'. */
export function wonInKorean(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return '';
  if (amount === 0) return '0원';
  const units: [number, string][] = [
    [1e12, '조'],
    [1e8, '억'],
    [1e4, '만'],
  ];
  let rest = Math.floor(amount);
  const parts: string[] = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${withThousands(String(n))}${name}`);
    rest -= n * size;
  }
  if (rest > 0) parts.push(withThousands(String(rest)));
  return `${parts.join(' ')}원`;
}
