import type { ComponentDoc } from '../../showcase/types';
import { SideNav, sampleSideEntries } from '.';

const onNotices = new Set(['EX_S_NTC']);
const inGuide = new Set(['EX_S_GD', 'EX_S_GD_2']);

function Default() {
  return <SideNav title="고객센터" entries={sampleSideEntries} current={onNotices} pathname="/center/ntc/list" idPrefix="ex-side-a" />;
}

function OpenBranch() {
  return <SideNav title="이용 안내" entries={sampleSideEntries} current={inGuide} pathname="/center/qna" idPrefix="ex-side-b" />;
}

export const sideDoc: ComponentDoc = {
  route: '/components/research/side',
  title: '사이드 메뉴',
  summary: '한 영역(고객센터, 상담 신청 등)의 메뉴를 본문 왼쪽에 둡니다. 지금 화면과 그 갈래를 표시하고, 하위 메뉴가 있는 항목은 접고 펼칩니다. 992px보다 좁으면 본문 위의 버튼 뒤로 접힙니다.',
  importLine: "import { SideNav } from '@portal/ui/chrome';",
  uses: ['SideNav'],
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
  props: [
    { name: 'title', type: 'string', required: true, description: '영역 이름: 제목(h2)과 nav 랜드마크 이름("… 메뉴").' },
    { name: 'entries', type: 'readonly SideNavEntry[]', required: true, description: '메뉴 항목 나무({ id, name, url, children }).' },
    { name: 'current', type: 'ReadonlySet<string>', required: true, description: '지금 화면까지의 메뉴 id(그 갈래를 표시하고 펼침).' },
    { name: 'pathname', type: 'string', required: true, description: '지금 화면의 주소(aria-current="page"; 바뀌면 접힌 목록을 닫음).' },
    { name: 'idPrefix', type: 'string', default: "'side'", description: '안쪽 id의 앞부분. 한 화면에 메뉴가 둘이면 서로 다르게 줍니다.' },
  ],
  a11y: {
    keyboard: ['Tab으로 항목을 지나며 Enter로 엽니다.', '하위 메뉴가 있는 항목은 버튼: Enter나 Space로 펼치고 접습니다.', '좁은 화면에서는 "… 메뉴" 버튼으로 목록을 펼칩니다.'],
    roles: ['nav(aria-label="고객센터 메뉴")와 제목 h2', '펼침 버튼은 aria-expanded와 aria-controls(하위 목록의 id)', '지금 화면의 링크는 aria-current="page"'],
    screenReader: ['"고객센터 메뉴, 탐색"으로 찾고, 펼침 버튼은 "이용 안내, 버튼, 접힘/펼쳐짐", 지금 화면은 "현재 페이지"로 읽습니다.'],
  },
};
