import { componentDoc } from '../../showcase/component-doc';
import { Breadcrumb, sampleCrumbs } from '.';
import doc from './doc.json';

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

export const breadcrumbDoc = componentDoc(doc, {
  route: '/components/research/breadcrumb',
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
});
