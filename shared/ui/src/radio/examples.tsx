import { useState } from 'react';
import type { ComponentDoc } from '../showcase/types';
import { RadioGroup } from '.';

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

export const radioDoc: ComponentDoc = {
  route: '/components/select/radio',
  title: '라디오 버튼',
  summary: '여러 항목 가운데 하나만 고릅니다. 네이티브 라디오를 fieldset과 legend로 묶습니다.',
  importLine: "import { RadioGroup } from '@portal/ui/form';",
  uses: ['RadioGroup'],
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
  props: [
    { name: 'id', type: 'string', required: true, description: '첫 항목의 id(나머지는 id-값).' },
    { name: 'legend', type: 'ReactNode', required: true, description: '묶음의 이름.' },
    { name: 'options', type: 'Choice<T>[]', required: true, description: 'value, label, description.' },
    { name: 'value', type: "T | ''", required: true, description: "고른 값(없으면 '')." },
    { name: 'onValue', type: '(value: T) => void', required: true, description: '고를 때 불립니다.' },
    { name: 'variant', type: "'stack' | 'inline' | 'cards'", default: "'stack'", description: '배치.' },
    { name: 'name', type: 'string', default: 'id', description: '라디오 묶음의 name.' },
    { name: 'hint, error, required', type: '—', description: '도움말, 오류 문구, (필수) 표시.' },
  ],
  a11y: {
    keyboard: ['Tab은 묶음에 한 번만 들어갑니다(고른 항목, 없으면 첫 항목).', '화살표 키로 항목을 옮기며 고릅니다.'],
    roles: ['fieldset + legend, input type="radio"와 <label for>', '도움말·오류는 fieldset의 aria-describedby'],
    screenReader: ['"상담 방법(필수), 그룹, 전화 상담, 라디오 버튼, 3개 중 1번째"처럼 읽습니다.'],
  },
};
