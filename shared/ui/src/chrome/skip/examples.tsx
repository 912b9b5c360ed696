import { componentDoc } from '../../showcase/component-doc';
import { SkipLinks } from '.';
import doc from './doc.json';

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

export const skipDoc = componentDoc(doc, {
  route: '/components/research/skip',
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
});
