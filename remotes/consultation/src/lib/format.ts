import { RSVT_METHOD_LABELS, RSVT_STATUS_LABELS, type RsvtMethod, type RsvtStatus } from '@portal/contracts/client';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '2026-12-21' → '2026년 12월 21일 (월)'. */
export function dateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${y}년 ${m}월 ${d}일 (${WEEKDAYS[wd]})`;
}

/** An ISO instant in Korea time: '2026년 12월 21일 (월) 09:50'. */
export function instantText(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return iso;
  const k = new Date(t.getTime() + 9 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())}`;
  return `${dateText(date)} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}`;
}

/** '09:00' → '09:00 ~ 09:30' (30-minute slots). */
export function slotText(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const end = h! * 60 + m! + 30;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time} ~ ${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

export const methodLabel = (m: string) => RSVT_METHOD_LABELS[m as RsvtMethod] ?? m;
export const statusLabel = (s: string) => RSVT_STATUS_LABELS[s as RsvtStatus] ?? s;

/** The completion page of each booked method. */
export const COMPLETION_PATHS: Record<RsvtMethod, string> = {
  VISIT: '/dscsn/intv/IntvRsvtCmptnInfo',
  VIDEO: '/dscsn/vido/VidoRsvtCmptnInfo',
  PHONE: '/dscsn/IntvTelView',
};

/** Site paths with the rsvtNo of one reservation. */
export const rsvtLinks = (rsvtNo: string) => ({
  detail: `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${encodeURIComponent(rsvtNo)}`,
  cancel: `/dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=${encodeURIComponent(rsvtNo)}`,
  change: `/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${encodeURIComponent(rsvtNo)}`,
  list: '/my/dscsn/rsvt/MyDsctnRsvtList',
});

/** '01012345678' → '010-1234-5678' (other shapes are left as given). */
export function mobileText(v: string): string {
  const d = v.replace(/\D/g, '');
  if (/^01\d{8,9}$/.test(d)) return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  return v;
}
