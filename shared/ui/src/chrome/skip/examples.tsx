import type { ComponentDoc } from '../../showcase/types';
import { SkipLinks } from '.';

/** The example's own targets stand in for the page's #main-content and #gnb (those are the page's). */
function Default() {
  return (
    <div className="uk-chrome">
      <SkipLinks
        links={[
          { href: '#ex-skip-main', label: '본문 바로가기' },
          { href: '#ex-skip-menu', label: '주 메뉴 바로가기' },
        ]}
      />
      <p className="uk-chrome__hint">이 상자에 Tab으로 들어오면 맨 위에 건너뛰기 링크가 나타납니다.</p>
      <div id="ex-skip-menu" className="uk-chrome__target" tabIndex={-1}>
        (예시) 주 메뉴 자리
      </div>
      <div id="ex-skip-main" className="uk-chrome__target" tabIndex={-1}>
        (예시) 본문 자리
      </div>
    </div>
  );
}

function MainOnly() {
  return (
    <div className="uk-chrome">
      <SkipLinks links={[{ href: '#ex-skip-only', label: '본문 바로가기' }]} />
      <p className="uk-chrome__hint">992px보다 좁은 화면에는 주 메뉴가 없으므로 본문 바로가기 하나만 둡니다.</p>
      <div id="ex-skip-only" className="uk-chrome__target" tabIndex={-1}>
        (예시) 본문 자리
      </div>
    </div>
  );
}

export const skipDoc: ComponentDoc = {
  route: '/components/research/skip',
  title: '건너뛰기 링크',
  summary: '키보드 사용자가 머리글과 메뉴를 건너 본문이나 주 메뉴로 바로 가게 합니다. 화면의 맨 처음에 있고, 초점을 받을 때만 보입니다.',
  importLine: "import { SkipLinks } from '@portal/ui/chrome';",
  uses: ['SkipLinks'],
  examples: [
    {
      id: 'ex-skip-default',
      name: '기본(초점을 받으면 보임)',
      state: 'default',
      description: '포털은 #main-content(본문)와 #gnb(주 메뉴)로 갑니다. 예시는 이 상자 안의 대상으로 갑니다.',
      Render: Default,
      code: `<SkipLinks links={[{ href: '#main-content', label: '본문 바로가기' }, { href: '#gnb', label: '주 메뉴 바로가기' }]} />`,
    },
    {
      id: 'ex-skip-mobile',
      name: '좁은 화면(본문만)',
      state: 'variant',
      Render: MainOnly,
      code: `<SkipLinks links={[{ href: '#main-content', label: '본문 바로가기' }]} />`,
    },
  ],
  props: [
    {
      name: 'links',
      type: "readonly { href: `#${string}`; label: string }[]",
      required: true,
      description: '건너뛸 곳. 대상에는 tabIndex={-1}을 주어 초점이 옮겨 가게 합니다(포털의 main과 주 메뉴 nav가 그렇습니다).',
    },
  ],
  a11y: {
    keyboard: ['화면을 열고 처음 Tab을 누르면 "본문 바로가기"가 나타나고, Enter로 본문에 초점이 옮겨 갑니다.', '다음 Tab은 "주 메뉴 바로가기"입니다.'],
    roles: ['보통 링크(a href="#…")입니다. 대상은 tabindex="-1"이라 초점을 받습니다.'],
    screenReader: ['"본문 바로가기, 링크"로 읽고, 누르면 본문의 처음부터 읽습니다.'],
  },
};
