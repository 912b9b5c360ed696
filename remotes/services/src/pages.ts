import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Built pages of this area (issue 20), each file under ./pages named by its route: the easy finder
 * and one-stop here; the catalogue, the map and the platform pages beside them.
 */
export const pages: PageMap<'services'> = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), ['/myservice/easysearch', '/one-stop']),
};
