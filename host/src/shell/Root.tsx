import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MenuList, AuthRecord, type MenuItem } from '@portal/contracts';
import { http } from '@portal/http';
import { breadcrumbLookupPath, pageTitle, useSession } from '@portal/session';

let startupDone = false;

/** Spec section 4: once at start-up, login state, GNB and site map load together; failures are silent. */
function useStartupLoads() {
  useEffect(() => {
    if (startupDone) return;
    startupDone = true;
    const s = useSession.getState();
    void Promise.allSettled([
      http.get('/api/login/status', { showLoading: false }).then((r) => s.setAuth(AuthRecord.parse(r.data))),
      http.get('/api/menu/gnb', { showLoading: false }).then((r) => s.setGnb(MenuList.parse(r.data))),
      http.get('/api/menu/siteMap', { showLoading: false }).then((r) => s.setSiteMap(MenuList.parse(r.data))),
    ]);
  }, []);
}

function useBreadcrumbsAndTitle(pathname: string) {
  const menuUrl = breadcrumbLookupPath(pathname);
  const { data } = useQuery({
    queryKey: ['breadcrumbList', menuUrl],
    queryFn: async (): Promise<MenuItem[]> =>
      MenuList.parse((await http.get('/api/menu/breadcrumbList', { params: { menuUrl }, showLoading: false })).data),
    staleTime: 60_000,
  });
  useEffect(() => {
    const list = data ?? [];
    useSession.getState().setBreadcrumbs(list);
    document.title = pageTitle(list);
  }, [data]);
}

export function Root() {
  const { pathname, hash } = useLocation();
  useStartupLoads();
  useBreadcrumbsAndTitle(pathname);
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
