import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap = {
  // cyber (written) consultation and the KCAB application
  '/dscsn/cyber': lazy(() => import('./pages/cyber/CyberMain')),
  '/dscsn/cyber/CyberRsvtCmptnInfo': lazy(() => import('./pages/cyber/CyberRsvtCmptnInfo')),
  '/dscsn/cyber/klac/CybKlacDomM': lazy(() => import('./pages/cyber/CybKlacDomM')),
  '/dscsn/cyber/klac/CybKlacOvsM': lazy(() => import('./pages/cyber/CybKlacOvsM')),
  '/dscsn/cyber/klacfr/CybKlacfrM': lazy(() => import('./pages/cyber/CybKlacfrM')),
  '/dscsn/cyber/lawqa/CybLqaM': lazy(() => import('./pages/cyber/CybLqaM')),
  '/dscsn/inst/kcab/KcabEdit': lazy(() => import('./pages/KcabEdit')),
};
