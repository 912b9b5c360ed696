import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/center/faq/list` → pages/center/faq/list.tsx or …/list/index.tsx; see @portal/router/pages).
 * A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'center'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  // boards (issue 6): FAQ, notices, usage guide, Q&A
  '/center/faq/list',
  '/center/faq/detail',
  '/center/ntc/list',
  '/center/ntc/detail',
  '/center/gd',
  '/center/qna',
  '/center/qna/cmptn',
  // satisfaction surveys and statistics, policy texts, institutions (issue 6)
  '/dgstfn/DgstfnSrvyExmn',
  '/dgstfn/DgstfnSrvyExmnList',
  '/dgstfn/DgstfnSrvyExmnStats',
  '/trms',
  '/trms/trmsView',
  '/trms/test2',
  '/prvc',
  '/copyright',
  '/etc/terms',
  '/customer/inst/inst',
]);
