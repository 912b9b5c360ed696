// Typed sample data for the chrome's showcase examples (issue 35): a sample main menu, a side menu and
// a breadcrumb trail in the shapes the host builds from the session's menus. The urls are real routes
// of the portal, so every example link leads somewhere.
import type { Crumb, GnbSection, SideNavEntry } from './menu';

/** A sample GNB: one mega panel with a title (SRVC), one with tabs and sub-titled groups (LWA), one dropdown. */
export const sampleSections: GnbSection[] = [
  {
    menuId: 'EX_SRVC',
    name: '상담 신청',
    kind: 'title',
    title: '상담 신청',
    url: '/dscsn/rsvt/DscsnRsvtM',
    tabs: [
      {
        menuId: 'EX_RSVT',
        name: '상담 예약',
        url: '/dscsn/rsvt/DscsnRsvtM',
        links: [
          { menuId: 'EX_RSVT_1', name: '방문 상담 예약', url: '/dscsn/rsvt/DscsnRsvtM' },
          { menuId: 'EX_RSVT_2', name: '전화 상담 안내', url: '/dscsn/tel' },
        ],
        groups: [],
      },
      {
        menuId: 'EX_CYBER',
        name: '사이버 상담',
        url: '/dscsn/cyber',
        links: [],
        groups: [],
      },
    ],
  },
  {
    menuId: 'EX_LWA',
    name: '법률구조 신청',
    kind: 'tabs',
    title: null,
    url: '/elrcpt/gd',
    tabs: [
      {
        menuId: 'EX_ELRCPT',
        name: '전자접수',
        url: '/elrcpt/gd',
        links: [],
        groups: [
          {
            menuId: 'EX_ELRCPT_G1',
            subtitle: '신청 전',
            links: [
              { menuId: 'EX_ELRCPT_1', name: '전자접수 안내', url: '/elrcpt/gd' },
              { menuId: 'EX_ELRCPT_2', name: '자가진단', url: '/elrcpt/slfdgns/SlfdgnsInfo' },
            ],
          },
        ],
      },
    ],
  },
  {
    menuId: 'EX_CENTER',
    name: '고객센터',
    kind: 'single',
    title: null,
    url: '/center/ntc/list',
    tabs: [
      {
        menuId: 'EX_CENTER',
        name: '고객센터',
        url: '/center/ntc/list',
        links: [
          { menuId: 'EX_NTC', name: '공지사항', url: '/center/ntc/list' },
          { menuId: 'EX_FAQ', name: '자주 묻는 질문', url: '/center/faq/list' },
          { menuId: 'EX_QNA', name: '묻고 답하기', url: '/center/qna' },
        ],
        groups: [],
      },
    ],
  },
];

/** A sample side menu (고객센터): a plain entry, and one with children that folds. */
export const sampleSideEntries: SideNavEntry[] = [
  { id: 'EX_S_NTC', name: '공지사항', url: '/center/ntc/list', children: [] },
  { id: 'EX_S_FAQ', name: '자주 묻는 질문', url: '/center/faq/list', children: [] },
  {
    id: 'EX_S_GD',
    name: '이용 안내',
    url: '/center/gd',
    children: [
      { id: 'EX_S_GD_1', name: '누리집 이용 안내', url: '/center/gd', children: [] },
      { id: 'EX_S_GD_2', name: '묻고 답하기', url: '/center/qna', children: [] },
    ],
  },
];

/** A sample breadcrumb trail (after 홈): 고객센터 › 공지사항, the page being 공지사항. */
export const sampleCrumbs: Crumb[] = [
  { menuId: 'EX_B_CENTER', menuName: '고객센터', menuUrl: null },
  { menuId: 'EX_B_NTC', menuName: '공지사항', menuUrl: '/center/ntc/list' },
];
