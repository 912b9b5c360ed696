import type { PageMap } from '@portal/ui';
import { lazyWith, pageModule, routePages } from '@portal/router/pages';

// one lib page serving several routes, named by its import request (the key of its files in ssr/page-assets.json)
const caseList = pageModule('lib/CaseBoardList', () => import('./lib/CaseBoardList'));
const caseDetail = pageModule('lib/CaseBoardDetail', () => import('./lib/CaseBoardDetail'));
const formList = pageModule('lib/FormBoardList', () => import('./lib/FormBoardList'));

/**
 * Reading pages the server renders with their data (issue 15): statutes, precedents, cases and forms
 * are public content that needs no visitor session.
 */
export const serverRendered = [
  '/law-case',
  '/statuteinfo/discussion/list',
  '/statuteinfo/discussion/detail',
  '/statuteinfo/legalaid/list',
  '/statuteinfo/legalaid/detail',
  '/statuteinfo/template/korea/list',
  '/statuteinfo/template/supremecourt/list',
] as const;

/**
 * Built pages of this area (issue 18): /law-case in pages/law-case.tsx (법령·판례: the precedent
 * search, one decision, one article), then the routes one lib page serves with their own props.
 */
export const pages: PageMap<'statute'> = {
  ...routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), ['/law-case']),
  '/statuteinfo/discussion/list': lazyWith(caseList, { board: 'DISCUSSION' }),
  '/statuteinfo/discussion/detail': lazyWith(caseDetail, { board: 'DISCUSSION' }),
  '/statuteinfo/legalaid/list': lazyWith(caseList, { board: 'LEGALAID' }),
  '/statuteinfo/legalaid/detail': lazyWith(caseDetail, { board: 'LEGALAID' }),
  '/statuteinfo/template/korea/list': lazyWith(formList, { source: 'STATUTE' }),
  '/statuteinfo/template/supremecourt/list': lazyWith(formList, { source: 'COURT' }),
};
