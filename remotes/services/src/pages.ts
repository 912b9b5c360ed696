import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Built pages of this area (issue 20), each at its route's path under ./pages. A route without an
 * entry renders the honest /ready page.
 */
export const pages: PageMap<'services'> = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
    // 법률복지지도 and the map of a service type
    '/myservice/lawmap',
    '/servicetype/map',
  ]),
};
