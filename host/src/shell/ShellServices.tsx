import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/router';
import { getContextPath } from '@portal/http';
import { warmFontCache } from '@portal/ui/fonts';
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
  useEffect(() => warmFontCache(getContextPath()), []);
  useEffect(() => {
    const stopPolling = startBuildUpdatePolling();
    const stopClicks = startFullLoadOnUpdate();
    return () => {
      stopPolling();
      stopClicks();
    };
  }, []);
  useFullLoadAfterUpdate();
  // Mounted after the first render, so the prerendered main page and its hydration agree (a lazy
  // component cannot render on the server).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <LoadingOverlay />
      {mounted ? (
        <Suspense fallback={null}>
          <SessionWatcher />
          <DevAlertHost />
        </Suspense>
      ) : null}
    </>
  );
}
