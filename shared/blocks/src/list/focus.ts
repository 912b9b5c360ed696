import { useCallback, useEffect, useRef } from 'react';

/**
 * After a search, a tab or a page the visitor asked for (`arm()` before navigating), the element of
 * `ref` (the result count) takes focus once the query has its answer, so a screen reader hears how
 * many were found; loads the visitor did not ask for (first visit, back, a background refresh) leave
 * focus alone.
 */
export function useFocusOnResult<E extends HTMLElement>(query: { status: string; data: unknown }) {
  const ref = useRef<E>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (query.status === 'success' && armed.current) {
      armed.current = false;
      ref.current?.focus();
    }
  }, [query.status, query.data]);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { ref, arm };
}
