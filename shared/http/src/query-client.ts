import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: gc after 5 minutes; 3 retries, 1 s doubling up to 30 s. */
export const queryClientDefaults = {
  gcTime: 5 * 60 * 1000,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryClientDefaults, refetchOnWindowFocus: false } },
  });
}
