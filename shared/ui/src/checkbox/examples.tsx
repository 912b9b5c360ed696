import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { CheckboxField, CheckboxGroup } from '.';
import doc from './doc.json';

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

export const checkboxDoc = componentDoc(doc, {
  route: '/components/select/check',
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
});
