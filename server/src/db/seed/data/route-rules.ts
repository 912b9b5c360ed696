/**
 * Route rules (GET /api/menu/routeRule). EXTERNAL: institutions whose consultation runs on their own
 * site (a full page load to an allow-listed https address). REDIRECT: short aliases of an area to its
 * first real page. Aliases are EXACT, so `/dscsn` never swallows `/dscsn/cyber`.
 */
export interface RouteRuleSeed {
  id: string;
  match: string;
  type: 'EXACT' | 'PREFIX';
  priority: number;
  action: 'REDIRECT' | 'EXTERNAL';
  target: string;
  institution?: string;
  message?: string;
}

export const routeRuleSeeds: RouteRuleSeed[] = [
  {
    id: 'EXT_CCRS',
    match: '/dscsn/ext/ccrs',
    type: 'PREFIX',
    priority: 100,
    action: 'EXTERNAL',
    target: 'https://www.ccrs.or.kr/',
    institution: '신용회복위원회',
    message: '신용회복위원회 누리집으로 이동합니다. 채무조정 상담은 신용회복위원회 누리집에서 진행합니다.',
  },
  {
    id: 'EXT_CSA',
    match: '/dscsn/ext/csa',
    type: 'PREFIX',
    priority: 100,
    action: 'EXTERNAL',
    target: 'https://www.childsupport.or.kr/',
    institution: '양육비이행관리원',
    message: '양육비이행관리원 누리집으로 이동합니다. 양육비 상담은 양육비이행관리원 누리집에서 진행합니다.',
  },
  {
    id: 'EXT_KCAB',
    match: '/dscsn/ext/kcab',
    type: 'PREFIX',
    priority: 100,
    action: 'EXTERNAL',
    target: 'https://www.kcab.or.kr/',
    institution: '대한상사중재원',
    message: '대한상사중재원 누리집으로 이동합니다. 중재·조정 상담은 대한상사중재원 누리집에서 진행합니다.',
  },
  {
    id: 'EXT_FWC',
    match: '/dscsn/ext/fwc',
    type: 'PREFIX',
    priority: 100,
    action: 'EXTERNAL',
    target: 'https://sfwc.welfare.seoul.kr/',
    institution: '서울시 금융복지상담센터',
    message: '서울시 금융복지상담센터 누리집으로 이동합니다. 금융복지 상담은 센터 누리집에서 진행합니다.',
  },
  { id: 'ALIAS_DSCSN', match: '/dscsn', type: 'EXACT', priority: 10, action: 'REDIRECT', target: '/dscsn/rsvt/DscsnRsvtM' },
  { id: 'ALIAS_CENTER', match: '/center', type: 'EXACT', priority: 10, action: 'REDIRECT', target: '/center/faq/list' },
  { id: 'ALIAS_ELRCPT', match: '/elrcpt', type: 'EXACT', priority: 10, action: 'REDIRECT', target: '/elrcpt/gd' },
  { id: 'ALIAS_MY', match: '/my', type: 'EXACT', priority: 10, action: 'REDIRECT', target: '/my/main/MyPageInfo' },
  { id: 'ALIAS_STATUTEINFO', match: '/statuteinfo', type: 'EXACT', priority: 10, action: 'REDIRECT', target: '/statuteinfo/legalaid/list' },
  { id: 'ALIAS_SEARCH', match: '/search', type: 'EXACT', priority: 10, action: 'REDIRECT', target: '/search/totalresult' },
];
