import { useEffect, useState } from 'react';
import { Link } from '@portal/router';
import { isCurrentUrl, type SideNavEntry } from '../menu';

export interface SideNavProps {
  /** The area's name: the heading and the nav landmark's name (`${title} 메뉴`). */
  title: string;
  entries: readonly SideNavEntry[];
  /** Menu ids on the way to the page shown (their branches are open and marked). */
  current: ReadonlySet<string>;
  /** The page shown (the host passes the router's pathname). */
  pathname: string;
  /** Prefix of the ids inside (`side` in the portal; an example picks its own so two menus never clash). */
  idPrefix?: string;
}

function contains(e: SideNavEntry, current: ReadonlySet<string>, pathname: string): boolean {
  return current.has(e.id) || isCurrentUrl(e.url, pathname) || e.children.some((c) => contains(c, current, pathname));
}

function Item({ entry, current, pathname, idPrefix }: { entry: SideNavEntry; current: ReadonlySet<string>; pathname: string; idPrefix: string }) {
  const active = contains(entry, current, pathname);
  const [open, setOpen] = useState(active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const self = isCurrentUrl(entry.url, pathname);
  const kids = entry.children.filter((c) => c.url);
  if (!kids.length) {
    return (
      <li className={active ? 'side-nav__item is-active' : 'side-nav__item'}>
        {entry.url ? (
          <Link to={entry.url} className="side-nav__link" aria-current={self ? 'page' : undefined}>
            {entry.name}
          </Link>
        ) : (
          <span className="side-nav__link">{entry.name}</span>
        )}
      </li>
    );
  }
  const subId = `${idPrefix}-sub-${entry.id}`;
  return (
    <li className={active ? 'side-nav__item is-active' : 'side-nav__item'}>
      <button type="button" className="side-nav__link side-nav__toggle" aria-expanded={open} aria-controls={subId} onClick={() => setOpen(!open)}>
        {entry.name}
      </button>
      <ul id={subId} className="side-nav__sub" hidden={!open}>
        {kids.map((k) => (
          <li key={k.id} className={contains(k, current, pathname) ? 'is-active' : undefined}>
            <Link to={k.url!} aria-current={isCurrentUrl(k.url, pathname) ? 'page' : undefined}>
              {k.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * KRDS side navigation of one area (e.g. 고객센터, 상담 신청). Below 992 px it folds behind a button
 * above the content. The current page carries aria-current="page"; its branch is open and marked.
 */
export function SideNav({ title, entries, current, pathname, idPrefix = 'side' }: SideNavProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const listId = `${idPrefix}-nav-list`;
  return (
    <nav className="side-nav" aria-label={`${title} 메뉴`}>
      <h2 className="side-nav__title">{title}</h2>
      <button type="button" className="side-nav__fold" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {title} 메뉴
      </button>
      <ul id={listId} className={open ? 'side-nav__list is-open' : 'side-nav__list'}>
        {entries.map((e) => (
          <Item key={e.id} entry={e} current={current} pathname={pathname} idPrefix={idPrefix} />
        ))}
      </ul>
    </nav>
  );
}
