// react-query defaults live at '@portal/http/query', so pages without queries do not load react-query.
import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: gc after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Spec section 9: 3 retries. */
export const QUERY_RETRIES = 3;
/** Spec section 9: the first retry waits 1 s, each next one twice as long, never more than 30 s. */
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;

/** Delay before retry number `failureCount + 1` (react-query passes the failures so far, from 0). */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** Math.max(0, failureCount), QUERY_RETRY_MAX_MS);
}

export const queryClientDefaults = {
  gcTime: QUERY_GC_TIME_MS,
  retry: QUERY_RETRIES,
  retryDelay,
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryClientDefaults, refetchOnWindowFocus: false } },
  });
}

/**
 * Spec section 9, prefetch delays: wait about 1 s before prefetching what a page will probably need
 * next (idle prefetch), and 100 ms of hovering/focusing a link before prefetching its target.
 */
export const PREFETCH_IDLE_DELAY_MS = 1000;
export const PREFETCH_INTENT_DELAY_MS = 100;

export { callQueryKey, defineMutation, defineQuery, retryCall, type MutationCall, type QueryCall } from './query-calls';
