import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Reading pages the server renders with their data (issue 15): the service catalogue by type and by
 * institution is public content that needs no visitor session.
 */
export const serverRendered = ['/servicetype', '/servicetype/list', '/servicetype/detail', '/servicepvsn', '/servicepvsn/list', '/servicepvsn/detail', '/servicepvsn/boardDetail'] as const;

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Pages live at their route's path under src/pages (`routePages`).
 */
export const pages: PageMap<'services'> = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
    // the service catalogue (issue 20): by type and by institution
    '/servicetype',
    '/servicetype/list',
    '/servicetype/detail',
    '/servicepvsn',
    '/servicepvsn/list',
    '/servicepvsn/detail',
    '/servicepvsn/boardDetail',
  ]),
};
