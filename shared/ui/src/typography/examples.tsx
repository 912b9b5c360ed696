import { componentDoc } from '../showcase/component-doc';
import { HeadedTable } from '../table';
import { tokens } from '.';
import doc from './doc.json';

export const sizeTokens = tokens.filter((t) => t.name.startsWith('--krds-font-size-'));
export const radiusTokens = tokens.filter((t) => t.name.startsWith('--krds-radius-'));

const roleOf = (name: string) => name.replace('--krds-font-size-', '').replace('-', ' ');

function Scale() {
  return (
    <HeadedTable
      caption="글자 크기(krds-font-size-*)"
      head={['토큰', '값', '보기']}
      rows={sizeTokens.map((t) => [
        <code>{t.name}</code>,
        <>
          <code>{t.value}</code>
          {t.note ? ` (${t.note})` : null}
        </>,
        <span style={{ fontSize: `var(${t.name})`, fontWeight: t.name.includes('heading') ? 700 : 400 }}>
          법률구조 플랫폼 {roleOf(t.name)}
        </span>,
      ])}
      frameClass="uk-table-frame"
      tableClass="uk-table"
      id="ex-type-scale-table"
      region="글자 크기 표"
    />
  );
}

function Radius() {
  return (
    <ul className="uk-radius-list">
      {radiusTokens.map((t) => (
        <li key={t.name}>
          <span className="uk-radius" style={{ borderRadius: `var(${t.name})` }} aria-hidden="true" />
          <code>{t.name}</code> {t.value}
          {t.note ? ` (${t.note})` : null}
        </li>
      ))}
    </ul>
  );
}

export const typographyDoc = componentDoc(doc, {
  route: '/components/typography',
  summary: `글꼴은 Pretendard GOV, 크기는 KRDS 토큰을 씁니다. 이 표는 shared/ui/src/krds/tokens.css를 읽어 만들어집니다(글자 크기 ${sizeTokens.length}개, 모서리 ${radiusTokens.length}개). 글자 크기는 rem이라 브라우저 글자 크기 설정을 따릅니다.`,
  examples: [
    {
      id: 'ex-type-scale',
      name: '글자 크기',
      state: 'default',
      Render: Scale,
      code: `.section-title { font-size: var(--krds-font-size-heading-small); }
.body { font-size: var(--krds-font-size-body-medium); line-height: 1.6; }`,
    },
    {
      id: 'ex-type-radius',
      name: '모서리 둥글기',
      state: 'variant',
      Render: Radius,
      code: `.card { border-radius: var(--krds-radius-medium3); }`,
    },
  ],
});
