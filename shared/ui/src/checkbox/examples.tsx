import { useState } from 'react';
import type { ComponentDoc } from '../showcase/types';
import { CheckboxField, CheckboxGroup } from '.';

function Single() {
  const [checked, setChecked] = useState(false);
  return <CheckboxField id="ex-check-single" label="개인정보 수집·이용에 동의합니다." checked={checked} onValue={setChecked} required />;
}

type Way = 'sms' | 'email' | 'post';
const ways: { value: Way; label: string; description?: string }[] = [
  { value: 'sms', label: '문자 메시지' },
  { value: 'email', label: '이메일' },
  { value: 'post', label: '우편', description: '도착까지 3~5일 걸립니다.' },
];

function Group() {
  const [value, setValue] = useState<Way[]>(['sms']);
  return <CheckboxGroup id="ex-check-group" legend="결과를 받을 방법" hint="여러 개를 고를 수 있습니다." options={ways} value={value} onValue={setValue} optional />;
}

export const CHECK_ERROR = '필수 약관에 동의해 주세요.';

function WithError() {
  const [checked, setChecked] = useState(false);
  return <CheckboxField id="ex-check-error" label="이용약관에 동의합니다." checked={checked} onValue={setChecked} required error={CHECK_ERROR} />;
}

export const CHECK_GROUP_ERROR = '받을 방법을 하나 이상 골라 주세요.';

function GroupError() {
  const [value, setValue] = useState<Way[]>([]);
  return <CheckboxGroup id="ex-check-group-error" legend="결과를 받을 방법" options={ways} value={value} onValue={setValue} required error={CHECK_GROUP_ERROR} />;
}

export const checkboxDoc: ComponentDoc = {
  route: '/components/select/check',
  title: '체크박스',
  summary: '하나를 켜고 끄거나(동의), 목록에서 여러 개를 고릅니다. 브라우저의 기본 체크박스를 써서 키보드와 화면 낭독기가 그대로 동작합니다.',
  importLine: "import { CheckboxField, CheckboxGroup } from '@portal/ui/form';",
  uses: ['CheckboxField', 'CheckboxGroup'],
  examples: [
    {
      id: 'ex-check-single',
      name: '하나(동의)',
      state: 'default',
      Render: Single,
      code: `<CheckboxField id="agree" label="개인정보 수집·이용에 동의합니다." checked={agree} onValue={setAgree} required />`,
    },
    {
      id: 'ex-check-group',
      name: '여러 개 고르기',
      state: 'filled',
      description: '묶음은 fieldset과 legend로 이름을 붙입니다. 첫 항목의 id가 묶음의 id입니다(오류 요약의 링크가 그곳으로 갑니다).',
      Render: Group,
      code: `<CheckboxGroup
  id="ways"
  legend="결과를 받을 방법"
  hint="여러 개를 고를 수 있습니다."
  options={[
    { value: 'sms', label: '문자 메시지' },
    { value: 'email', label: '이메일' },
    { value: 'post', label: '우편', description: '도착까지 3~5일 걸립니다.' },
  ]}
  value={ways}
  onValue={setWays}
  optional
/>`,
    },
    {
      id: 'ex-check-error',
      name: '오류(하나)',
      state: 'error',
      Render: WithError,
      error: CHECK_ERROR,
      code: `<CheckboxField id="terms" label="이용약관에 동의합니다." checked={terms} onValue={setTerms} required error={errors.terms} />`,
    },
    {
      id: 'ex-check-group-error',
      name: '오류(묶음)',
      state: 'error',
      Render: GroupError,
      error: CHECK_GROUP_ERROR,
      code: `<CheckboxGroup id="ways" legend="결과를 받을 방법" options={options} value={ways} onValue={setWays} required error={errors.ways} />`,
    },
  ],
  props: [
    { name: 'id', type: 'string', required: true, description: '체크박스(묶음이면 첫 항목)의 id.' },
    { name: 'label / legend', type: 'ReactNode', required: true, description: '하나일 때 label, 묶음일 때 legend.' },
    { name: 'checked / value', type: 'boolean / T[]', required: true, description: '켜짐 여부, 또는 고른 값들(항목 순서대로).' },
    { name: 'onValue', type: '(v) => void', required: true, description: '바뀔 때 불립니다.' },
    { name: 'options', type: 'Choice<T>[]', description: '묶음의 항목: value, label, description.' },
    { name: 'hint, error, required, optional', type: '—', description: '도움말, 오류 문구, (필수)/(선택) 표시.' },
  ],
  a11y: {
    keyboard: ['Tab으로 체크박스마다 옮겨 가고 Space로 켜고 끕니다.', '레이블 글자를 눌러도 켜고 끌 수 있습니다(누르는 영역이 넓습니다).'],
    roles: ['input type="checkbox"와 <label for>', '묶음은 fieldset + legend, 도움말·오류는 fieldset의 aria-describedby', '오류일 때 aria-invalid="true"'],
    screenReader: ['"결과를 받을 방법, 그룹, 문자 메시지, 체크박스, 선택됨"처럼 묶음 이름과 항목, 상태를 읽습니다.'],
  },
};
