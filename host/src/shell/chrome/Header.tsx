import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/router';
import { SessionTimer } from '../session/SessionTimer';
import { ZoomControl } from '../zoom/ZoomControl';
import { MenuButton, SiteHeader } from '@portal/ui/chrome';
import { Gnb } from './Gnb';
import { DESKTOP_NAV_QUERY, useMediaQuery } from './media';
import { SITE_MENU_ID, SiteMenu } from './SiteMenu';
import { UserLinks } from './UserLinks';

/**
 * KRDS header (@portal/ui's SiteHeader): logo, utility area (session timer, zoom control, member links), the GNB and the
 * 전체메뉴 button (desktop, in the GNB bar) or the menu button (below 992 px, beside the logo). The
 * session timer sits in the utility area on desktop and beside the menu button below it; the zoom
 * control in the utility area on desktop and in the mobile menu below it.
 */
export function Header() {
  const desktop = useMediaQuery(DESKTOP_NAV_QUERY);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openMenu = useCallback((el: HTMLElement) => {
    opener.current = el;
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    const el = opener.current;
    if (el) requestAnimationFrame(() => el.focus());
  }, []);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <SiteHeader
      tools={
        desktop ? (
          <div className="site-header__utility">
            <div className="site-header__tools">
              <SessionTimer />
              <ZoomControl />
            </div>
            <UserLinks className="user-links" />
          </div>
        ) : (
          <div className="site-header__mobile-tools">
            {/* signed in: the remaining time and 연장 stay in sight on a phone too */}
            <SessionTimer />
            <MenuButton controls={SITE_MENU_ID} expanded={menuOpen} onOpen={openMenu} />
          </div>
        )
      }
    >
      {desktop ? <Gnb siteMenuOpen={menuOpen} onOpenSiteMenu={openMenu} /> : null}
      <SiteMenu open={menuOpen} onClose={closeMenu} />
    </SiteHeader>
  );
}
