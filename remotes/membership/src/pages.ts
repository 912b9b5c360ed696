import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/a/b': lazy(() => import('./pages/a/b'))`: the file where the route says.
 */
export const pages: PageMap<'membership'> = {
  '/join': lazy(() => import('./pages/join/index')),
  '/join/agreement': lazy(() => import('./pages/join/agreement')),
  '/join/identify': lazy(() => import('./pages/join/identify')),
  '/join/memberinfo': lazy(() => import('./pages/join/memberinfo')),
  '/join/memberinfo/cmptn': lazy(() => import('./pages/join/memberinfo/cmptn')),
  '/login': lazy(() => import('./pages/login/index')),
  '/login/ai': lazy(() => import('./pages/login/ai')),
  '/login/anyid': lazy(() => import('./pages/login/anyid')),
  '/login/gst/agreement': lazy(() => import('./pages/login/gst/agreement')),
  '/login/gst': lazy(() => import('./pages/login/gst')),
  '/login/guide': lazy(() => import('./pages/login/guide')),
  '/login/guide/rmv': lazy(() => import('./pages/login/guide/rmv')),
  '/login/search/id': lazy(() => import('./pages/login/search/id')),
  '/login/search/pwd': lazy(() => import('./pages/login/search/pwd')),
};
