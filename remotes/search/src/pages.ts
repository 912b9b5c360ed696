import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Reading pages the server renders with their data (issue 15): search results are public and need
 * no visitor session (recent searches live on the device and show only when the field is focused).
 */
export const serverRendered = [
  '/search/totalresult',
  '/search/basicresult',
  '/search/basicresultLlm',
  '/search/publicresult',
  '/search/researchresult',
  '/search/exampleresult',
  '/search/formresult',
  '/search/serviceresult',
  '/search/etcresult',
  '/search/empty',
  '/search/emptytab',
] as const;

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/search/totalresult` → pages/search/totalresult.tsx; see @portal/router/pages). The /ai routes
 * (issue 19) still render the honest /ready page.
 */
export const pages: PageMap<'search'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [...serverRendered]);
