// Display helpers of the my-page consultation views (Korean dates in Asia/Seoul: @portal/ui/format).
import { fmtDate } from '@portal/ui/format';

export { formatBytes, fmtDate, fmtDateTime, slotEnd } from '@portal/ui/format';

/** 'YYYY-MM-DD' + 'HH:MM' → '2026년 12월 4일(금) 10:00'. */
export function fmtSlot(date: string, time: string): string {
  return `${fmtDate(date)} ${time}`;
}

/** '대한법률구조공단' + '대한법률구조공단 서울중앙지부' → the office name alone (it already names the institution). */
export function placeName(instName: string, officeName: string): string {
  return officeName.startsWith(instName) ? officeName : `${instName} ${officeName}`;
}
