import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/router';
import { SessionTimer } from '../session/SessionTimer';
import { ZoomControl } from '../zoom/ZoomControl';
import { Gnb } from './Gnb';
import { Logo } from './Logo';
import { DESKTOP_NAV_QUERY, useMediaQuery } from './media';
import { SITE_MENU_ID, SiteMenu } from './SiteMenu';
import { UserLinks } from './UserLinks';

/**
 * KRDS header: logo, utility area (session timer, zoom control, member links), the GNB and the
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
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        {desktop ? (
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
            <button
              type="button"
              className="site-header__menu-btn"
              aria-controls={SITE_MENU_ID}
              aria-expanded={menuOpen}
              onClick={(e) => openMenu(e.currentTarget)}
            >
              <span className="icon-menu" aria-hidden="true" />
              <span className="site-header__menu-label">전체메뉴</span>
            </button>
          </div>
        )}
      </div>
      {desktop ? <Gnb siteMenuOpen={menuOpen} onOpenSiteMenu={openMenu} /> : null}
      <SiteMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
