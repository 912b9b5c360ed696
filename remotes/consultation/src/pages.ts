import { lazy } from 'react';
import type { PageMap } from '@portal/ui';
import { lazyWith } from './lib/lazy-page';
import { ENTRIES } from './lib/entries';

const inst = () => import('./lib/InstInfo');
const completion = () => import('./lib/Completion');
const entry = () => import('./lib/EntryPage');
const telInst = () => import('./lib/TelInstInfo');

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap<'consultation'> = {
  // cyber (written) consultation and the KCAB application
  '/dscsn/cyber': lazy(() => import('./pages/dscsn/cyber')),
  '/dscsn/cyber/CyberRsvtCmptnInfo': lazy(() => import('./pages/dscsn/cyber/CyberRsvtCmptnInfo')),
  '/dscsn/cyber/klac/CybKlacDomM': lazy(() => import('./pages/dscsn/cyber/klac/CybKlacDomM')),
  '/dscsn/cyber/klac/CybKlacOvsM': lazy(() => import('./pages/dscsn/cyber/klac/CybKlacOvsM')),
  '/dscsn/cyber/klacfr/CybKlacfrM': lazy(() => import('./pages/dscsn/cyber/klacfr/CybKlacfrM')),
  '/dscsn/cyber/lawqa/CybLqaM': lazy(() => import('./pages/dscsn/cyber/lawqa/CybLqaM')),
  '/dscsn/inst/kcab/KcabEdit': lazy(() => import('./pages/dscsn/inst/kcab/KcabEdit')),
  // booking (issue 5): method overviews, institution pages, entry pages, steps, completion, cancel
  '/dscsn/rsvt/DscsnRsvtM': lazy(() => import('./pages/dscsn/rsvt/DscsnRsvtM')),
  '/dscsn/intv': lazy(() => import('./pages/dscsn/intv')),
  '/dscsn/tel': lazy(() => import('./pages/dscsn/tel')),
  '/dscsn/vido': lazy(() => import('./pages/dscsn/vido')),
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
  '/dscsn/form/ps1': lazy(() => import('./pages/dscsn/form/ps1')),
  '/dscsn/form/ps2': lazy(() => import('./pages/dscsn/form/ps2')),
  '/dscsn/form/ps3': lazy(() => import('./pages/dscsn/form/ps3')),
  '/dscsn/form/ps4': lazy(() => import('./pages/dscsn/form/ps4')),
  '/dscsn/intv/IntvRsvtCmptnInfo': lazyWith(completion, { method: 'VISIT' }),
  '/dscsn/vido/VidoRsvtCmptnInfo': lazyWith(completion, { method: 'VIDEO' }),
  '/dscsn/IntvTelView': lazyWith(completion, { method: 'PHONE' }),
  '/dscsn/rsvt/DscsnRsvtRtrcnPopup': lazy(() => import('./pages/dscsn/rsvt/DscsnRsvtRtrcnPopup')),
};
