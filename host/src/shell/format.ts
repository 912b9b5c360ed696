const seoulDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026-11-20T05:03:00Z → '2026. 11. 20. 14:03' (Asia/Seoul); an unreadable value is shown as sent. */
export function formatSeoulDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : seoulDateTime.format(date);
}
