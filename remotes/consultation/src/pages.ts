import type { PageMap } from '@portal/ui';
import { lazyWith, pageModule, routePages } from '@portal/router/pages';
import { ENTRIES } from './lib/entries';

// each named by its import request (the key of its files in ssr/page-assets.json)
const inst = pageModule('lib/InstInfo', () => import('./lib/InstInfo'));
const completion = pageModule('lib/Completion', () => import('./lib/Completion'));
const entry = pageModule('lib/EntryPage', () => import('./lib/EntryPage'));
const telInst = pageModule('lib/TelInstInfo', () => import('./lib/TelInstInfo'));

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/dscsn/form/ps1` → pages/dscsn/form/ps1.tsx or …/ps1/index.tsx; see @portal/router/pages), then
 * the routes one lib page serves with their own props. A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'consultation'> = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
    // cyber (written) consultation and the KCAB application
    '/dscsn/cyber',
    '/dscsn/cyber/CyberRsvtCmptnInfo',
    '/dscsn/cyber/klac/CybKlacDomM',
    '/dscsn/cyber/klac/CybKlacOvsM',
    '/dscsn/cyber/klacfr/CybKlacfrM',
    '/dscsn/cyber/lawqa/CybLqaM',
    '/dscsn/inst/kcab/KcabEdit',
    // booking (issue 5): method overviews, steps, cancel
    '/dscsn/rsvt/DscsnRsvtM',
    '/dscsn/intv',
    '/dscsn/tel',
    '/dscsn/vido',
    '/dscsn/form/ps1',
    '/dscsn/form/ps2',
    '/dscsn/form/ps3',
    '/dscsn/form/ps4',
    '/dscsn/rsvt/DscsnRsvtRtrcnPopup',
  ]),
  // booking: institution pages, entry pages, completion
  '/dscsn/tel/klacInfo': lazyWith(telInst, { instCode: 'KLAC', path: '/dscsn/tel/klacInfo' }),
  '/dscsn/tel/LhdTelInfo': lazyWith(telInst, { instCode: 'LHD', path: '/dscsn/tel/LhdTelInfo' }),
  '/dscsn/inst/DscInstKlaInfo': lazyWith(inst, { instCode: 'KLAC' }),
  '/dscsn/inst/DscInstLhdInfo': lazyWith(inst, { instCode: 'LHD' }),
  '/dscsn/inst/DscInstLhmInfo': lazyWith(inst, { instCode: 'LHM' }),
  '/dscsn/inst/DscInstLqaInfo': lazyWith(inst, { instCode: 'LQA' }),
  '/dscsn/inst/ccrs': lazyWith(inst, { instCode: 'CCRS' }),
  '/dscsn/inst/csa': lazyWith(inst, { instCode: 'CSA' }),
  '/dscsn/inst/fwc': lazyWith(inst, { instCode: 'FWC' }),
  ...Object.fromEntries(Object.entries(ENTRIES).map(([path, cfg]) => [path, lazyWith(entry, cfg)])),
  '/dscsn/intv/IntvRsvtCmptnInfo': lazyWith(completion, { method: 'VISIT' }),
  '/dscsn/vido/VidoRsvtCmptnInfo': lazyWith(completion, { method: 'VIDEO' }),
  '/dscsn/IntvTelView': lazyWith(completion, { method: 'PHONE' }),
};

/**
 * Reading pages the server renders with their data (issue 15): public content that needs no visitor
 * session. Every other page gets its frame from the server and renders in the browser (/dscsn/vido too:
 * its test room reads the tab's sessionStorage, which the server cannot).
 */
export const serverRendered = [
  '/dscsn/cyber',
  '/dscsn/intv',
  '/dscsn/tel',
  '/dscsn/tel/klacInfo',
  '/dscsn/tel/LhdTelInfo',
  '/dscsn/inst/DscInstKlaInfo',
  '/dscsn/inst/DscInstLhdInfo',
  '/dscsn/inst/DscInstLhmInfo',
  '/dscsn/inst/DscInstLqaInfo',
  '/dscsn/inst/ccrs',
  '/dscsn/inst/csa',
  '/dscsn/inst/fwc',
] as const;
