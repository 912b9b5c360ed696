import { tokens } from '../krds/tokens';
import type { ComponentDoc } from '../showcase/types';
import { componentDoc } from '../showcase/component-doc';
import { componentRoutes, ShowcaseStatus } from '.';
import doc from './doc.json';

const TOKEN_GROUPS: [prefix: string, name: string][] = [
  ['--krds-color-', '기본 색'],
  ['--krds-light-color-', '의미 색(밝은 화면)'],
  ['--krds-font-size-', '글자 크기'],
  ['--krds-radius-', '모서리'],
];

/**
 * The guide built on the registry it is part of: `all` reads the registry when the page renders (the
 * registry lists this entry too, so it is passed in, not imported: no import cycle).
 */
export function publishingDoc(all: () => readonly ComponentDoc[]): ComponentDoc {
  function Chrome() {
    const paths = componentRoutes.filter((p) => p.startsWith('/components/identity/') || p === '/components/header');
    return <ShowcaseStatus docs={all()} paths={paths} caption="예시: 아이덴티티와 헤더 항목의 상태" region="예시 상태 표" />;
  }

  function Guide() {
    const docs = all();
    const built = new Set<string>(docs.map((d) => d.route));
    const done = componentRoutes.filter((p) => built.has(p)).length;
    return (
      <>
        <h2 id="uk-list">전체 목록</h2>
        <p data-publishing-count="">
          {componentRoutes.length}개 화면 가운데 {done}개 완성, {componentRoutes.length - done}개 예정(예정인 주소는 아직 /ready 화면을 보여 줍니다).
        </p>
        <ShowcaseStatus docs={docs} paths={componentRoutes} caption="UI 키트 화면 목록과 상태" region="UI 키트 화면 목록 표" />
        <h2 id="uk-rules">마크업 규칙</h2>
        <ul>
          <li>부품은 @portal/ui에 하나씩만 있습니다: 포털 화면과 이 UI 키트가 같은 부품을 가져옵니다(예시용 사본을 만들지 않습니다).</li>
          <li>부품마다 폴더 하나(shared/ui/src/&lt;부품&gt;/): index.ts(가져오는 곳), examples.tsx(이 목록이 읽는 등록 항목: 살아 있는 예시와 그 코드), doc.json(제목, 설명, 속성 표, 접근성 설명), README.md, 그리고 모양이 있으면 CSS 파일 하나.</li>
          <li>클래스는 KRDS 이름을 따릅니다(btn, krds-input, breadcrumb, side-nav, gov-banner, identifier 등). 화면 틀의 모양은 host/src/shell/shell.css에, 메인 화면은 main-page.css에 있습니다.</li>
          <li>색, 글자 크기, 모서리는 krds/tokens.css의 토큰(var(--krds-…))으로만 씁니다. 색 대비는 /components/colors에서 확인합니다.</li>
          <li>랜드마크(nav, search)에는 화면에서 하나뿐인 이름을 붙이고, id는 화면에서 하나뿐이게 합니다(예시는 ex-로 시작).</li>
        </ul>
        <HeadedTableOfTokens />
      </>
    );
  }

  function HeadedTableOfTokens() {
    return (
      <ul data-token-counts="">
        {TOKEN_GROUPS.map(([prefix, name]) => (
          <li key={prefix}>
            {name} <code>{prefix}*</code>: {tokens.filter((t) => t.name.startsWith(prefix)).length}개
          </li>
        ))}
      </ul>
    );
  }

  return componentDoc(doc, {
    route: '/components/publishing',
    examples: [
      {
        id: 'ex-pub-status',
        name: '상태 표(일부)',
        state: 'default',
        description: '아래 전체 목록과 같은 표를 아이덴티티와 헤더 항목만 골라 그린 것입니다.',
        Render: Chrome,
        code: `<ShowcaseStatus docs={showcase} paths={componentRoutes} caption="UI 키트 화면 목록과 상태" region="UI 키트 화면 목록 표" />`,
      },
    ],
    Extra: Guide,
  });
}
