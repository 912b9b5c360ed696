import type { ReactNode } from 'react';
import { useQueries, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { Spinner, type AreaFrame } from '@portal/ui';
import { errorStatus, LoadError } from '@portal/ui/form';
import './list.css';

/** What a read shows while it loads: the spinner with `${what} 불러오는 중입니다` ('공지사항을'). */
export const Loading = ({ what }: { what: string }) => <Spinner label={`${what} 불러오는 중입니다`} />;

/**
 * What a list shows while its page loads: the place of the count line and of a page of rows, drawn as
 * quiet grey bars of a fixed height, so the list does not push what follows when it arrives (no
 * layout shift). Announced like the spinner: a polite status `${what} 불러오는 중입니다`.
 */
export function ListSkeleton({ what, rows = 6 }: { what: string; rows?: number }) {
  return (
    <div className="ls-skeleton" role="status" aria-live="polite" data-loading="">
      <span className="sr-only">{`${what} 불러오는 중입니다`}</span>
      <span className="ls-skeleton__count" aria-hidden="true" />
      <span className="ls-skeleton__rows" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="ls-skeleton__row">
            <span className="ls-skeleton__bar" />
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * The states of one read (a `defineQuery(...).use(...)` result): the spinner while it loads, the
 * error with 다시 시도 (a refetch), else the children with the data. `what` carries its particle:
 * '이용약관을'. `fallback` answers the errors the page shows itself (a 404 → the not-found page); null or
 * undefined leaves an error to the gate.
 */
/** What the gate reads of a query result (a `use(...)` result, or several through `useEach`). */
export interface Read<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
  isFetchedAfterMount: boolean;
  refetch(): unknown;
}

export function QueryGate<T>({
  query,
  what,
  fallback,
  fresh,
  children,
}: {
  query: Read<T>;
  what: string;
  /** Wait for an answer fetched after this page opened (not a cached one): content the visitor's own actions change (answered, signed in). */
  fresh?: boolean;
  fallback?: (error: Error, retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (isLoading(query, fresh)) return <Loading what={what} />;
  if (query.status === 'error') {
    const retry = () => void query.refetch();
    return <>{fallback?.(query.error!, retry) ?? <LoadError what={what} retry={retry} />}</>;
  }
  return <>{children(query.data as T)}</>;
}

/**
 * A record page's read: the loading state, then the record; a failure keeps the page's `title` (h1)
 * above the error with 다시 시도. `missing` stands instead when the API answers one of `missingOn`
 * (the record is not there or not the caller's: the same page without content); `fresh` as QueryGate's.
 */
export function TitledGate<T>({
  query,
  what,
  title,
  fresh,
  missing,
  missingOn = [],
  children,
}: {
  query: Read<T>;
  what: string;
  title: string;
  fresh?: boolean;
  missing?: ReactNode;
  missingOn?: readonly number[];
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryGate
      query={query}
      what={what}
      fresh={fresh}
      fallback={(e, retry) =>
        missingOn.includes(errorStatus(e) ?? 0) ? (
          missing
        ) : (
          <>
            <h1 className="mb-page__title">{title}</h1>
            <LoadError what={what} retry={retry} />
          </>
        )
      }
    >
      {children}
    </QueryGate>
  );
}

/** The props of an area's RecordGate: RecordPage without the frame, which the area gives. */
export interface RecordGateProps<T> {
  /** The page's data-page. */
  page: string;
  query: Read<T>;
  what: string;
  title: string;
  /** False when the address's key cannot name a record (malformed, absent): `missing` without asking. */
  named?: boolean;
  /** Stands instead (with its own frame) when the address names no record: `named` false or the API's 400/404. */
  missing: ReactNode;
  children: (data: T) => ReactNode;
}

/** A record page while its record loads: in the area's `frame`, the loading state, then the record; a failure keeps `title` (h1) above the error with 다시 시도. */
export function RecordPage<T>({ frame: Frame, page, query, what, title, named = true, missing, children }: RecordGateProps<T> & { frame: AreaFrame }) {
  if (!named || isMissing(query)) return <>{missing}</>;
  return (
    <Frame page={page}>
      <TitledGate query={query} what={what} title={title}>
        {children}
      </TitledGate>
    </Frame>
  );
}

/** Whether a read failed because its address names nothing: the API's 400 (a malformed key) or 404. */
export const isMissing = (query: Pick<Read<unknown>, 'status' | 'error'>) => query.status === 'error' && [400, 404].includes(errorStatus(query.error) ?? 0);

/** Whether a read has nothing to show yet (with `fresh`, a cached answer does not count). */
export const isLoading = (query: Read<unknown>, fresh?: boolean) => query.status === 'pending' || Boolean(fresh && query.status !== 'error' && !query.isFetchedAfterMount);

/**
 * One call read for several inputs at once (the offices of every institution): one `Read` of all the
 * answers in the order of `inputs`; pending while any is, failed when any fails (다시 시도 refetches those).
 */
export function useEach<I, D, K extends QueryKey>(call: { options(input: I): UseQueryOptions<D, Error, D, K> }, inputs: readonly I[]): Read<D[]> {
  return useQueries({
    queries: inputs.map((input) => call.options(input)),
    combine: (results: UseQueryResult<D, Error>[]): Read<D[]> => {
      const failed = results.find((r) => r.isError);
      return {
        status: failed ? 'error' : results.some((r) => r.isPending) ? 'pending' : 'success',
        data: results.every((r) => r.isSuccess) ? results.map((r) => r.data as D) : undefined,
        error: failed?.error ?? null,
        isFetchedAfterMount: results.every((r) => r.isFetchedAfterMount),
        refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
      };
    },
  });
}

/** A list or search with nothing to show: its own words (and a way out, e.g. 검색 조건 지우기). */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="ls-empty" data-empty="">
      {children}
    </div>
  );
}
