import { fmtDateTime } from '@portal/ui/format';

export { formatBytes } from '@portal/ui/format';

/** '2026-11-21' (Korea time) of an ISO instant. */
export const day = (iso: string) => fmtDateTime(iso).slice(0, 10);

export const withComma = (n: number) => n.toLocaleString('ko-KR');

/** '2026-09-01' → '2026. 9. 1.' */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}. ${m}. ${d}.`;
}
