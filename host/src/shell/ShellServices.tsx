import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from '@portal/router';
import { reloadIfUpdated, startBuildUpdatePolling, startFullLoadOnUpdate } from './build-update';
import { trackDevice } from './device';
import { LoadingOverlay } from './loading/LoadingOverlay';
import { startZoom } from './zoom/zoom';

// Not needed for the first paint: loaded right after it, in their own chunks (main-page budget).
const SessionWatcher = lazy(() => import('./session/SessionWatcher').then((m) => ({ default: m.SessionWatcher })));
const DevAlertHost = lazy(() => import('./loading/DevAlertHost').then((m) => ({ default: m.DevAlertHost })));

/** After a path change with a newer build live, the page is loaded again from the server. */
function useFullLoadAfterUpdate() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) {
      first.current = pathname;
      reloadIfUpdated();
    }
  }, [pathname]);
}

/**
 * Page-wide services, mounted once inside the router (by Root): the loading overlay, the session
 * warning/expiry dialogs and tab sync, build-update polling, the development-site alert, the display
 * zoom and device tracking.
 */
export function ShellServices() {
  useEffect(() => startZoom(), []);
  useEffect(() => trackDevice(), []);
  useEffect(() => {
    const stopPolling = startBuildUpdatePolling();
    const stopClicks = startFullLoadOnUpdate();
    return () => {
      stopPolling();
      stopClicks();
    };
  }, []);
  useFullLoadAfterUpdate();
  return (
    <>
      <LoadingOverlay />
      <Suspense fallback={null}>
        <SessionWatcher />
        <DevAlertHost />
      </Suspense>
    </>
  );
}
