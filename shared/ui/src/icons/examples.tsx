import { componentDoc } from '../showcase/component-doc';
import { Icon, iconPaths } from '.';
import type { IconName } from './Icon';
import doc from './doc.json';

const names = Object.keys(iconPaths) as IconName[];

function All() {
  return (
    <ul className="uk-icons">
      {names.map((n) => (
        <li key={n}>
          <Icon name={n} size={40} />
          <code>{n}</code>
        </li>
      ))}
    </ul>
  );
}

function WithText() {
  return (
    <p className="uk-inline">
      <a href="/dscsn/rsvt/DscsnRsvtM" className="uk-inline">
        <Icon name="phone" size={24} />
        상담 예약
      </a>
      <span className="uk-inline">
        <Icon name="check" size={20} label="확인됨" />
        본인 인증
      </span>
    </p>
  );
}

export const iconsDoc = componentDoc(doc, {
  route: '/components/layout/icons',
  examples: [
    {
      id: 'ex-icons-all',
      name: '모든 아이콘',
      state: 'default',
      description: '이름 옆 글자가 뜻을 말하므로 아이콘은 꾸밈(aria-hidden)입니다.',
      Render: All,
      code: `<Icon name="home" size={40} />`,
    },
    {
      id: 'ex-icons-text',
      name: '글자와 함께, 홀로 뜻을 가질 때',
      state: 'variant',
      description: '링크 안의 아이콘은 꾸밈입니다. 글자 없이 뜻을 전해야 하면 label을 주어 role="img"로 이름을 붙입니다.',
      Render: WithText,
      code: `<a href="/dscsn/rsvt/DscsnRsvtM"><Icon name="phone" size={24} />상담 예약</a>
<Icon name="check" size={20} label="확인됨" /> 본인 인증`,
    },
  ],
  props: [
    { name: 'name', type: 'IconName', required: true, description: `아이콘 이름: ${names.join(', ')}.` },
    { name: 'size', type: '20 | 24 | 28 | 40', default: '28', description: '한 변의 픽셀.' },
    { name: 'label', type: 'string', description: '주면 role="img"와 aria-label로 뜻을 가진 그림이 됩니다. 없으면 aria-hidden 꾸밈.' },
  ],
});
