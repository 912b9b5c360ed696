import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Reading pages the server renders (issue 15): public content that needs no visitor session — the
 * platform pages and the service catalogue by type and by institution. Every other page gets its
 * frame from the server and renders in the browser.
 */
export const serverRendered = [
  // platform pages (issue 20): what it is, its services, its history, how it is built, how to use it
  '/plt/intr',
  '/plt/service',
  '/plt/prgrs',
  '/plt/system',
  '/plt/guide',
  // participating institutions from the catalogue (svcInstitutions)
  '/plt/inst',
  // the service catalogue (issue 20): by type and by institution
  '/servicetype',
  '/servicetype/list',
  '/servicetype/detail',
  '/servicepvsn',
  '/servicepvsn/list',
  '/servicepvsn/detail',
  '/servicepvsn/boardDetail',
] as const;

/**
 * Built pages of this area (issue 20), each file under ./pages named by its route (`/plt/intr` →
 * pages/plt/intr.tsx or …/intr/index.tsx; see @portal/router/pages): the catalogue, the easy finder
 * and one-stop, the platform pages and the content popup. A route without an entry renders the
 * honest /ready page.
 */
export const pages: PageMap<'services'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  ...serverRendered,
  '/myservice/easysearch',
  '/one-stop',
  // a guide section in its own window (layout empty), chosen by ?id=
  '/popup/lasp/content',
  // 법률복지지도 and the map of a service type (one page, filtered by ?type=)
  '/myservice/lawmap',
  '/servicetype/map',
]);
