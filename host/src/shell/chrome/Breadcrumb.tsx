import { Link, useLocation } from '@portal/router';
import { breadcrumbView, useSession } from '@portal/session';

/**
 * KRDS breadcrumb from the breadcrumb lookup of the page (spec section 2): 홈 first, then the crumbs of
 * breadcrumbView (under /dscsn/tel/ the last one dropped), the active one marked aria-current="page".
 */
export function Breadcrumb({ className = '' }: { className?: string }) {
  const { pathname } = useLocation();
  const list = useSession((s) => s.breadcrumbs);
  const { crumbs, activeIndex } = breadcrumbView(pathname, list);
  return (
    <nav className={`breadcrumb ${className}`} aria-label="현재 위치">
      <ol className="breadcrumb__list">
        <li className="breadcrumb__home">
          <Link to="/">홈</Link>
        </li>
        {crumbs.map((c, i) => {
          const current = i === activeIndex;
          return (
            <li key={c.menuId}>
              {c.menuUrl ? (
                <Link to={c.menuUrl} aria-current={current ? 'page' : undefined}>
                  {c.menuName}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{c.menuName}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
