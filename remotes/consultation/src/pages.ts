import { lazy } from 'react';
import type { PageMap } from '@portal/ui';
import { lazyWith } from './lib/lazy-page';
import { ENTRIES } from './pages/entry/entries';

const inst = () => import('./pages/inst/InstInfo');
const completion = () => import('./pages/complete/Completion');
const entry = () => import('./pages/entry/EntryPage');
const telInst = () => import('./pages/info/TelInstInfo');

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap<'consultation'> = {
  // cyber (written) consultation and the KCAB application
  '/dscsn/cyber': lazy(() => import('./pages/cyber/CyberMain')),
  '/dscsn/cyber/CyberRsvtCmptnInfo': lazy(() => import('./pages/cyber/CyberRsvtCmptnInfo')),
  '/dscsn/cyber/klac/CybKlacDomM': lazy(() => import('./pages/cyber/CybKlacDomM')),
  '/dscsn/cyber/klac/CybKlacOvsM': lazy(() => import('./pages/cyber/CybKlacOvsM')),
  '/dscsn/cyber/klacfr/CybKlacfrM': lazy(() => import('./pages/cyber/CybKlacfrM')),
  '/dscsn/cyber/lawqa/CybLqaM': lazy(() => import('./pages/cyber/CybLqaM')),
  '/dscsn/inst/kcab/KcabEdit': lazy(() => import('./pages/KcabEdit')),
  // booking (issue 5): method overviews, institution pages, entry pages, steps, completion, cancel
  '/dscsn/rsvt/DscsnRsvtM': lazy(() => import('./pages/info/DscsnRsvtM')),
  '/dscsn/intv': lazy(() => import('./pages/info/IntvInfo')),
  '/dscsn/tel': lazy(() => import('./pages/info/TelInfo')),
  '/dscsn/vido': lazy(() => import('./pages/info/VidoPage')),
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
  '/dscsn/form/ps1': lazy(() => import('./pages/booking/Ps1')),
  '/dscsn/form/ps2': lazy(() => import('./pages/booking/Ps2')),
  '/dscsn/form/ps3': lazy(() => import('./pages/booking/Ps3')),
  '/dscsn/form/ps4': lazy(() => import('./pages/booking/Ps4')),
  '/dscsn/intv/IntvRsvtCmptnInfo': lazyWith(completion, { method: 'VISIT' }),
  '/dscsn/vido/VidoRsvtCmptnInfo': lazyWith(completion, { method: 'VIDEO' }),
  '/dscsn/IntvTelView': lazyWith(completion, { method: 'PHONE' }),
  '/dscsn/rsvt/DscsnRsvtRtrcnPopup': lazy(() => import('./pages/CancelPopup')),
};
