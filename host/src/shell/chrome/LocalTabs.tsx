import { Link, useLocation } from '@portal/router';
import { isCurrentUrl, type SideNavEntry } from '@portal/ui/chrome';

/** A section's menus as a row of tabs (service finder and AI search frames), the current one marked. */
export function LocalTabs({ title, entries, current }: { title: string; entries: SideNavEntry[]; current: Set<string> }) {
  const { pathname } = useLocation();
  return (
    <nav className="local-tabs" aria-label={`${title} 메뉴`}>
      <ul className="local-tabs__list">
        {entries
          .filter((e) => e.url)
          .map((e) => {
            const active = current.has(e.id) || isCurrentUrl(e.url, pathname);
            return (
              <li key={e.id} className={active ? 'is-active' : undefined}>
                <Link to={e.url!} aria-current={isCurrentUrl(e.url, pathname) ? 'page' : active ? 'true' : undefined}>
                  {e.name}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
