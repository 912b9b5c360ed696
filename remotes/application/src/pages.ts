import type { PageMap } from '@portal/ui';
import { PRDOC_FORM_CODES, prdocFormPath, type ElrcptForm, type ElrcptInst, type PrdocCode } from '@portal/contracts/client';
import { lazyWith, pageModule, routePages } from '@portal/router/pages';

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

// each named by its import request (the key of its files in ssr/page-assets.json)
const consent = pageModule<{ inst: ElrcptInst }>('lib/ConsentPage', () => import('./lib/ConsentPage'));
const formPage = pageModule<{ form: ElrcptForm }>('lib/FormPage', () => import('./lib/FormPage'));
const proofPage = pageModule<{ code: PrdocCode }>('lib/prdoc/ProofPage', () => import('./lib/prdoc/ProofPage'));

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/elrcpt/gd` → pages/elrcpt/gd.tsx or …/gd/index.tsx; see @portal/router/pages), then the routes
 * one lib page serves with its own props. A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'application'> = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
    ...serverRendered,
    // self-diagnosis and the guide's popup
    '/elrcpt/slfdgns/SlfdgnsEdit',
    '/elrcpt/ElrcptGdPopup',
    // choice of form, receipt, withdrawal, my documents
    '/elrcpt/aply',
    '/elrcpt/ElrcptCmptnInfo',
    '/elrcpt/ElrcptRtrcnPopup',
    '/elrcpt/MyDocPopup',
    // supporting documents' reading popups (no session, but not server-rendered: see README, issue 17)
    '/elrcpt/prdoc/TrmsCnPopup',
    '/elrcpt/prdoc/OinstInfoPopup',
    '/elrcpt/prdoc/Popup',
    // supporting documents (issue 17): popups and the QA page
    '/elrcpt/prdoc/elPrdocAddInfoPopup',
    '/elrcpt/prdoc/FormPopup',
    '/elrcpt/prdoc/WalletInfoPopup',
    '/elrcpt/prdoc/elPrdoctest',
  ]),
  // the 26 proof forms (…Form), one component described by the contract's PRDOC_KINDS
  ...Object.fromEntries(PRDOC_FORM_CODES.map((code) => [prdocFormPath(code), lazyWith(proofPage, { code })])),
  // consent pages (…AgreInfo), one per institution
  '/elrcpt/form/ElrcptKlacAgreInfo': lazyWith(consent, { inst: 'KLAC' }),
  '/elrcpt/form/ElrcptKlacfrAgreInfo': lazyWith(consent, { inst: 'LHM' }),
  '/elrcpt/form/ElrcptLqaAgreInfo': lazyWith(consent, { inst: 'LQA' }),
  '/elrcpt/form/ElrcptLegalaidAgreInfo': lazyWith(consent, { inst: 'LEGALAID' }),
  '/elrcpt/form/ElrcptKcabAgreInfo': lazyWith(consent, { inst: 'KCAB' }),
  // application forms, one component described by data (lib/form-layout.tsx)
  '/elrcpt/form/ElrcptKlacM': lazyWith(formPage, { form: 'KLAC' }),
  '/elrcpt/form/ElrcptKlacEtcM': lazyWith(formPage, { form: 'KLAC_ETC' }),
  '/elrcpt/form/ElrcptKlacfrM': lazyWith(formPage, { form: 'KLACFR' }),
  '/elrcpt/form/ElrcptLqaM': lazyWith(formPage, { form: 'LQA' }),
  '/elrcpt/form/ElrcptLegalaidM': lazyWith(formPage, { form: 'LEGALAID' }),
  '/elrcpt/form/ElrcptLegalaidStkgDvM': lazyWith(formPage, { form: 'LEGALAID_STKGDV' }),
  '/elrcpt/form/ElrcptLegalaidSxvl': lazyWith(formPage, { form: 'LEGALAID_SXVL' }),
  '/elrcpt/form/ElrcptKcabM': lazyWith(formPage, { form: 'KCAB' }),
};
