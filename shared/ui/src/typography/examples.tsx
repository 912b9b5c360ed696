import type { ComponentDoc } from '../showcase/types';
import { HeadedTable } from '../table';
import { tokens } from '.';

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

export const typographyDoc: ComponentDoc = {
  route: '/components/typography',
  title: '타이포그래피',
  summary: `글꼴은 Pretendard GOV, 크기는 KRDS 토큰을 씁니다. 이 표는 shared/ui/src/krds/tokens.css를 읽어 만들어집니다(글자 크기 ${sizeTokens.length}개, 모서리 ${radiusTokens.length}개). 글자 크기는 rem이라 브라우저 글자 크기 설정을 따릅니다.`,
  importLine: "@import '@portal/ui/styles.css'; /* font-size: var(--krds-font-size-body-medium) */",
  uses: ['var(--krds-'],
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
  props: [
    { name: '--krds-font-size-heading-*', type: 'rem', description: '제목(large 32, medium 24, small 19px).' },
    { name: '--krds-font-size-body-*', type: 'rem', description: '본문(large 19, medium 17, small 15, xsmall 13px).' },
    { name: '--krds-radius-*', type: 'px', description: '모서리 둥글기.' },
  ],
  a11y: {
    keyboard: ['넓은 표는 틀에 Tab으로 들어가 좌우 화살표로 움직입니다.'],
    roles: ['제목은 크기가 아니라 h1~h4의 순서로 구조를 나타냅니다(한 화면에 h1 하나).'],
    screenReader: ['글자를 200%까지 키워도 잘리거나 겹치지 않아야 합니다(rem 단위, 줄 높이 1.5 이상).'],
  },
};
