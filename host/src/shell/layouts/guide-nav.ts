import type { SideNavEntry } from '@portal/ui/chrome';

/**
 * Side navigation of the developer UI kit (layout `guide`). Those pages are not in the site map
 * (the menu tree keeps them under a PAGE group), so the list lives here; a unit test checks that it
 * names exactly the routes of layout `guide`.
 */
const groups: [string, string, [string, string][]][] = [
  ['GUIDE_BASE', '기본', [
    ['/components/publishing', '퍼블리싱 목록'],
    ['/components/colors', '색상'],
    ['/components/typography', '타이포그래피'],
    ['/components/header', '헤더'],
    ['/components/table', '표'],
    ['/components/stepIndicator', '단계 표시기'],
  ]],
  ['GUIDE_IDENTITY', '아이덴티티', [
    ['/components/identity/banner', '공식 배너'],
    ['/components/identity/header', '아이덴티티 헤더'],
    ['/components/identity/footer', '아이덴티티 푸터'],
    ['/components/identity/identifier', '운영기관 식별자'],
  ]],
  ['GUIDE_INPUT', '입력', [
    ['/components/input/input', '입력 필드'],
    ['/components/input/textarea', '여러 줄 입력'],
    ['/components/input/date', '날짜 입력'],
    ['/components/input/file', '파일 업로드'],
  ]],
  ['GUIDE_SELECT', '선택', [
    ['/components/select/button', '버튼'],
    ['/components/select/check', '체크박스'],
    ['/components/select/radio', '라디오 버튼'],
    ['/components/select/select', '셀렉트'],
    ['/components/select/tag', '태그'],
    ['/components/select/accordion', '아코디언'],
    ['/components/select/tooltip', '툴팁'],
  ]],
  ['GUIDE_LAYOUT', '레이아웃', [
    ['/components/layout/form', '서식 레이아웃'],
    ['/components/layout/lists', '목록'],
    ['/components/layout/bullList', '글머리 기호 목록'],
    ['/components/layout/badge', '배지'],
    ['/components/layout/icons', '아이콘'],
    ['/components/layout/tab', '탭'],
    ['/components/layout/modal', '모달'],
    ['/components/layout/popup', '팝업'],
    ['/components/layout/spinner', '로딩 스피너'],
  ]],
  ['GUIDE_RESEARCH', '탐색', [
    ['/components/research/main', '메인 메뉴'],
    ['/components/research/side', '사이드 메뉴'],
    ['/components/research/breadcrumb', '브레드크럼'],
    ['/components/research/title', '콘텐츠 제목'],
    ['/components/research/search', '검색'],
    ['/components/research/pagination', '페이지네이션'],
    ['/components/research/skip', '건너뛰기 링크'],
  ]],
];

export const guideNav: SideNavEntry[] = groups.map(([id, name, items]) => ({
  id,
  name,
  url: items[0][0],
  children: items.map(([url, label]) => ({ id: url, name: label, url, children: [] })),
}));
