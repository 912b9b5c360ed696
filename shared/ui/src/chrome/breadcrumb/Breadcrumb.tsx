import { Link } from '@portal/router';
import type { Crumb } from '../menu';

export interface BreadcrumbProps {
  /** The crumbs after 홈 (the host passes breadcrumbView's crumbs of the page). */
  crumbs: readonly Crumb[];
  /** Which crumb is the page shown (aria-current="page"); -1 for none. */
  activeIndex: number;
  /** The nav landmark's name (one per page). */
  label?: string;
  className?: string;
}

/** KRDS breadcrumb: 홈 first, then the crumbs, the active one marked aria-current="page". */
export function Breadcrumb({ crumbs, activeIndex, label = '현재 위치', className = '' }: BreadcrumbProps) {
  return (
    <nav className={`breadcrumb ${className}`} aria-label={label}>
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
