import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';
import type { ElrcptForm, ElrcptInst } from '@portal/contracts/client';
import { lazyWith, pageModule } from './lib/lazy-page';

// ── electronic application: choice, consent, forms, receipt, withdrawal, my documents (issue 16, helper "app") ──
const consent = pageModule<{ inst: ElrcptInst }>('lib/ConsentPage', () => import('./lib/ConsentPage'));
const formPage = pageModule<{ form: ElrcptForm }>('lib/FormPage', () => import('./lib/FormPage'));
const aplyPages = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
    '/elrcpt/aply',
    '/elrcpt/ElrcptCmptnInfo',
    '/elrcpt/ElrcptRtrcnPopup',
    '/elrcpt/MyDocPopup',
  ]),
  '/elrcpt/form/ElrcptKlacAgreInfo': lazyWith(consent, { inst: 'KLAC' }),
  '/elrcpt/form/ElrcptKlacfrAgreInfo': lazyWith(consent, { inst: 'LHM' }),
  '/elrcpt/form/ElrcptLqaAgreInfo': lazyWith(consent, { inst: 'LQA' }),
  '/elrcpt/form/ElrcptLegalaidAgreInfo': lazyWith(consent, { inst: 'LEGALAID' }),
  '/elrcpt/form/ElrcptKcabAgreInfo': lazyWith(consent, { inst: 'KCAB' }),
  '/elrcpt/form/ElrcptKlacM': lazyWith(formPage, { form: 'KLAC' }),
  '/elrcpt/form/ElrcptKlacEtcM': lazyWith(formPage, { form: 'KLAC_ETC' }),
  '/elrcpt/form/ElrcptKlacfrM': lazyWith(formPage, { form: 'KLACFR' }),
  '/elrcpt/form/ElrcptLqaM': lazyWith(formPage, { form: 'LQA' }),
  '/elrcpt/form/ElrcptLegalaidM': lazyWith(formPage, { form: 'LEGALAID' }),
  '/elrcpt/form/ElrcptLegalaidStkgDvM': lazyWith(formPage, { form: 'LEGALAID_STKGDV' }),
  '/elrcpt/form/ElrcptLegalaidSxvl': lazyWith(formPage, { form: 'LEGALAID_SXVL' }),
  '/elrcpt/form/ElrcptKcabM': lazyWith(formPage, { form: 'KCAB' }),
} satisfies PageMap<'application'>;
// ── end of helper "app"'s block ──

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (see @portal/router/pages) or one lib page serving several routes with its own props. A route
 * without an entry renders the honest /ready page.
 */
export const pages: PageMap<'application'> = {
  ...aplyPages,
};
