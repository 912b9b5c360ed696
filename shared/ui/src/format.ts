// Korean display of dates, amounts and particles shared by the area remotes (remotes never import each
// other), and the filling in of the page texts the remotes keep as data.
import { createElement, Fragment, type ReactNode } from 'react';
import { weekday } from '@portal/contracts/client';

export { directionParticle, objectParticle, subjectParticle } from '@portal/contracts/client';

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
/** 2026-11-20T05:03:00Z → '2026. 11. 20. 14:03' (Asia/Seoul); an unreadable value is shown as sent. */
export function formatSeoulDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : KST.format(date);
}

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

/** An ISO instant → '2026년 12월 21일(월) 09:50' in Korea time. */
export function fmtDayTime(iso: string): string {
  const t = fmtDateTime(iso);
  if (t === iso) return iso;
  return `${fmtDate(t.slice(0, 10))} ${t.slice(11)}`;
}

/** '2026-09-01', or an instant in Korea time → '2026. 9. 1.'; an unreadable value is shown as sent. */
export function dateLabel(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fmtDateTime(value).slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${Number(m[1])}. ${Number(m[2])}. ${Number(m[3])}.` : value;
}

/** End of a slot: '10:00' → '10:30' (30-minute slots unless told). */
export function slotEnd(time: string, minutes = 30): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 1536 → '1.5KB', 10485760 → '10MB' (1024-based, like the 10MB limit). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes}B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  const text = v >= 100 || Number.isInteger(v) ? String(Math.round(v)) : v.toFixed(1).replace(/\.0$/, '');
  return `${text}${units[i]}`;
}

/** A count: 12345 → '12,345'. */
export const withComma = (n: number) => n.toLocaleString('ko-KR');

/** Digits as typed: '1234567' → '1,234,567'. */
export function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Digits typed in any form ('1,000,000원', '1 000') → '1000000' (no leading zeros); '' when there are none. */
export function digitsOnly(text: string): string {
  return text.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
}

/** 123456789 → '1억 2,345만 6,789원' (read out beside an amount typed in digits); 0 → '0원'. */
export function wonInKorean(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return '';
  if (amount === 0) return '0원';
  let rest = Math.floor(amount);
  const parts: string[] = [];
  for (const [size, unit] of [
    [1e12, '조'],
    [1e8, '억'],
    [1e4, '만'],
  ] as const) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${withThousands(String(n))}${unit}`);
    rest -= n * size;
  }
  if (rest > 0) parts.push(withThousands(String(rest)));
  return `${parts.join(' ')}원`;
}

const PLACEHOLDER = /\{([A-Z][A-Z0-9_]*)\}/;

/**
 * A text of a page's data file (JSON) with its {NAME} placeholders filled in from `values`: the
 * contract's limits it names (a count, a deadline) or, where the text links somewhere, an element.
 * Text values join the words around them, so a text with text values stays one string. A name
 * without a value is an error: the data and the page went out of step.
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string;
export function fillText(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode;
export function fillText(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(PLACEHOLDER);
  const out: ReactNode[] = [];
  parts.forEach((part, i) => {
    if (part === '' && i % 2 === 0) return;
    const value: ReactNode = i % 2 ? values[part] : part;
    if (value === undefined) throw new Error(`fillText: no value for {${part}} in '${text}'`);
    const words = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    const before = out[out.length - 1];
    if (words !== null && typeof before === 'string') out[out.length - 1] = before + words;
    else out.push(words ?? value);
  });
  if (out.length <= 1 && typeof (out[0] ?? '') === 'string') return out[0] ?? '';
  return createElement(Fragment, null, ...out);
}
