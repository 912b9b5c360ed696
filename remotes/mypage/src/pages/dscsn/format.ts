// Display helpers of the my-page consultation views: Korean dates (Asia/Seoul), masking. (The consultation
// remote has its own copy: remotes never import each other.)
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

/** '1234567' → '1,234,567'. */
export function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'YYYY-MM-DD' + 'HH:MM' → '2026년 12월 4일(금) 10:00'. */
export function fmtSlot(date: string, time: string): string {
  return `${fmtDate(date)} ${time}`;
}

/** 30-minute slot end: '10:00' → '10:30'. */
export function slotEnd(time: string, minutes = 30): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** '대한법률구조공단' + '대한법률구조공단 서울중앙지부' → the office name alone (it already names the institution). */
export function placeName(instName: string, officeName: string): string {
  return officeName.startsWith(instName) ? officeName : `${instName} ${officeName}`;
}
