import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@portal/http/query';

// The host owns THE QueryClient; it loads with the first remote so the main page does not carry it.
const queryClient = createQueryClient();

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
