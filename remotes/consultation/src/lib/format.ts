import { fmtDate, fmtDayTime, slotEnd } from '@portal/ui/format';
import { RSVT_METHOD_LABELS, RSVT_STATUS_LABELS, type RsvtMethod, type RsvtStatus } from '@portal/contracts/client';

/** '2026-12-21' → '2026년 12월 21일(월)' (the portal's one date style: @portal/ui/format). */
export const dateText = fmtDate;

/** An ISO instant in Korea time: '2026년 12월 21일(월) 09:50'. */
export const instantText = fmtDayTime;

/** '09:00' → '09:00 ~ 09:30' (30-minute slots). */
export const slotText = (time: string): string => `${time} ~ ${slotEnd(time)}`;

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

/**
 * Where the portal's booking notices go (issue 13): only the account's verified mobile number,
 * never the applicant number typed in the form. `masked` is 010-****-5678 or null (no number).
 */
export function notifyTarget(masked: string | null | undefined, done = false): string {
  if (!masked) return '회원 정보에 본인확인된 휴대전화 번호가 없어 예약 알림 문자는 보내지 않습니다. 예약 내용은 마이페이지에서 확인해 주세요.';
  return `예약 알림 문자는 본인확인된 휴대전화 ${masked}(으)로 ${done ? '보냈습니다' : '보냅니다'}. 신청인 연락처로는 보내지 않습니다.`;
}
