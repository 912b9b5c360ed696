import { useMemo } from 'react';
import { useLocation } from '@portal/router';
import { useSession } from '@portal/session';
import { MainMenu } from '@portal/ui/chrome';
import { currentMenuIds, groupGnb } from '../gnb-groups';

/** Desktop GNB: @portal/ui's MainMenu drawn from useSession().gnb, grouped per spec section 3. */
export function Gnb({ siteMenuOpen, onOpenSiteMenu }: { siteMenuOpen: boolean; onOpenSiteMenu: (opener: HTMLElement) => void }) {
  const gnb = useSession((s) => s.gnb);
  const breadcrumbs = useSession((s) => s.breadcrumbs);
  const { pathname } = useLocation();
  const sections = useMemo(() => groupGnb(gnb), [gnb]);
  const current = useMemo(() => currentMenuIds(gnb, pathname, breadcrumbs), [gnb, pathname, breadcrumbs]);
  return <MainMenu sections={sections} current={current} pathname={pathname} siteMenuOpen={siteMenuOpen} onOpenSiteMenu={onOpenSiteMenu} />;
}
