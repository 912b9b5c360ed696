import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { RadioGroup } from '.';
import doc from './doc.json';

type Kind = 'phone' | 'video' | 'visit';
const kinds: { value: Kind; label: string; description?: string }[] = [
  { value: 'phone', label: '전화 상담' },
  { value: 'video', label: '화상 상담', description: '예약 시간에 보내 드리는 주소로 들어오시면 됩니다.' },
  { value: 'visit', label: '방문 상담' },
];

function Stack() {
  const [value, setValue] = useState<Kind | ''>('');
  return <RadioGroup<Kind> id="ex-radio-stack" legend="상담 방법" options={kinds} value={value} onValue={setValue} required />;
}

function Inline() {
  const [value, setValue] = useState<'Y' | 'N' | ''>('N');
  return (
    <RadioGroup<'Y' | 'N'>
      id="ex-radio-inline"
      legend="문자로 알림 받기"
      options={[
        { value: 'Y', label: '예' },
        { value: 'N', label: '아니요' },
      ]}
      value={value}
      onValue={setValue}
      variant="inline"
    />
  );
}

function Cards() {
  const [value, setValue] = useState<Kind | ''>('video');
  return <RadioGroup<Kind> id="ex-radio-cards" legend="상담 방법(카드형)" options={kinds} value={value} onValue={setValue} variant="cards" />;
}

export const RADIO_ERROR = '상담 방법을 골라 주세요.';

function WithError() {
  const [value, setValue] = useState<Kind | ''>('');
  return <RadioGroup<Kind> id="ex-radio-error" legend="상담 방법" options={kinds} value={value} onValue={setValue} required error={RADIO_ERROR} />;
}

export const radioDoc = componentDoc(doc, {
  route: '/components/select/radio',
  examples: [
    {
      id: 'ex-radio-stack',
      name: '세로 목록',
      state: 'empty',
      Render: Stack,
      code: `<RadioGroup
  id="kind"
  legend="상담 방법"
  options={[
    { value: 'phone', label: '전화 상담' },
    { value: 'video', label: '화상 상담', description: '예약 시간에 보내 드리는 주소로 들어오시면 됩니다.' },
    { value: 'visit', label: '방문 상담' },
  ]}
  value={kind}
  onValue={setKind}
  required
/>`,
    },
    {
      id: 'ex-radio-inline',
      name: '가로(예/아니요)',
      state: 'filled',
      Render: Inline,
      code: `<RadioGroup id="sms" legend="문자로 알림 받기" options={[{ value: 'Y', label: '예' }, { value: 'N', label: '아니요' }]} value={sms} onValue={setSms} variant="inline" />`,
    },
    {
      id: 'ex-radio-cards',
      name: '카드형',
      state: 'variant',
      Render: Cards,
      code: `<RadioGroup id="kind" legend="상담 방법" options={options} value={kind} onValue={setKind} variant="cards" />`,
    },
    {
      id: 'ex-radio-error',
      name: '오류',
      state: 'error',
      Render: WithError,
      error: RADIO_ERROR,
      code: `<RadioGroup id="kind" legend="상담 방법" options={options} value={kind} onValue={setKind} required error={errors.kind} />`,
    },
  ],
});
