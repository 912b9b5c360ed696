// A list's state lives in its address (?keyword=&page=…): back, reload and shared links keep the search.
// Pure, so the rules are unit-tested without a browser (shared/blocks/test/list.test.ts).
import { pageFromQuery } from '@portal/ui/pagination';

/** The single value of a query parameter, trimmed (a parameter given twice counts as absent). */
export function param(search: string, name: string): string {
  const all = new URLSearchParams(search).getAll(name);
  return all.length === 1 ? all[0]!.trim() : '';
}

/** The keyword of a list address, cut to the list's limit (the contract's max length). */
export function keywordParam(search: string, max: number, name = 'keyword'): string {
  return param(search, name).slice(0, max);
}

/** The page of a list address: a whole number from 1 (anything else is page 1). */
export function pageParam(search: string, name = 'page'): number {
  return pageFromQuery(param(search, name));
}

/** `?a=1&b=2` from the non-empty values in their order (page 1 is left out), '' when nothing is left. */
export function toQuery(values: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    if (k === 'page' && Number(v) <= 1) continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The words before 총 N건: `‘보증금’ 검색 결과 ` after a search, nothing without one. */
export const searchedFor = (keyword: string, scope?: string) => (keyword ? `‘${keyword}’ ${scope ? `${scope} ` : ''}검색 결과 ` : '');

/** ' (2/7쪽)' after the count of a non-empty list. */
export function pageOfPages(r: { page: number; pageSize: number; total: number }): string {
  return r.total ? ` (${r.page}/${Math.max(1, Math.ceil(r.total / r.pageSize))}쪽)` : '';
}
