import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from '@portal/router';
import { getContextPath } from '@portal/http';
import { buildRoutes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(buildRoutes(), { basename: getContextPath() || '/' }), []);
  return <RouterProvider router={router} />;
}
