import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from '@portal/router';
import { getContextPath } from '@portal/http';
import { buildRoutes } from './routes';
import { shellHydrated } from './remotes/server-render';

export function App() {
  const router = useMemo(() => createBrowserRouter(buildRoutes(), { basename: getContextPath() || '/' }), []);
  // The server's page (if any) is now this app's, unless a remote's part still hydrates (HydrationMark).
  useEffect(shellHydrated, []);
  return <RouterProvider router={router} />;
}
