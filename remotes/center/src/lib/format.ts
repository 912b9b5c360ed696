import { fmtDateTime } from '@portal/ui/format';

/** '2026-11-21' (Korea time) of an ISO instant. */
export const day = (iso: string) => fmtDateTime(iso).slice(0, 10);

/** 1536 → '1.5KB', 2 621 440 → '2.5MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')}MB`;
}

export const withComma = (n: number) => n.toLocaleString('ko-KR');
