import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Reading pages the server renders with their data (issue 15): public content that needs no visitor
 * session. Every other page gets its frame from the server and renders in the browser.
 */
export const serverRendered = [
  // boards (issue 6): FAQ, notices, usage guide
  '/center/faq/list',
  '/center/faq/detail',
  '/center/ntc/list',
  '/center/ntc/detail',
  '/center/gd',
  // policy texts, institutions (issue 6)
  '/trms',
  '/trms/trmsView',
  '/trms/test2',
  '/prvc',
  '/copyright',
  '/etc/terms',
  '/customer/inst/inst',
] as const;

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/center/faq/list` → pages/center/faq/list.tsx or …/list/index.tsx; see @portal/router/pages).
 * A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'center'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  ...serverRendered,
  // the Q&A board and its completion page (issue 6): a form and a visitor's own question
  '/center/qna',
  '/center/qna/cmptn',
  // satisfaction surveys and statistics (issue 6)
  '/dgstfn/DgstfnSrvyExmn',
  '/dgstfn/DgstfnSrvyExmnList',
  '/dgstfn/DgstfnSrvyExmnStats',
]);
