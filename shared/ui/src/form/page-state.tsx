import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../pages';

export type PageState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry(): void }
  | { status: 'error'; data?: undefined; error: unknown; retry(): void }
  | { status: 'ready'; data: T; error?: undefined; retry(): void; setData(d: T): void };

/**
 * After a search, a tab or a page the visitor asked for (`arm()`), the element of `ref` (the result
 * count) takes focus once the list is ready, so a screen reader hears how many were found; loads the
 * visitor did not ask for leave focus alone.
 */
export function useFocusWhenReady<E extends HTMLElement>(state: { status: string }) {
  const ref = useRef<E>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (state.status === 'ready' && armed.current) {
      armed.current = false;
      ref.current?.focus();
    }
  }, [state]);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { ref, arm };
}

/** A load that failed, with 다시 시도. `what` carries its particle: '공지사항을'. */
export function LoadError({ what, retry }: { what: string; retry(): void }) {
  return (
    <div className="fm-notice fm-notice--error" role="alert" data-load-error="">
      <p>{what} 불러오지 못했습니다. 잠시 뒤 다시 시도해 주세요.</p>
      <p>
        <button type="button" className="btn btn-secondary btn-small" onClick={retry}>
          다시 시도
        </button>
      </p>
    </div>
  );
}

/** What LoadGate reads of a query result (`defineQuery(...).use(...)`): its status, data and refetch. */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  refetch(): unknown;
}

/**
 * Loading spinner, or an error with 다시 시도, or the children. `what` carries its particle: '약관을'.
 * `state` is a PageState or a query result (`q = call.use(input)`; 다시 시도 refetches).
 */
export function LoadGate<T>({ state, what, children }: { state: PageState<T> | QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (state.status === 'loading' || state.status === 'pending') return <Spinner label={`${what} 불러오는 중입니다`} />;
  if (state.status === 'error') return <LoadError what={what} retry={'retry' in state ? state.retry : () => void state.refetch()} />;
  return <>{children(state.data as T)}</>;
}
