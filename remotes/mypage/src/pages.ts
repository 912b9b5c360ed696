import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap = {
  '/my/info/check': lazy(() => import('./pages/InfoCheck')),
  '/my/info': lazy(() => import('./pages/MyInfoPage')),
  '/my/pswd/check': lazy(() => import('./pages/PswdCheck')),
  '/my/pswd': lazy(() => import('./pages/MyPswd')),
  '/my/whdwl': lazy(() => import('./pages/Whdwl')),
  '/my/whdwl/completion': lazy(() => import('./pages/WhdwlCompletion')),
  '/my/dscsn/rsvt/RsvtHrChgPopup': lazy(() => import('./pages/RsvtHrChgPopup')),
};
