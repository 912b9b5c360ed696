// The host (area `shell`): codes, menus and the access check of a page, route rules, the page
// satisfaction box, the session timer.
import { errors, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { CodeList, CodeListQuery, NationCodeList } from './code';
import { AccessPageResult, MenuList, MenuUrlQuery } from './menu';
import { Health } from './registry';
import { BuildManifest, BuildManifestParams, IdempotencyHeaders, RouteRuleQuery, RouteRuleResult, SatisfactionAnswer, SatisfactionSaved, SatisfactionStats, SatisfactionStatsQuery, SessionExtendResult } from './schemas';

export const shellCalls = {
  codeList: {
    method: 'GET',
    path: '/api/code/codeList',
    summary: '공통코드 목록 (codeGroupId가 비어 있으면 빈 목록)',
    tags: ['code'],
    access: 'public',
    querystring: CodeListQuery,
    responses: { 200: CodeList, ...errors },
  },
  ntnCodeList: {
    method: 'GET',
    path: '/api/code/ntnCodeList',
    summary: '국가코드 목록 (ISO 3166-1, 한글 국가명)',
    tags: ['code'],
    access: 'public',
    responses: { 200: NationCodeList, ...errors },
  },
  accessPage: {
    method: 'GET',
    path: '/api/accessPage',
    summary: '페이지 접근 확인',
    tags: ['menu'],
    access: 'public',
    querystring: MenuUrlQuery,
    responses: { 200: AccessPageResult, ...errors },
  },
  breadcrumbList: {
    method: 'GET',
    path: '/api/menu/breadcrumbList',
    summary: '경로(브레드크럼) 메뉴 목록: 마지막 항목이 콘텐츠 제목',
    tags: ['menu'],
    access: 'public',
    querystring: MenuUrlQuery,
    responses: { 200: MenuList, ...errors },
  },
  gnb: {
    method: 'GET',
    path: '/api/menu/gnb',
    summary: '상단 메뉴(GNB) 트리',
    tags: ['menu'],
    access: 'public',
    responses: { 200: MenuList, ...errors },
  },
  siteMap: {
    method: 'GET',
    path: '/api/menu/siteMap',
    summary: '사이트맵 트리',
    tags: ['menu'],
    access: 'public',
    responses: { 200: MenuList, ...errors },
  },
  routeRule: {
    method: 'GET',
    path: '/api/menu/routeRule',
    summary:
      '경로 규칙 확인 (spec 2: 화면 이동마다 실행). NONE: 그대로, REDIRECT: location(누리집 내부 경로, 문맥 경로 없이)으로 교체, EXTERNAL: location(허용된 기관 누리집 https 주소)으로 전체 페이지 이동',
    tags: ['menu'],
    access: 'public',
    querystring: RouteRuleQuery,
    responses: { 200: RouteRuleResult, ...errors },
  },
  satisfactionSubmit: {
    method: 'POST',
    path: '/api/satisfaction',
    summary:
      '페이지 만족도 저장 (5단계 + 의견). Idempotency-Key 헤더 필수: 같은 키로 다시 보내면 처음 저장한 응답을 200으로 돌려줍니다(새로 저장하면 201). 클라이언트마다 10분에 20회',
    tags: ['satisfaction'],
    access: 'public',
    headers: IdempotencyHeaders,
    body: SatisfactionAnswer,
    responses: { 201: SatisfactionSaved, 200: SatisfactionSaved, 403: ErrorBody, 429: ErrorBody, ...errors },
  },
  satisfactionStats: {
    method: 'GET',
    path: '/api/satisfaction/stats',
    summary: '페이지 만족도 통계 (menuId가 비어 있으면 모든 메뉴)',
    tags: ['satisfaction'],
    access: 'public',
    querystring: SatisfactionStatsQuery,
    responses: { 200: SatisfactionStats, ...errors },
  },
  sessionExtend: {
    method: 'POST',
    path: '/api/session/extend',
    summary: '세션 연장: 서버 세션을 지금부터 1800초로 늘립니다 (비로그인이면 authenticated false)',
    tags: ['auth'],
    access: 'public',
    responses: { 200: SessionExtendResult, 403: ErrorBody, ...errors },
  },
} satisfies Record<string, ApiCall>;

/** The build manifest, answered by the page server that serves the build (kept apart: the merge in api.ts keeps the table's order). */
export const shellBuildCalls = {
  buildManifest: {
    method: 'GET',
    path: '/_build/:buildId/build-manifest.json',
    summary:
      '실행 중인 빌드 정보 (spec 4, 7): 어떤 buildId로 물어도 지금의 buildId를 돌려줍니다. 호스트 빌드와 원격 모듈 레지스트리가 바뀌면 달라집니다. t 쿼리(시각)는 캐시를 피하려는 값으로 무시합니다. 문맥 경로 아래에서 제공됩니다',
    tags: ['ops'],
    access: 'public',
    params: BuildManifestParams,
    responses: { 200: BuildManifest },
  },
} satisfies Record<string, ApiCall>;

/** The health probes (after the build manifest in the table's order). */
export const shellOpsCalls = {
  healthz: {
    method: 'GET',
    path: '/healthz',
    summary: '프로세스 생존 확인',
    tags: ['ops'],
    access: 'public',
    responses: { 200: Health },
  },
  readyz: {
    method: 'GET',
    path: '/readyz',
    summary: '데이터베이스 연결 확인',
    tags: ['ops'],
    access: 'public',
    responses: { 200: Health, 503: Health },
  },

} satisfies Record<string, ApiCall>;
