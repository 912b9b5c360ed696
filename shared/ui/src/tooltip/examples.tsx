import { Button } from '../form';
import type { ComponentDoc } from '../showcase/types';
import { HelpButton, Tooltip } from '.';

function Help() {
  return (
    <p className="uk-inline">
      <span>소득 기준</span>{' '}
      <Tooltip id="ex-tooltip-help-tip" content="가구의 월 소득이 기준 중위소득의 125% 이하이면 무료로 도움을 받을 수 있습니다.">
        <HelpButton label="소득 기준 설명" />
      </Tooltip>
    </p>
  );
}

function OnButton() {
  return (
    <Tooltip id="ex-tooltip-button-tip" content="작성한 내용을 이 기기에 30일 동안 보관합니다." placement="top">
      <Button variant="secondary">임시 저장</Button>
    </Tooltip>
  );
}

export const tooltipDoc: ComponentDoc = {
  route: '/components/select/tooltip',
  title: '툴팁',
  summary:
    '버튼이나 용어에 짧은 설명을 덧붙입니다. 마우스를 올리거나 키보드로 초점을 주면 보이고 Esc로 닫습니다. 꼭 알아야 할 내용은 툴팁에 숨기지 말고 도움말(hint)로 화면에 씁니다.',
  importLine: "import { HelpButton, Tooltip } from '@portal/ui/tooltip';",
  uses: ['Tooltip'],
  examples: [
    {
      id: 'ex-tooltip-help',
      name: '용어 설명(? 버튼)',
      state: 'default',
      description: '? 버튼의 이름("소득 기준 설명")은 aria-label, 툴팁 글은 aria-describedby로 읽힙니다.',
      Render: Help,
      code: `<span>소득 기준</span>
<Tooltip id="income-tip" content="가구의 월 소득이 기준 중위소득의 125% 이하이면 무료로 도움을 받을 수 있습니다.">
  <HelpButton label="소득 기준 설명" />
</Tooltip>`,
    },
    {
      id: 'ex-tooltip-button',
      name: '버튼 설명(위쪽)',
      state: 'variant',
      description: '버튼이 하는 일을 덧붙입니다. 버튼의 이름은 그대로이고 설명만 더해집니다.',
      Render: OnButton,
      code: `<Tooltip id="save-tip" content="작성한 내용을 이 기기에 30일 동안 보관합니다." placement="top">
  <Button variant="secondary">임시 저장</Button>
</Tooltip>`,
    },
  ],
  props: [
    { name: 'id', type: 'string', required: true, description: '툴팁의 id(버튼의 aria-describedby가 가리킵니다).' },
    { name: 'content', type: 'ReactNode', required: true, description: '짧은 설명(링크나 버튼을 넣지 않습니다).' },
    { name: 'children', type: 'ReactElement', required: true, description: '초점을 받을 하나의 요소(버튼, 링크). aria-describedby가 더해집니다.' },
    { name: 'placement', type: "'top' | 'bottom'", default: "'bottom'", description: '말풍선이 열리는 쪽.' },
    { name: 'HelpButton label', type: 'string', required: true, description: '? 버튼의 이름(aria-label).' },
  ],
  a11y: {
    keyboard: ['Tab으로 버튼에 초점이 가면 툴팁이 보이고, 초점이 떠나면 사라집니다.', 'Esc를 누르면 초점은 그대로 두고 툴팁만 닫습니다.', '마우스를 말풍선 위로 옮겨도 닫히지 않습니다(WCAG 1.4.13).'],
    roles: ['말풍선은 role="tooltip", 닫혀 있어도 페이지에 남아 버튼의 aria-describedby가 늘 가리킵니다.', '툴팁은 초점을 받지 않습니다.'],
    screenReader: ['"소득 기준 설명, 버튼, 가구의 월 소득이 기준 중위소득의 125% 이하이면…"처럼 이름 뒤에 설명을 읽습니다.'],
  },
};
