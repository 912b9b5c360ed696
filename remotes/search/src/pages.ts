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
 * The AI guidance pages (issue 19): members' pages rendered in the browser only (a conversation is
 * personal data and an answer is asked, not read); the shell sends anonymous visitors from /ai… to /.
 */
export const aiPages = [
  '/ai',
  '/ai/actmain',
  '/ai/edmain',
  '/ai/result',
  '/ai/result/act',
  '/ai/result/act/exampleresult',
  '/ai/result/act/formresult',
  '/ai/result/act/publicresult',
  '/ai/result/act/serviceresult',
  '/ai/result/ed',
  '/ai/result/ed/actresult',
  '/ai/result/ed/erresult',
  '/ai/result/ed/exampleresult',
  '/ai/result/ed/formresult',
  '/ai/result/leftside',
  '/ai/result/modal',
  '/ai/result/search',
] as const;

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/search/totalresult` → pages/search/totalresult.tsx; see @portal/router/pages). A route without
 * an entry renders the honest /ready page.
 */
export const pages: PageMap<'search'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [...serverRendered, ...aiPages]);
