import { lazy } from 'react';
import type { PageMap } from '@portal/ui';

/**
 * Built pages of this area, keyed by their path in routes.txt. A route without an entry renders
 * the honest /ready page. Add pages as `'/path': lazy(() => import('./pages/Name'))`.
 */
export const pages: PageMap<'center'> = {
  // boards (issue 6): FAQ, notices, usage guide, Q&A
  '/center/faq/list': lazy(() => import('./pages/board/FaqList')),
  '/center/faq/detail': lazy(() => import('./pages/board/FaqDetail')),
  '/center/ntc/list': lazy(() => import('./pages/board/NoticeList')),
  '/center/ntc/detail': lazy(() => import('./pages/board/NoticeDetail')),
  '/center/gd': lazy(() => import('./pages/gd/Guide')),
  '/center/qna': lazy(() => import('./pages/qna/QnaPage')),
  '/center/qna/cmptn': lazy(() => import('./pages/qna/QnaComplete')),
  // satisfaction surveys and statistics, policy texts, institutions (issue 6)
  '/dgstfn/DgstfnSrvyExmn': lazy(() => import('./pages/dgstfn/SurveyPage')),
  '/dgstfn/DgstfnSrvyExmnList': lazy(() => import('./pages/dgstfn/SurveyListPage')),
  '/dgstfn/DgstfnSrvyExmnStats': lazy(() => import('./pages/dgstfn/SurveyStatsPage')),
  '/trms': lazy(() => import('./pages/policy/TermsPage')),
  '/trms/trmsView': lazy(() => import('./pages/policy/TermsViewPage')),
  '/trms/test2': lazy(() => import('./pages/policy/TermsComparePage')),
  '/prvc': lazy(() => import('./pages/policy/PrivacyPage')),
  '/copyright': lazy(() => import('./pages/policy/CopyrightPage')),
  '/etc/terms': lazy(() => import('./pages/policy/PolicyIndexPage')),
  '/customer/inst/inst': lazy(() => import('./pages/policy/InstListPage')),
};
