import { pageFromQuery } from '@portal/ui/pagination';
import { CENTER_KEYWORD_MAX } from '@portal/contracts/client';

/** The single value of a query parameter (a parameter given twice counts as absent). */
export function param(search: string, name: string): string {
  const all = new URLSearchParams(search).getAll(name);
  return all.length === 1 ? all[0]!.trim() : '';
}

/** The keyword of a list address, cut to the contract's limit. */
export function keywordParam(search: string): string {
  return param(search, 'keyword').slice(0, CENTER_KEYWORD_MAX);
}

export function pageParam(search: string): number {
  return pageFromQuery(param(search, 'page'));
}

/** `?a=1&b=2` from the non-empty values (page 1 is left out), '' when nothing is left. */
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
