import { useCallback, useEffect, useRef, type ReactNode } from 'react';

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

/**
 * A load that failed, with 다시 시도. `what` carries its particle: '공지사항을'. `detail`: what went
 * wrong, when the page has it (the server's sentence); default: try again later.
 */
export function LoadError({ what, detail = '잠시 뒤 다시 시도해 주세요.', retry }: { what: string; detail?: ReactNode; retry(): void }) {
  return (
    <div className="fm-notice fm-notice--error" role="alert" data-load-error="">
      <p>
        {what} 불러오지 못했습니다. {detail}
      </p>
      <p>
        <button type="button" className="btn btn-secondary btn-small" onClick={retry}>
          다시 시도
        </button>
      </p>
    </div>
  );
}
