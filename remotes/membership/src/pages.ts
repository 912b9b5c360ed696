import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/join/agreement` → pages/join/agreement.tsx or …/agreement/index.tsx; see @portal/router/pages).
 * A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'membership'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  '/join',
  '/join/agreement',
  '/join/identify',
  '/join/memberinfo',
  '/join/memberinfo/cmptn',
  '/login',
  '/login/ai',
  '/login/anyid',
  '/login/gst/agreement',
  '/login/gst',
  '/login/guide',
  '/login/guide/rmv',
  '/login/search/id',
  '/login/search/pwd',
]);
