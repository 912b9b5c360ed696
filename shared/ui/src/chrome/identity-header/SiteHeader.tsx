import type { ReactNode } from 'react';
import { Logo } from './Logo';

/**
 * KRDS identity header: the logo (a link home) and, beside it, the tools the host puts there (session
 * timer, zoom, member links on desktop; the menu button below 992 px). `children` come under the bar
 * (the portal's GNB and 전체메뉴 panel).
 */
export function SiteHeader({ tools, children }: { tools?: ReactNode; children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        {tools}
      </div>
      {children}
    </header>
  );
}

/** The 전체메뉴 button of the header bar below 992 px: opens the panel `controls` names. */
export function MenuButton({ controls, expanded, onOpen }: { controls: string; expanded: boolean; onOpen: (opener: HTMLElement) => void }) {
  return (
    <button type="button" className="site-header__menu-btn" aria-controls={controls} aria-expanded={expanded} onClick={(e) => onOpen(e.currentTarget)}>
      <span className="icon-menu" aria-hidden="true" />
      <span className="site-header__menu-label">전체메뉴</span>
    </button>
  );
}
