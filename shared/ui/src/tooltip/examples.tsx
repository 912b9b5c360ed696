import { Button } from '../form';
import { componentDoc } from '../showcase/component-doc';
import { HelpButton, Tooltip } from '.';
import doc from './doc.json';

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

export const tooltipDoc = componentDoc(doc, {
  route: '/components/select/tooltip',
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
});
