import { componentDoc } from '../../showcase/component-doc';
import { MainMenu, sampleSections } from '.';
import doc from './doc.json';

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

export const headerDoc = componentDoc(doc, {
  route: '/components/header',
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
});
