import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap<'mypage'> = {
  '/my/info/check': lazy(() => import('./pages/my/info/check')),
  '/my/info': lazy(() => import('./pages/my/info')),
  '/my/pswd/check': lazy(() => import('./pages/my/pswd/check')),
  '/my/pswd': lazy(() => import('./pages/my/pswd')),
  '/my/whdwl': lazy(() => import('./pages/my/whdwl')),
  '/my/whdwl/completion': lazy(() => import('./pages/my/whdwl/completion')),
  // consultation (issue 5)
  '/my/dscsn/rsvt/MyDsctnRsvtList': lazy(() => import('./pages/my/dscsn/rsvt/MyDsctnRsvtList')),
  '/my/dscsn/rsvt/MyDsctnRsvtView': lazy(() => import('./pages/my/dscsn/rsvt/MyDsctnRsvtView')),
  '/my/dscsn/rsvt/MyPageNmbrView': lazy(() => import('./pages/my/dscsn/rsvt/MyPageNmbrView')),
  '/my/dscsn/cyber/CybdsnDsctnList': lazy(() => import('./pages/my/dscsn/cyber/CybdsnDsctnList')),
  '/my/dscsn/cyber/CybdsnDsctnView': lazy(() => import('./pages/my/dscsn/cyber/CybdsnDsctnView')),
  '/my/dscsn/rsvt/RsvtHrChgPopup': lazy(() => import('./pages/my/dscsn/rsvt/RsvtHrChgPopup')),
  // my questions of the customer centre (issue 6)
  '/my/qna': lazy(() => import('./pages/my/qna')),
  '/my/qna/list': lazy(() => import('./pages/my/qna/list')),
  '/my/qna/detail': lazy(() => import('./pages/my/qna/detail')),
};
