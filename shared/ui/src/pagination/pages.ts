/** Number of pages for a total (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page numbers shown around the current one: a window of `width` pages that stays inside
 * 1…pages and keeps the current page as central as possible.
 */
export function pageWindow(current: number, pages: number, width = 5): number[] {
  const last = Math.max(1, Math.floor(pages));
  const w = Math.max(1, Math.min(Math.floor(width), last));
  const cur = Math.min(Math.max(1, Math.floor(current) || 1), last);
  let start = cur - Math.floor((w - 1) / 2);
  start = Math.max(1, Math.min(start, last - w + 1));
  return Array.from({ length: w }, (_, i) => start + i);
}

/** A page number read from a query string value: 1 when missing or not a positive integer. */
export function pageFromQuery(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? n : 1;
}
