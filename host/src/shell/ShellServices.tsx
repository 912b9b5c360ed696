import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/router';
import { getContextPath } from '@portal/http';
import { useSession } from '@portal/session';
import { warmFontCache } from '@portal/ui/fonts';
import { reloadIfUpdated, startBuildUpdatePolling, startFullLoadOnUpdate } from './build-update';
import { trackDevice } from './device';
import { LoadingOverlay } from './loading/LoadingOverlay';
import { startZoom } from './zoom/zoom';

// Not needed for the first paint, and only for some visitors: each is loaded, in its own chunk, the
// first time it has work, then kept (main-page budget). The session warning and expiry dialogs and
// the tab sync act on a signed-in session only; the development-site alert on a queued alert (only
// development hosts queue any).
const SessionWatcher = lazy(() => import('./session/SessionWatcher').then((m) => ({ default: m.SessionWatcher })));
const DevAlertHost = lazy(() => import('./loading/DevAlertHost').then((m) => ({ default: m.DevAlertHost })));

/** True from the first time the store says so, for good (a logout still needs the session watcher). */
function useSeen(when: (s: ReturnType<typeof useSession.getState>) => boolean) {
  const now = useSession(when);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (now) setSeen(true);
  }, [now]);
  return seen || now;
}

const loadPrefetch = () => import('../remotes/prefetch');
/** Spec section 9: about a second after the page is idle. */
const IDLE_PREFETCH_MS = 1000;

/**
 * The prefetch (remotes/prefetch.ts), loaded on the first pointer or focus; once a page other than the
 * main page is idle, its likely next page (the main page stays lean for a first visit on a metered phone:
 * it prefetches on intent only).
 */
function usePrefetch() {
  useEffect(() => {
    const over = (e: Event) => void loadPrefetch().then((m) => m.intent(e));
    const out = () => void loadPrefetch().then((m) => m.leave());
    for (const type of ['pointerover', 'focusin'] as const) document.addEventListener(type, over, { passive: true });
    for (const type of ['pointerout', 'focusout'] as const) document.addEventListener(type, out, { passive: true });
    return () => {
      for (const type of ['pointerover', 'focusin'] as const) document.removeEventListener(type, over);
      for (const type of ['pointerout', 'focusout'] as const) document.removeEventListener(type, out);
    };
  }, []);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/') return;
    const id = setTimeout(() => {
      const run = () => void loadPrefetch().then((m) => m.prefetchLikelyNext());
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_PREFETCH_MS });
      else run();
    }, IDLE_PREFETCH_MS);
    return () => clearTimeout(id);
  }, [pathname]);
}

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
 * zoom, device tracking and the prefetch of the next page.
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
  usePrefetch();
  // Mounted after the first render, so the prerendered main page and its hydration agree (a lazy
  // component cannot render on the server).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const signedIn = useSeen((s) => s.auth.authenticated);
  const devAlerts = useSeen((s) => s.devAlerts.length > 0);
  return (
    <>
      <LoadingOverlay />
      {mounted && signedIn ? (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      ) : null}
      {mounted && devAlerts ? (
        <Suspense fallback={null}>
          <DevAlertHost />
        </Suspense>
      ) : null}
    </>
  );
}
