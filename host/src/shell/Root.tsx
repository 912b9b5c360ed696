import { useEffect } from 'react';
import { Outlet } from '@portal/router';
import { ShellServices } from './ShellServices';
import { useFocusAndScroll } from './navigation/focus-scroll';
import { useRouteChecks } from './navigation/route-checks';
import { runStartupLoads } from './navigation/startup';
import './navigation/navigation.css';

/**
 * The router's root: start-up loads (once), the navigation rules of spec section 2 on every route
 * change (breadcrumbs and title, access page, route rule, scroll, focus) and the page-wide services.
 */
export function Root() {
  useEffect(() => {
    runStartupLoads();
  }, []);
  useRouteChecks();
  useFocusAndScroll();
  return (
    <>
      <Outlet />
      <ShellServices />
    </>
  );
}
