import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Reading pages the server renders (issue 15): public content that needs no visitor session and no
 * tab storage in its first render.
 */
export const serverRendered = [
  // the guide, the aid-target catalogue, the self-diagnosis introduction (issue 16)
  '/elrcpt/gd',
  '/elrcpt/atrpr',
  '/elrcpt/slfdgns/SlfdgnsInfo',
] as const;

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/elrcpt/gd` → pages/elrcpt/gd.tsx or …/gd/index.tsx; see @portal/router/pages).
 * A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'application'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  ...serverRendered,
  // self-diagnosis and the guide's popup (issue 16)
  '/elrcpt/slfdgns/SlfdgnsEdit',
  '/elrcpt/ElrcptGdPopup',
]);
