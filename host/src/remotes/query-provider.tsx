import type { ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '@portal/http/query';
import { bootQueries } from './server-render';

/** How long answers the server fetched for a server-rendered page count as fresh: the page does not fetch them again on hydrating. */
export const SERVER_DATA_FRESH_MS = 60_000;

// The host owns THE QueryClient; it loads with the first remote so the main page does not carry it.
const queryClient = createQueryClient();

// A server-rendered page's data, fetched once on the server, goes into the cache before its remote renders.
const state = bootQueries as DehydratedState | null;
if (state && Array.isArray(state.queries)) {
  hydrate(queryClient, state);
  for (const q of state.queries) queryClient.setQueryDefaults(q.queryKey, { staleTime: SERVER_DATA_FRESH_MS });
}

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
