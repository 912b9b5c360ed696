import { useLocation } from '@portal/router';
import { breadcrumbView, useSession } from '@portal/session';
import { Breadcrumb as Trail } from '@portal/ui/chrome';

/**
 * KRDS breadcrumb (@portal/ui) from the breadcrumb lookup of the page (spec section 2): 홈 first, then
 * the crumbs of breadcrumbView (under /dscsn/tel/ the last one dropped), the active one marked.
 */
export function Breadcrumb({ className = '' }: { className?: string }) {
  const { pathname } = useLocation();
  const list = useSession((s) => s.breadcrumbs);
  const { crumbs, activeIndex } = breadcrumbView(pathname, list);
  return <Trail crumbs={crumbs} activeIndex={activeIndex} className={className} />;
}
