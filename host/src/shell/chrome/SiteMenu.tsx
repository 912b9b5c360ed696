import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '@portal/router';
import { useSession } from '@portal/session';
import { ZoomControl } from '../zoom/ZoomControl';
import { MenuLinks, TabName, type GnbSection } from '@portal/ui/chrome';
import { currentMenuIds, groupGnb } from '../gnb-groups';
import { DESKTOP_NAV_QUERY, useMediaQuery } from './media';
import { UserLinks } from './UserLinks';

export const SITE_MENU_ID = 'site-menu';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function SectionBody({ section, pathname, current }: { section: GnbSection; pathname: string; current: Set<string> }) {
  return (
    <div className={`site-menu__body site-menu__body--${section.kind}`}>
      {section.tabs.map((tab) => (
        <div key={tab.menuId} className={current.has(tab.menuId) ? 'site-menu__tab is-active' : 'site-menu__tab'}>
          {section.kind !== 'single' ? <TabName tab={tab} pathname={pathname} className="site-menu__tab-link" /> : null}
          {tab.links.length ? <MenuLinks className="site-menu__links" links={tab.links} pathname={pathname} /> : null}
          {tab.groups.map((g) => (
            <div key={g.menuId} className="site-menu__group">
              <p className="site-menu__subtitle">{g.subtitle}</p>
              <MenuLinks className="site-menu__links" links={g.links} pathname={pathname} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * 전체메뉴: the whole site map as a modal panel. On desktop it lists every section in columns; below
 * 992 px it is the mobile menu (member links, zoom control, sections as an accordion; the session timer
 * stays in the header bar).
 * Focus moves to its close button, Tab stays inside, Escape or the close button closes it and focus
 * returns to the button that opened it.
 */
export function SiteMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const siteMap = useSession((s) => s.siteMap);
  const gnb = useSession((s) => s.gnb);
  const breadcrumbs = useSession((s) => s.breadcrumbs);
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP_NAV_QUERY);
  const tree = siteMap.length ? siteMap : gnb;
  const sections = useMemo(() => groupGnb(tree), [tree]);
  const current = useMemo(() => currentMenuIds(tree, pathname, breadcrumbs), [tree, pathname, breadcrumbs]);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    setExpanded(sections.find((s) => current.has(s.menuId))?.menuId ?? null);
    closeRef.current?.focus();
    document.documentElement.classList.add('has-site-menu');
    return () => document.documentElement.classList.remove('has-site-menu');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the panel opens
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      id={SITE_MENU_ID}
      className="site-menu"
      role="dialog"
      aria-modal="true"
      aria-label="전체메뉴"
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      {open ? <div className="site-menu__backdrop" onClick={onClose} aria-hidden="true" /> : null}
      {open ? (
        <div className="site-menu__panel" ref={panelRef}>
          <div className="site-menu__head">
            <h2 id="site-menu-title" className="site-menu__title">
              전체메뉴
            </h2>
            <button type="button" className="site-menu__close" ref={closeRef} onClick={onClose}>
              <span className="icon-close" aria-hidden="true" />
              <span className="sr-only">전체메뉴 닫기</span>
            </button>
          </div>
          {!desktop ? (
            <div className="site-menu__member">
              <UserLinks className="site-menu__user" />
              <div className="site-menu__tools">
                <ZoomControl />
              </div>
            </div>
        ) : null}
        <div className="site-menu__sections">
          {sections.map((s) => {
            const isCurrent = current.has(s.menuId);
            const bodyId = `site-menu-sec-${s.menuId}`;
            const isOpen = desktop || expanded === s.menuId;
            return (
              <section key={s.menuId} className={isCurrent ? 'site-menu__section is-current' : 'site-menu__section'} aria-labelledby={`${bodyId}-h`}>
                <h3 className="site-menu__section-title" id={`${bodyId}-h`}>
                  {desktop ? (
                    s.name
                  ) : (
                    <button
                      type="button"
                      className="site-menu__toggle"
                      aria-expanded={isOpen}
                      aria-controls={bodyId}
                      onClick={() => setExpanded(isOpen ? null : s.menuId)}
                    >
                      {s.name}
                    </button>
                  )}
                </h3>
                <div id={bodyId} hidden={!isOpen}>
                  <SectionBody section={s} pathname={pathname} current={current} />
                </div>
              </section>
            );
          })}
        </div>
      </div>
      ) : null}
    </div>
  );
}
