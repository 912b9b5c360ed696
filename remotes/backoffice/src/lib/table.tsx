// The back office's tables: paging, sorting and filters live in the address (a reload, the back
// button and a shared link show the same rows), and the server does the sorting and paging; the
// filter bar above a list and the options of a code list's Korean names.
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useLocation, useNavigate } from '@portal/router';

export type AddressQuery = Record<string, string>;

/** The page's query in the address, and a way to change part of it (any change but the page goes back to page 1). */
export function useAddressQuery(): [AddressQuery, (patch: Record<string, string | number | null | undefined>) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const set = useCallback(
    (patch: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      const q = next.toString();
      navigate(`${pathname}${q ? `?${q}` : ''}`, { replace: false });
    },
    [navigate, pathname, search],
  );
  return [query, set];
}

/** A page of a list as the portal's list calls answer it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The page and page size the address asks for (10, 20 or 50 rows a page; 10 when it says anything else). */
export function pagingOf(query: AddressQuery): { page: number; pageSize: number } {
  return { page: Math.max(1, Number(query.page) || 1), pageSize: [10, 20, 50].includes(Number(query.pageSize)) ? Number(query.pageSize) : 10 };
}

/**
 * antd Table props bound to the address: the answer's page and total, the address's sort on its
 * column, and a change of page, page size or sort written back to the address (the query refetches).
 */
export function addressTableProps<T extends object>(
  data: ListPage<T> | undefined,
  query: AddressQuery,
  set: (patch: Record<string, string | number | null | undefined>) => void,
): Pick<TableProps<T>, 'pagination' | 'onChange'> & { sortOrderOf(column: string): 'ascend' | 'descend' | null } {
  const pagination: TablePaginationConfig = {
    current: data?.page ?? Number(query.page ?? 1),
    pageSize: data?.pageSize ?? Number(query.pageSize ?? 10),
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50],
    showTotal: (total) => `모두 ${total.toLocaleString('ko-KR')}건`,
  };
  return {
    pagination,
    onChange: (p, _filters, sorter) => {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const field = s?.order ? String(s.columnKey ?? s.field ?? '') : '';
      const sortPatch = field ? { sort: field, order: s?.order === 'ascend' ? 'asc' : 'desc' } : { sort: null, order: null };
      const sortChanged = (sortPatch.sort ?? undefined) !== query.sort || (sortPatch.order ?? undefined) !== query.order;
      set({ ...sortPatch, pageSize: p.pageSize === 10 ? null : p.pageSize, ...(sortChanged ? {} : { page: p.current === 1 ? null : p.current }) });
    },
    sortOrderOf: (column) => (query.sort === column ? (query.order === 'asc' ? 'ascend' : 'descend') : null),
  };
}

/** A list call's query as the Table shows it (the rows, the spinner while it reads, `empty` once read with no rows), with addressTableProps. */
export function listTableProps<T extends object>(
  list: { data?: ListPage<T>; isFetching: boolean; isPending: boolean },
  query: AddressQuery,
  set: (patch: Record<string, string | number | null | undefined>) => void,
  empty: ReactNode,
) {
  return {
    ...addressTableProps(list.data, query, set),
    dataSource: list.data?.items ?? [],
    loading: { spinning: list.isFetching, tip: '목록을 불러오고 있습니다.' },
    locale: { emptyText: list.isPending ? '목록을 불러오고 있습니다.' : empty },
  };
}

/** A code list's Korean names as the options of a Select or a Radio.Group, in the list's order (default: the table's). */
export function labelOptions<K extends string>(labels: Record<K, string>, codes: readonly K[] = Object.keys(labels) as K[]): { value: K; label: string }[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

export interface Filter {
  label: string;
  /** The control, given the id its label names: a labelable control takes it as its id, a group (`group`) as aria-labelledby. */
  control(id: string): ReactNode;
  /** A group of buttons (Radio.Group): its label is a span the group names itself by, not a <label for>. */
  group?: boolean;
}

/** The filters above a list, each under its label (ops.css: .bo-filters, .bo-filter). */
export function FilterBar({ filters }: { filters: readonly Filter[] }) {
  const base = useId();
  return (
    <div className="bo-filters">
      {filters.map((f, i) => {
        const id = `${base}${i}`;
        return (
          <div className="bo-filter" key={f.label}>
            {f.group ? <span id={id}>{f.label}</span> : <label htmlFor={id}>{f.label}</label>}
            {f.control(id)}
          </div>
        );
      })}
    </div>
  );
}
