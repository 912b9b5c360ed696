import type { ComponentDoc } from '../../showcase/types';
import { MainMenu, sampleSections } from '.';

const none = new Set<string>();
const inCenter = new Set(['EX_CENTER']);

function Default() {
  return (
    <div className="uk-chrome">
      <MainMenu sections={sampleSections} current={none} pathname="/components/header" id="ex-gnb-a" label="예시 주 메뉴" />
    </div>
  );
}

function Current() {
  return (
    <div className="uk-chrome">
      <MainMenu sections={sampleSections} current={inCenter} pathname="/center/ntc/list" id="ex-gnb-b" label="예시 주 메뉴(고객센터)" />
    </div>
  );
}

export const headerDoc: ComponentDoc = {
  route: '/components/header',
  title: '헤더(주 메뉴)',
  summary:
    '헤더 아래의 주 메뉴(GNB)입니다. 영역마다 버튼이 있고, 누르면 그 영역의 패널(큰 패널 또는 드롭다운)이 열립니다. 포털은 992px 이상에서 이 메뉴를, 그보다 좁으면 전체메뉴 버튼과 전체메뉴 창을 그립니다.',
  importLine: "import { MainMenu } from '@portal/ui/chrome';",
  uses: ['MainMenu'],
  examples: [
    {
      id: 'ex-gnb-default',
      name: '기본(닫힘)',
      state: 'default',
      description: '예시 메뉴는 ../fixtures.ts의 sampleSections입니다. 버튼을 누르거나 Enter로 패널을 열고 Esc로 닫아 보십시오.',
      Render: Default,
      code: `<MainMenu sections={groupGnb(gnb)} current={current} pathname={pathname} siteMenuOpen={menuOpen} onOpenSiteMenu={openMenu} />`,
    },
    {
      id: 'ex-gnb-current',
      name: '지금 화면이 속한 영역',
      state: 'filled',
      description: '지금 화면이 고객센터에 있으면 그 버튼에 aria-current="true"와 강조 색이 붙습니다.',
      Render: Current,
      code: `<MainMenu sections={sections} current={new Set(['CENTER'])} pathname="/center/ntc/list" />`,
    },
  ],
  props: [
    { name: 'sections', type: 'readonly GnbSection[]', required: true, description: '표시용으로 묶은 메뉴(호스트: groupGnb(세션의 GNB)).' },
    { name: 'current', type: 'ReadonlySet<string>', required: true, description: '지금 화면까지의 메뉴 id.' },
    { name: 'pathname', type: 'string', required: true, description: '지금 화면의 주소(바뀌면 열린 패널을 닫음).' },
    { name: 'siteMenuOpen', type: 'boolean', default: 'false', description: '전체메뉴 창이 열렸는지(전체메뉴 버튼의 aria-expanded).' },
    { name: 'onOpenSiteMenu', type: '(opener: HTMLElement) => void', description: '전체메뉴 창을 엽니다. 없으면 전체메뉴 버튼을 그리지 않습니다(예시처럼).' },
    { name: 'id', type: 'string', default: "'gnb'", description: 'nav의 id(건너뛰기 링크의 대상)이자 패널 id의 앞부분.' },
    { name: 'label', type: 'string', default: "'주 메뉴'", description: 'nav 랜드마크의 이름(화면에서 하나뿐이어야 합니다).' },
    { name: 'siteMenuId', type: 'string', default: "'site-menu'", description: '전체메뉴 버튼이 가리키는 창의 id.' },
  ],
  a11y: {
    keyboard: [
      'Tab으로 영역 버튼을 지나고 Enter나 Space로 패널을 열고 닫습니다.',
      '열린 패널 안에서 Tab으로 링크를 지나고, Esc를 누르면 닫히고 초점이 그 버튼으로 돌아옵니다.',
      'Tab으로 그 영역을 벗어나거나 바깥을 누르면 패널이 닫힙니다.',
    ],
    roles: ['nav(id="gnb", aria-label="주 메뉴", tabindex="-1": 건너뛰기 링크의 대상)', '영역 버튼은 aria-expanded, 열렸을 때 aria-controls(패널의 id)', '지금 화면이 속한 영역 버튼은 aria-current="true", 지금 화면의 링크는 aria-current="page"'],
    screenReader: ['"주 메뉴, 탐색"으로 찾고, 버튼은 "상담 신청, 버튼, 접힘"처럼 읽으며 열면 "펼쳐짐"으로 바뀝니다.'],
  },
};
