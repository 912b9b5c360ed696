import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Built pages of the back office (issue 34), each in the file its /admin route names
 * (`/admin/login` → pages/admin/login.tsx; see shared/contracts/src/admin/routes.ts). Every page
 * renders in the browser: none is for an anonymous visitor.
 */
export const pages: PageMap<'backoffice'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  '/admin',
  '/admin/login',
  '/admin/account',
  '/admin/cyber',
  '/admin/cyber/detail',
  '/admin/qna',
  '/admin/qna/detail',
  '/admin/rsvt',
  '/admin/schedule',
  '/admin/elrcpt',
  '/admin/elrcpt/detail',
  '/admin/content/notice',
  '/admin/content/notice/edit',
  '/admin/content/faq',
  '/admin/content/faq/edit',
  '/admin/content/synonym',
  '/admin/ops/registry',
  '/admin/ops/outbox',
  '/admin/ops/satisfaction',
  '/admin/audit',
  '/admin/staff',
  '/admin/content/menu',
  '/admin/content/route-rule',
  '/admin/opn',
]);
