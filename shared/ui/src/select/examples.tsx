import { useState } from 'react';
import type { ComponentDoc } from '../showcase/types';
import { SelectField } from '.';

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

export const selectDoc: ComponentDoc = {
  route: '/components/select/select',
  title: '셀렉트',
  summary: '목록에서 하나를 고릅니다. 네이티브 select를 써서 휴대전화에서는 기기의 선택 화면이 열립니다. 항목이 다섯 개 이하라면 라디오 버튼이 더 알아보기 쉽습니다.',
  importLine: "import { SelectField } from '@portal/ui/form';",
  uses: ['SelectField'],
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
  props: [
    { name: 'id', type: 'string', required: true, description: 'select의 id.' },
    { name: 'label', type: 'ReactNode', required: true, description: '<label for>.' },
    { name: 'options', type: 'Choice<T>[]', required: true, description: '항목(label은 글자여야 option에 보입니다).' },
    { name: 'value', type: "T | ''", required: true, description: "고른 값(없으면 '')." },
    { name: 'onValue', type: "(value: T | '') => void", required: true, description: '바뀔 때 불립니다.' },
    { name: 'placeholder', type: 'string', default: "'선택해 주세요'", description: '값이 없는 첫 항목의 글자.' },
    { name: 'hint, error, required', type: '—', description: '도움말, 오류 문구, (필수) 표시.' },
  ],
  a11y: {
    keyboard: ['Tab으로 들어가고, 위아래 화살표로 값을 바꾸거나 Alt+아래 화살표(또는 Space)로 목록을 엽니다.', '글자를 치면 그 글자로 시작하는 항목으로 갑니다.'],
    roles: ['<label for>로 이름이 붙은 select', '도움말·오류는 aria-describedby, 오류일 때 aria-invalid="true"'],
    screenReader: ['"거주 지역(필수), 팝업 단추, 선택해 주세요"처럼 레이블과 현재 값을 읽습니다.'],
  },
};
