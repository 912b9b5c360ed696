import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, getContextPath } from '@portal/http';
import { buildRoutes } from './routes';

const queryClient = createQueryClient();

export function App() {
  const router = useMemo(() => createBrowserRouter(buildRoutes(), { basename: getContextPath() || '/' }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
