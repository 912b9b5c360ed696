import { Link } from '@portal/router';
import { isCurrentUrl, type GnbLink, type GnbTab } from '../menu';

/** A menu's links as a list (GNB panels, 전체메뉴); the link of the page shown is aria-current="page". */
export function MenuLinks({ links, pathname, className }: { links: GnbLink[]; pathname: string; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.menuId}>
          <Link to={l.url} aria-current={isCurrentUrl(l.url, pathname) ? 'page' : undefined}>
            {l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A tab's name: a link to its page, or plain text when the tab has none. */
export function TabName({ tab, pathname, className }: { tab: GnbTab; pathname: string; className: string }) {
  return tab.url ? (
    <Link to={tab.url} className={className} aria-current={isCurrentUrl(tab.url, pathname) ? 'page' : undefined}>
      {tab.name}
    </Link>
  ) : (
    <span className={className}>{tab.name}</span>
  );
}
