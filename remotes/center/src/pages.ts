import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt; a page's file mirrors its route
 * (`/center/faq/list` → pages/center/faq/list.tsx). A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'center'> = {
  // boards (issue 6): FAQ, notices, usage guide, Q&A
  '/center/faq/list': lazy(() => import('./pages/center/faq/list')),
  '/center/faq/detail': lazy(() => import('./pages/center/faq/detail')),
  '/center/ntc/list': lazy(() => import('./pages/center/ntc/list')),
  '/center/ntc/detail': lazy(() => import('./pages/center/ntc/detail')),
  '/center/gd': lazy(() => import('./pages/center/gd')),
  '/center/qna': lazy(() => import('./pages/center/qna/index')),
  '/center/qna/cmptn': lazy(() => import('./pages/center/qna/cmptn')),
  // satisfaction surveys and statistics, policy texts, institutions (issue 6)
  '/dgstfn/DgstfnSrvyExmn': lazy(() => import('./pages/dgstfn/DgstfnSrvyExmn')),
  '/dgstfn/DgstfnSrvyExmnList': lazy(() => import('./pages/dgstfn/DgstfnSrvyExmnList')),
  '/dgstfn/DgstfnSrvyExmnStats': lazy(() => import('./pages/dgstfn/DgstfnSrvyExmnStats')),
  '/trms': lazy(() => import('./pages/trms/index')),
  '/trms/trmsView': lazy(() => import('./pages/trms/trmsView')),
  '/trms/test2': lazy(() => import('./pages/trms/test2')),
  '/prvc': lazy(() => import('./pages/prvc')),
  '/copyright': lazy(() => import('./pages/copyright')),
  '/etc/terms': lazy(() => import('./pages/etc/terms')),
  '/customer/inst/inst': lazy(() => import('./pages/customer/inst/inst')),
};
