import { componentDoc } from '../../showcase/component-doc';
import { SideNav, sampleSideEntries } from '.';
import doc from './doc.json';

const onNotices = new Set(['EX_S_NTC']);
const inGuide = new Set(['EX_S_GD', 'EX_S_GD_2']);

function Default() {
  return <SideNav title="고객센터" entries={sampleSideEntries} current={onNotices} pathname="/center/ntc/list" idPrefix="ex-side-a" />;
}

function OpenBranch() {
  return <SideNav title="이용 안내" entries={sampleSideEntries} current={inGuide} pathname="/center/qna" idPrefix="ex-side-b" />;
}

export const sideDoc = componentDoc(doc, {
  route: '/components/research/side',
  examples: [
    {
      id: 'ex-side-default',
      name: '기본(지금 화면: 공지사항)',
      state: 'default',
      description: '360px에서는 "고객센터 메뉴" 버튼만 보이고, 누르면 목록이 펼쳐집니다.',
      Render: Default,
      code: `<SideNav title="고객센터" entries={entries} current={current} pathname={pathname} />`,
    },
    {
      id: 'ex-side-branch',
      name: '하위 메뉴가 펼쳐진 갈래',
      state: 'filled',
      description: '지금 화면(묻고 답하기)이 하위 메뉴에 있으면 그 갈래가 처음부터 펼쳐져 있습니다.',
      Render: OpenBranch,
      code: `<SideNav title="이용 안내" entries={entries} current={new Set(['GD', 'GD_QNA'])} pathname="/center/qna" />`,
    },
  ],
});
