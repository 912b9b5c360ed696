import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { AuthRecord, MenuItem } from '@portal/contracts/client';
import { http } from '@portal/http';
import { breadcrumbLookupPath, pageTitle, useSession } from '@portal/session';
import { ShellServices } from './ShellServices';

let startupDone = false;

/** Spec section 4: once at start-up, login state, GNB and site map load together; failures are silent. */
function useStartupLoads() {
  useEffect(() => {
    if (startupDone) return;
    startupDone = true;
    const s = useSession.getState();
    void Promise.allSettled([
      http.get<AuthRecord>('/api/login/status', { showLoading: false }).then((r) => s.setAuth(r.data)),
      http.get<MenuItem[]>('/api/menu/gnb', { showLoading: false }).then((r) => s.setGnb(r.data)),
      http.get<MenuItem[]>('/api/menu/siteMap', { showLoading: false }).then((r) => s.setSiteMap(r.data)),
    ]);
  }, []);
}

const crumbCache = new Map<string, MenuItem[]>();

/** Every route change looks up its breadcrumbs (spec section 2); they set the title and the menu store. */
function useBreadcrumbsAndTitle(pathname: string) {
  const menuUrl = breadcrumbLookupPath(pathname);
  useEffect(() => {
    const apply = (list: MenuItem[]) => {
      useSession.getState().setBreadcrumbs(list);
      document.title = pageTitle(list);
    };
    const cached = crumbCache.get(menuUrl);
    if (cached) return apply(cached);
    const controller = new AbortController();
    http
      .get<MenuItem[]>('/api/menu/breadcrumbList', { params: { menuUrl }, showLoading: false, signal: controller.signal })
      .then((r) => {
        crumbCache.set(menuUrl, r.data);
        apply(r.data);
      })
      .catch(() => {
        if (!controller.signal.aborted) apply([]);
      });
    return () => controller.abort();
  }, [menuUrl]);
}

export function Root() {
  const { pathname, hash } = useLocation();
  useStartupLoads();
  useBreadcrumbsAndTitle(pathname);
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <>
      <Outlet />
      <ShellServices />
    </>
  );
}
