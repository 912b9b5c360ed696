import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap<'membership'> = {
  '/join': lazy(() => import('./pages/Join')),
  '/join/agreement': lazy(() => import('./pages/JoinAgreement')),
  '/join/identify': lazy(() => import('./pages/JoinIdentify')),
  '/join/memberinfo': lazy(() => import('./pages/JoinMemberinfo')),
  '/join/memberinfo/cmptn': lazy(() => import('./pages/JoinComplete')),
  '/login': lazy(() => import('./pages/Login')),
  '/login/ai': lazy(() => import('./pages/LoginAi')),
  '/login/anyid': lazy(() => import('./pages/LoginAnyid')),
  '/login/gst/agreement': lazy(() => import('./pages/LoginGstAgreement')),
  '/login/gst': lazy(() => import('./pages/LoginGst')),
  '/login/guide': lazy(() => import('./pages/LoginGuide')),
  '/login/guide/rmv': lazy(() => import('./pages/LoginGuideRmv')),
  '/login/search/id': lazy(() => import('./pages/SearchId')),
  '/login/search/pwd': lazy(() => import('./pages/SearchPwd')),
};
