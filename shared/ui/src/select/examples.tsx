import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { SelectField } from '.';
import doc from './doc.json';

type Region = 'seoul' | 'busan' | 'daegu' | 'incheon' | 'gwangju';
const regions: { value: Region; label: string }[] = [
  { value: 'seoul', label: '서울특별시' },
  { value: 'busan', label: '부산광역시' },
  { value: 'daegu', label: '대구광역시' },
  { value: 'incheon', label: '인천광역시' },
  { value: 'gwangju', label: '광주광역시' },
];

function Default() {
  const [value, setValue] = useState<Region | ''>('');
  return <SelectField<Region> id="ex-select-default" label="거주 지역" options={regions} value={value} onValue={setValue} hint="주민등록상 주소를 기준으로 골라 주세요." />;
}

function Filled() {
  const [value, setValue] = useState<Region | ''>('busan');
  return <SelectField<Region> id="ex-select-filled" label="상담받을 지역" options={regions} value={value} onValue={setValue} placeholder="지역 선택" required />;
}

export const SELECT_ERROR = '거주 지역을 골라 주세요.';

function WithError() {
  const [value, setValue] = useState<Region | ''>('');
  return <SelectField<Region> id="ex-select-error" label="거주 지역" options={regions} value={value} onValue={setValue} required error={SELECT_ERROR} />;
}

export const selectDoc = componentDoc(doc, {
  route: '/components/select/select',
  examples: [
    {
      id: 'ex-select-default',
      name: '기본',
      state: 'empty',
      Render: Default,
      code: `<SelectField
  id="region"
  label="거주 지역"
  options={[{ value: 'seoul', label: '서울특별시' }, { value: 'busan', label: '부산광역시' }]}
  value={region}
  onValue={setRegion}
  hint="주민등록상 주소를 기준으로 골라 주세요."
/>`,
    },
    {
      id: 'ex-select-filled',
      name: '고른 뒤',
      state: 'filled',
      Render: Filled,
      code: `<SelectField id="area" label="상담받을 지역" options={regions} value={area} onValue={setArea} placeholder="지역 선택" required />`,
    },
    {
      id: 'ex-select-error',
      name: '오류',
      state: 'error',
      Render: WithError,
      error: SELECT_ERROR,
      code: `<SelectField id="region" label="거주 지역" options={regions} value={region} onValue={setRegion} required error={errors.region} />`,
    },
  ],
});
