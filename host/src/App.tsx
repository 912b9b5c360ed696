import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from '@portal/router';
import { getContextPath } from '@portal/http';
import { buildRoutes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(buildRoutes(), { basename: getContextPath() || '/' }), []);
  // The server's prerendered main page (if any) is now this app's: say so (tests wait for it).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  return <RouterProvider router={router} />;
}
