import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../pages';

export type PageState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry(): void }
  | { status: 'error'; data?: undefined; error: unknown; retry(): void }
  | { status: 'ready'; data: T; error?: undefined; retry(): void; setData(d: T): void };

/** Loads once on mount (and on retry); stale answers of an earlier try are ignored. */
export function usePageState<T>(load: () => Promise<T>): PageState<T> {
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'ready'; data?: T; error?: unknown }>({ status: 'loading' });
  const run = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const start = useCallback(() => {
    const mine = ++run.current;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => mine === run.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === run.current && setState({ status: 'error', error }),
    );
  }, []);
  useEffect(() => {
    start();
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- run counts loads (no DOM ref): the cleanup must bump its latest value
      run.current++;
    };
  }, [start]);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, retry: start, setData } as PageState<T>;
}

export type KeyedLoad<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads again whenever `key` changes (lists whose query lives in the address) or on retry; the
 * answer of an earlier key is dropped.
 */
export function useKeyedLoad<T>(key: string, load: () => Promise<T>): [KeyedLoad<T>, () => void] {
  const [state, setState] = useState<KeyedLoad<T>>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, tries]);
  return [state, () => setTries((t) => t + 1)];
}

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

/** Loading spinner, or an error with 다시 시도, or the children. `what` carries its particle: '약관을'. */
export function LoadGate<T>({ state, what, children }: { state: PageState<T>; what: string; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <Spinner label={`${what} 불러오는 중입니다`} />;
  if (state.status === 'error') return <LoadError what={what} retry={state.retry} />;
  return <>{children(state.data)}</>;
}
