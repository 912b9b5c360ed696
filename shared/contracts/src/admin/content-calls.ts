// Back office (issue 34), the site's menu and route rules: lists and edits, the system administrator only.
// Citizens see an edit on their next page load (the public calls read a cache the edit empties).
import { errors, refusedUnlessAllowed, systemAdmin, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { AdminMenu, AdminMenuList, AdminMenuParams, AdminMenuQuery, AdminMenuUpdate, AdminRouteRule, AdminRouteRuleList, AdminRouteRuleParams, AdminRouteRuleQuery, AdminRouteRuleUpdate } from './content-schemas';

const content = { tags: ['admin-content'] };
const refused = refusedUnlessAllowed;

export const adminContentCalls = {
  adminMenuList: {
    method: 'GET',
    path: '/api/admin/menus',
    summary: '누리집 메뉴 목록: 트리 순서(상위 메뉴 다음 그 하위 메뉴, 같은 단계는 순서대로), 이름·주소 검색(q), 상위 메뉴로 고를 수 있는 메뉴 목록 (시스템 관리자만)',
    ...content,
    access: systemAdmin,
    querystring: AdminMenuQuery,
    responses: { 200: AdminMenuList, ...refused, ...errors },
  },
  adminMenuUpdate: {
    method: 'PUT',
    path: '/api/admin/menus/:menuId',
    summary:
      '메뉴 하나 고치기: 이름, 주소(포털에 있는 화면, 다른 메뉴가 쓰지 않는 주소), 상위 메뉴(있는 메뉴, 자기 자신이나 그 하위 메뉴는 안 됨), 순서, 메뉴에 보이기, 만족도 조사. 시민에게는 다음 페이지 로드부터 보이고, 고친 메뉴는 시작할 때의 기본 데이터가 되돌리지 않습니다 (시스템 관리자만)',
    ...content,
    access: systemAdmin,
    params: AdminMenuParams,
    body: AdminMenuUpdate,
    responses: { 200: AdminMenu, ...refused, 404: ErrorBody, ...errors },
  },
  adminRouteRuleList: {
    method: 'GET',
    path: '/api/admin/route-rules',
    summary: '주소 규칙 목록: 우선순위가 높은 순, 같으면 주소 순 (시스템 관리자만)',
    ...content,
    access: systemAdmin,
    querystring: AdminRouteRuleQuery,
    responses: { 200: AdminRouteRuleList, ...refused, ...errors },
  },
  adminRouteRuleUpdate: {
    method: 'PUT',
    path: '/api/admin/route-rules/:ruleId',
    summary:
      '주소 규칙 하나 고치기: 규칙 주소(포털의 주소 영역 안), 맞추는 방식, 우선순위, 동작(REDIRECT: 포털에 있는 화면으로, EXTERNAL: 허용된 기관 누리집 https 주소로), 기관 이름, 안내 문구, 사용 여부. 다음 화면 이동부터 적용됩니다 (시스템 관리자만)',
    ...content,
    access: systemAdmin,
    params: AdminRouteRuleParams,
    body: AdminRouteRuleUpdate,
    responses: { 200: AdminRouteRule, ...refused, 404: ErrorBody, ...errors },
  },
} as const satisfies Record<string, ApiCall>;
