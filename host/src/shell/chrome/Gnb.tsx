import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@portal/router';
import { useSession } from '@portal/session';
import { currentMenuIds, groupGnb, type GnbSection, type GnbTab } from '../gnb-groups';
import { MenuLinks, TabName } from './menu-links';

function TabBlock({ tab, pathname, current }: { tab: GnbTab; pathname: string; current: Set<string> }) {
  const active = current.has(tab.menuId);
  return (
    <div className={active ? 'gnb-tab is-active' : 'gnb-tab'} data-gnb-tab={tab.name}>
      <TabName tab={tab} pathname={pathname} className="gnb-tab__link" />
      {tab.links.length ? <MenuLinks className="gnb-tab__links" links={tab.links} pathname={pathname} /> : null}
      {tab.groups.map((g) => (
        <div className="gnb-group" key={g.menuId}>
          <p className="gnb-group__subtitle" data-gnb-subtitle={g.subtitle}>
            {g.subtitle}
          </p>
          <MenuLinks className="gnb-tab__links" links={g.links} pathname={pathname} />
        </div>
      ))}
    </div>
  );
}

interface PanelProps {
  section: GnbSection;
  id: string;
  open: boolean;
  pathname: string;
  current: Set<string>;
}

function Panel({ section, id, open, pathname, current }: PanelProps) {
  if (section.kind === 'single') {
    const tab = section.tabs[0];
    return (
      <div id={id} className="gnb-panel gnb-panel--dropdown" data-gnb-tab={tab.name} hidden={!open}>
        <MenuLinks className="gnb-dropdown" links={tab.links} pathname={pathname} />
      </div>
    );
  }
  return (
    <div id={id} className="gnb-panel gnb-panel--mega" hidden={!open}>
      <div className="container gnb-panel__inner">
        {section.title ? (
          <div className="gnb-panel__head">
            <p className="gnb-panel__title" data-gnb-title={section.title}>
              {section.title}
            </p>
          </div>
        ) : null}
        <div className="gnb-panel__tabs">
          {section.tabs.map((t) => (
            <TabBlock key={t.menuId} tab={t} pathname={pathname} current={current} />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Desktop GNB from useSession().gnb, grouped per spec section 3. Each section is a button that opens
 * its panel (mega panel for SRVC/LWA sections, dropdown for single-tab sections): Enter/Space
 * toggles, Escape closes and returns focus to the button, leaving the section with Tab closes it.
 */
export function Gnb({ siteMenuOpen, onOpenSiteMenu }: { siteMenuOpen: boolean; onOpenSiteMenu: (opener: HTMLElement) => void }) {
  const gnb = useSession((s) => s.gnb);
  const breadcrumbs = useSession((s) => s.breadcrumbs);
  const { pathname } = useLocation();
  const sections = useMemo(() => groupGnb(gnb), [gnb]);
  const current = useMemo(() => currentMenuIds(gnb, pathname, breadcrumbs), [gnb, pathname, breadcrumbs]);
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, menuId: string) => {
    if (e.key === 'Escape' && open === menuId) {
      e.preventDefault();
      setOpen(null);
      e.currentTarget.querySelector<HTMLButtonElement>('.gnb-trigger')?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>, menuId: string) => {
    if (open === menuId && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav className="gnb" id="gnb" aria-label="주 메뉴" ref={navRef} tabIndex={-1}>
      <div className="container gnb__inner">
        <ul className="gnb__list">
          {sections.map((s) => {
            const panelId = `gnb-panel-${s.menuId}`;
            const isOpen = open === s.menuId;
            const isCurrent = current.has(s.menuId);
            const cls = `gnb__item gnb__item--${s.kind}${isCurrent ? ' is-current' : ''}${isOpen ? ' is-open' : ''}`;
            return (
              <li key={s.menuId} className={cls} data-gnb-kind={s.kind} onKeyDown={(e) => onKeyDown(e, s.menuId)} onBlur={(e) => onBlur(e, s.menuId)}>
                <button
                  type="button"
                  className="gnb-trigger"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => setOpen(isOpen ? null : s.menuId)}
                >
                  {s.name}
                </button>
                {/* panels exist only while open: a light DOM for every page (axe, memory) */}
                {isOpen ? <Panel section={s} id={panelId} open pathname={pathname} current={current} /> : null}
              </li>
            );
          })}
        </ul>
        <button type="button" className="gnb__all" aria-controls="site-menu" aria-expanded={siteMenuOpen} onClick={(e) => onOpenSiteMenu(e.currentTarget)}>
          <span className="icon-menu" aria-hidden="true" />
          전체메뉴
        </button>
      </div>
    </nav>
  );
}
