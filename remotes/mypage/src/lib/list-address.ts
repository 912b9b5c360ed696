// The address of a my-page list with status tabs (pure: read and written without React).
import { pageParam, toQuery } from '@portal/blocks/list';

/** Status tabs of a list: one value each, 'ALL' the first, meaning no filter. */
export type Filters<F extends string> = readonly { value: F; label: string }[];
export type Filtered<F extends string> = { status: F; page: number };

/** The state of a list with status tabs in its address: `?status=` (the first tab, 전체, left out) and `&page=`. */
export function filteredAddress<F extends string>(filters: Filters<F>) {
  const all = filters[0]!.value;
  return {
    read: (search: string): Filtered<F> => {
      const raw = new URLSearchParams(search).get('status') ?? all;
      return { status: filters.find((f) => f.value === raw)?.value ?? all, page: pageParam(search) };
    },
    write: (q: Filtered<F>) => toQuery({ status: q.status === all ? '' : q.status, page: q.page }),
    labelOf: (status: F) => filters.find((f) => f.value === status)!.label,
  };
}
