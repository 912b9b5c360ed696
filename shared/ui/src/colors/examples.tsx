import { componentDoc } from '../showcase/component-doc';
import { contrast, isHexColour, tokens, type Token } from '.';
import doc from './doc.json';

const WHITE = '#ffffff';
const TEXT = '#1e2124';

/** The AA verdict of a colour as text on white and as a background under dark text. */
function verdict(hex: string): string {
  const onWhite = contrast(hex, WHITE);
  const underText = contrast(hex, TEXT);
  return `흰 바탕 글자 ${onWhite}:1${onWhite >= 4.5 ? ' (AA)' : ''} · 기본 글자의 바탕 ${underText}:1${underText >= 4.5 ? ' (AA)' : ''}`;
}

function SwatchTable({ caption, list, id }: { caption: string; list: Token[]; id: string }) {
  return (
    <div className="uk-table-frame" tabIndex={0} role="region" aria-label={`${caption} 표`}>
      <table className="uk-table uk-swatches" id={id}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">토큰</th>
            <th scope="col">값</th>
            <th scope="col">견본</th>
            <th scope="col">명도 대비</th>
          </tr>
        </thead>
        <tbody>
          {list.map((t) => (
            <tr key={t.name}>
              <th scope="row">
                <code>{t.name}</code>
              </th>
              <td>
                <code>{t.raw === t.value ? t.value : `${t.value} (${t.raw})`}</code>
              </td>
              <td>
                <span className="uk-swatch" style={{ background: t.value }} aria-hidden="true" />
              </td>
              <td>{verdict(t.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const colourTokens = tokens.filter((t) => isHexColour(t.value) && t.name.includes('color'));
export const paletteTokens = colourTokens.filter((t) => t.name.startsWith('--krds-color-'));
export const roleTokens = colourTokens.filter((t) => t.name.startsWith('--krds-light-color-'));

function Palette() {
  return <SwatchTable caption="기본 팔레트(krds-color-light-*)" list={paletteTokens} id="ex-colors-palette-table" />;
}

function Roles() {
  return <SwatchTable caption="역할 색(글자, 바탕, 테두리)" list={roleTokens} id="ex-colors-roles-table" />;
}

export const colorsDoc = componentDoc(doc, {
  route: '/components/colors',
  summary: `KRDS 색상 토큰입니다. 이 표는 shared/ui/src/krds/tokens.css를 읽어 만들어지므로 토큰을 바꾸면 그대로 반영됩니다(지금 ${colourTokens.length}개). 글자 색은 흰 바탕과 4.5:1 이상(AA)인 것만 씁니다.`,
  examples: [
    {
      id: 'ex-colors-palette',
      name: '기본 팔레트',
      state: 'default',
      Render: Palette,
      code: `.notice { background: var(--krds-color-light-primary-5); border-color: var(--krds-color-light-primary-50); }`,
    },
    {
      id: 'ex-colors-roles',
      name: '역할 색',
      state: 'variant',
      description: '화면에서는 팔레트보다 역할 색(text-basic, surface-…, border-…)을 씁니다. 역할이 같으면 색도 같게 유지됩니다.',
      Render: Roles,
      code: `.card { color: var(--krds-light-color-text-basic); border: 1px solid var(--krds-light-color-border-gray-light); }`,
    },
  ],
});
