import type { ComponentDoc } from '../../showcase/types';
import { Breadcrumb, sampleCrumbs } from '.';

function Default() {
  return <Breadcrumb crumbs={sampleCrumbs} activeIndex={1} label="예시 현재 위치" />;
}

function Deep() {
  const crumbs = [
    { menuId: 'EX_B2_SRVC', menuName: '상담 신청', menuUrl: null },
    { menuId: 'EX_B2_RSVT', menuName: '상담 예약', menuUrl: '/dscsn/rsvt/DscsnRsvtM' },
    { menuId: 'EX_B2_TEL', menuName: '전화 상담 안내', menuUrl: '/dscsn/tel' },
  ];
  return <Breadcrumb crumbs={crumbs} activeIndex={2} label="예시 긴 경로" />;
}

function NoneActive() {
  return <Breadcrumb crumbs={sampleCrumbs.slice(0, 1)} activeIndex={-1} label="예시 상위 경로" />;
}

export const breadcrumbDoc: ComponentDoc = {
  route: '/components/research/breadcrumb',
  title: '브레드크럼',
  summary: '지금 화면이 누리집의 어디에 있는지 홈부터 보여 줍니다. 포털은 화면마다 세션의 경로 목록(breadcrumbView)을 넘깁니다.',
  importLine: "import { Breadcrumb } from '@portal/ui/chrome';",
  uses: ['Breadcrumb'],
  examples: [
    {
      id: 'ex-bc-default',
      name: '기본',
      state: 'default',
      description: '이 화면의 띠에 포털의 진짜 브레드크럼("현재 위치")이 있으므로 예시는 다른 이름(label)을 씁니다.',
      Render: Default,
      code: `<Breadcrumb crumbs={crumbs} activeIndex={activeIndex} />`,
    },
    { id: 'ex-bc-deep', name: '긴 경로(좁은 화면에서 줄바꿈)', state: 'variant', Render: Deep, code: `<Breadcrumb crumbs={[상담 신청, 상담 예약, 전화 상담 안내]} activeIndex={2} />` },
    {
      id: 'ex-bc-none',
      name: '지금 화면이 목록에 없을 때',
      state: 'empty',
      description: '화면이 메뉴에 없으면 aria-current를 어느 조각에도 두지 않습니다.',
      Render: NoneActive,
      code: `<Breadcrumb crumbs={crumbs} activeIndex={-1} />`,
    },
  ],
  props: [
    { name: 'crumbs', type: 'readonly Crumb[]', required: true, description: '홈 다음의 조각({ menuId, menuName, menuUrl }). 주소가 없는 조각은 글자로 그립니다.' },
    { name: 'activeIndex', type: 'number', required: true, description: '지금 화면인 조각의 위치(aria-current="page"). 없으면 -1.' },
    { name: 'label', type: 'string', default: "'현재 위치'", description: 'nav 랜드마크의 이름(화면에서 하나뿐이어야 합니다).' },
    { name: 'className', type: 'string', default: "''", description: '놓이는 곳에 따른 추가 클래스.' },
  ],
  a11y: {
    keyboard: ['Tab으로 홈과 각 조각의 링크를 지나며 Enter로 엽니다. 주소 없는 조각은 초점을 받지 않습니다.'],
    roles: ['nav(aria-label="현재 위치") 안의 순서 목록(ol)', '지금 화면의 조각은 aria-current="page"'],
    screenReader: ['"현재 위치, 탐색, 목록 3개 항목"으로 시작해 지금 화면을 "현재 페이지, 공지사항"으로 읽습니다.'],
  },
};
