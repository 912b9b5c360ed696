import { useState } from 'react';
import type { ComponentDoc } from '../../showcase/types';
import { MenuButton, SiteHeader } from '.';

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

export const identityHeaderDoc: ComponentDoc = {
  route: '/components/identity/header',
  title: '아이덴티티 헤더',
  summary:
    '화면 맨 위(공식 배너 아래)의 머리글입니다. 왼쪽에 누리집 로고(홈으로 가는 링크), 오른쪽에 도구(세션 시간, 글자 크기, 로그인 링크 또는 좁은 화면의 전체메뉴 버튼)를 둡니다.',
  importLine: "import { SiteHeader, MenuButton, Logo } from '@portal/ui/chrome';",
  uses: ['SiteHeader'],
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
  props: [
    { name: 'tools', type: 'ReactNode', description: 'SiteHeader: 로고 옆의 도구(호스트: 세션 시간, 줌 조절, 회원 링크 또는 MenuButton).' },
    { name: 'children', type: 'ReactNode', description: 'SiteHeader: 머리글 아래쪽(호스트: 주 메뉴와 전체메뉴 창).' },
    { name: 'controls', type: 'string', required: true, description: 'MenuButton: 여는 창의 id(aria-controls).' },
    { name: 'expanded', type: 'boolean', required: true, description: 'MenuButton: 창이 열렸는지(aria-expanded).' },
    { name: 'onOpen', type: '(opener: HTMLElement) => void', required: true, description: 'MenuButton: 누르면 불립니다(닫을 때 초점을 돌려줄 버튼을 받음).' },
    { name: 'className', type: 'string', default: "'site-logo'", description: 'Logo: 링크의 클래스.' },
  ],
  a11y: {
    keyboard: ['Tab으로 로고 링크(홈으로), 도구, 전체메뉴 버튼을 차례로 지납니다.', '전체메뉴 버튼은 Enter나 Space로 창을 엽니다. 창을 닫으면 초점이 버튼으로 돌아옵니다.'],
    roles: ['body 바로 아래의 header는 banner 랜드마크입니다(예시의 header는 article 안이라 랜드마크가 아닙니다).', '로고 그림은 aria-hidden, 링크 이름은 "법무부 법률구조 플랫폼 홈으로"', '전체메뉴 버튼은 aria-controls와 aria-expanded'],
    screenReader: ['로고는 "법무부 법률구조 플랫폼 홈으로, 링크", 버튼은 "전체메뉴, 버튼, 접힘"으로 읽습니다.'],
  },
};
