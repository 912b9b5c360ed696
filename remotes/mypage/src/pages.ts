import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap<'mypage'> = {
  '/my/info/check': lazy(() => import('./pages/InfoCheck')),
  '/my/info': lazy(() => import('./pages/MyInfoPage')),
  '/my/pswd/check': lazy(() => import('./pages/PswdCheck')),
  '/my/pswd': lazy(() => import('./pages/MyPswd')),
  '/my/whdwl': lazy(() => import('./pages/Whdwl')),
  '/my/whdwl/completion': lazy(() => import('./pages/WhdwlCompletion')),
  // consultation (issue 5)
  '/my/dscsn/rsvt/MyDsctnRsvtList': lazy(() => import('./pages/my/dscsn/rsvt/MyDsctnRsvtList')),
  '/my/dscsn/rsvt/MyDsctnRsvtView': lazy(() => import('./pages/my/dscsn/rsvt/MyDsctnRsvtView')),
  '/my/dscsn/rsvt/MyPageNmbrView': lazy(() => import('./pages/my/dscsn/rsvt/MyPageNmbrView')),
  '/my/dscsn/cyber/CybdsnDsctnList': lazy(() => import('./pages/my/dscsn/cyber/CybdsnDsctnList')),
  '/my/dscsn/cyber/CybdsnDsctnView': lazy(() => import('./pages/my/dscsn/cyber/CybdsnDsctnView')),
  '/my/dscsn/rsvt/RsvtHrChgPopup': lazy(() => import('./pages/my/dscsn/rsvt/RsvtHrChgPopup')),
  // my questions of the customer centre (issue 6)
  '/my/qna': lazy(() => import('./pages/qna/MyQna')),
  '/my/qna/list': lazy(() => import('./pages/qna/MyQnaList')),
  '/my/qna/detail': lazy(() => import('./pages/qna/MyQnaDetail')),
};
