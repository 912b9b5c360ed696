import { useState } from 'react';
import { componentDoc } from '../../showcase/component-doc';
import { MenuButton, SiteHeader } from '.';
import doc from './doc.json';

function Default() {
  return (
    <div className="uk-chrome">
      <SiteHeader />
    </div>
  );
}

function Mobile() {
  const [open, setOpen] = useState(false);
  return (
    <div className="uk-chrome">
      <SiteHeader
        tools={
          <div className="site-header__mobile-tools">
            <MenuButton controls="ex-idh-menu" expanded={open} onOpen={() => setOpen(!open)} />
          </div>
        }
      >
        <div id="ex-idh-menu" className="uk-chrome__target" hidden={!open}>
          (예시) 포털에서는 여기서 전체메뉴 창이 열립니다.
        </div>
      </SiteHeader>
    </div>
  );
}

export const identityHeaderDoc = componentDoc(doc, {
  route: '/components/identity/header',
  examples: [
    { id: 'ex-idh-default', name: '로고만', state: 'default', description: '도구는 호스트가 세션에 따라 채웁니다.', Render: Default, code: `<SiteHeader />` },
    {
      id: 'ex-idh-mobile',
      name: '좁은 화면(전체메뉴 버튼)',
      state: 'variant',
      description: '992px보다 좁으면 도구 자리에 전체메뉴 버튼을 둡니다. 예시 버튼은 아래의 예시 영역을 열고 닫습니다.',
      Render: Mobile,
      code: `<SiteHeader tools={<div className="site-header__mobile-tools"><SessionTimer /><MenuButton controls="site-menu" expanded={menuOpen} onOpen={openMenu} /></div>}>
  <SiteMenu open={menuOpen} onClose={closeMenu} />
</SiteHeader>`,
    },
  ],
});
