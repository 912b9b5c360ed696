import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { GnbSection, GnbTab } from '../menu';
import { MenuLinks, TabName } from './menu-links';

function TabBlock({ tab, pathname, current }: { tab: GnbTab; pathname: string; current: ReadonlySet<string> }) {
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
  current: ReadonlySet<string>;
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

export interface MainMenuProps {
  /** The menu grouped for display (the host: groupGnb of the session's GNB). */
  sections: readonly GnbSection[];
  /** Menu ids on the way to the page shown (their section is marked current). */
  current: ReadonlySet<string>;
  /** The page shown (a route change closes the open panel). */
  pathname: string;
  /** Whether the 전체메뉴 panel is open (the 전체메뉴 button's aria-expanded). */
  siteMenuOpen?: boolean;
  /** Opens the 전체메뉴 panel; without it the 전체메뉴 button is not drawn. */
  onOpenSiteMenu?: (opener: HTMLElement) => void;
  /** The nav's id (the skip link's target `#gnb` in the portal) and the prefix of the panels' ids. */
  id?: string;
  /** The nav landmark's name (one per page). */
  label?: string;
  /** The id of the 전체메뉴 panel the button controls. */
  siteMenuId?: string;
}

/**
 * Desktop GNB (spec section 3). Each section is a button that opens its panel (mega panel for SRVC/LWA
 * sections, dropdown for single-tab sections): Enter/Space toggles, Escape closes and returns focus to
 * the button, leaving the section with Tab or a click outside closes it.
 */
export function MainMenu({ sections, current, pathname, siteMenuOpen = false, onOpenSiteMenu, id = 'gnb', label = '주 메뉴', siteMenuId = 'site-menu' }: MainMenuProps) {
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
    <nav className="gnb" id={id} aria-label={label} ref={navRef} tabIndex={-1}>
      <div className="container gnb__inner">
        <ul className="gnb__list">
          {sections.map((s) => {
            const panelId = `${id}-panel-${s.menuId}`;
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
        {onOpenSiteMenu ? (
          <button type="button" className="gnb__all" aria-controls={siteMenuId} aria-expanded={siteMenuOpen} onClick={(e) => onOpenSiteMenu(e.currentTarget)}>
            <span className="icon-menu" aria-hidden="true" />
            전체메뉴
          </button>
        ) : null}
      </div>
    </nav>
  );
}
