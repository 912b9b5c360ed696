import type { PageMap } from '@portal/ui';
import { routePages } from '@portal/router/pages';

/**
 * Built pages of this area: their routes in routes.txt, each page in the file its route names
 * (`/my/info/check` → pages/my/info/check.tsx or …/check/index.tsx; see @portal/router/pages).
 * A route without an entry renders the honest /ready page.
 */
export const pages: PageMap<'mypage'> = routePages(import.meta.webpackContext('./pages', { recursive: true, regExp: /^\.\/(?:[^_/][^/]*\/)*[^_/][^/]*\.tsx$/, mode: 'lazy' }), [
  '/my/info/check',
  '/my/info',
  '/my/pswd/check',
  '/my/pswd',
  '/my/whdwl',
  '/my/whdwl/completion',
  // consultation (issue 5)
  '/my/dscsn/rsvt/MyDsctnRsvtList',
  '/my/dscsn/rsvt/MyDsctnRsvtView',
  '/my/dscsn/rsvt/MyPageNmbrView',
  '/my/dscsn/cyber/CybdsnDsctnList',
  '/my/dscsn/cyber/CybdsnDsctnView',
  '/my/dscsn/rsvt/RsvtHrChgPopup',
  // my questions of the customer centre (issue 6)
  '/my/qna',
  '/my/qna/list',
  '/my/qna/detail',
  // electronic applications and the member's home (issue 16)
  '/my/elrcpt/list',
  '/my/elrcpt/MypElrcptView',
  '/my/main/MyPageInfo',
  // 나의 서류 and the documents sent to institutions (issue 17)
  '/my/doc/list',
  '/my/doc/write',
  '/my/elprdoc/ElPrdocList',
]);
