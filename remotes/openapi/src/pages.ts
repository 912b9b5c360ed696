import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Reading pages the server renders (issue 15): the catalogue and each API's documentation are public
 * and need no visitor session. The application form and my keys render in the browser.
 */
export const serverRendered = ['/opn/OpnApiList', '/opn/OpnApiView'] as const;

/**
 * Built pages of this area (issue 33): their routes in routes.txt, each page in the file its route
 * names (`/opn/OpnApiList` → pages/opn/OpnApiList.tsx; see @portal/router/pages).
 */
export const pages: PageMap<'openapi'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  ...serverRendered,
  // members: apply for a key, my applications and keys (and the approvers' queue)
  '/opn/OpnApiEdit',
  '/opn/OpnApiAprvList',
]);
