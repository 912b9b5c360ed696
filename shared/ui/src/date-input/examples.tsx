import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { checkDate, DateInput, EMPTY_DATE, type DateParts } from '.';
import doc from './doc.json';

function Default() {
  const [value, setValue] = useState<DateParts>(EMPTY_DATE);
  const [error, setError] = useState<string | null>(null);
  return (
    <DateInput
      id="ex-date-default"
      legend="생년월일"
      hint="예: 1985 4 23"
      value={value}
      onValue={(v) => {
        setValue(v);
        if (error) setError(checkDate(v, '생년월일', { required: true, max: '2026-11-30' }));
      }}
      onBlur={() => setError(checkDate(value, '생년월일', { required: true, max: '2026-11-30' }))}
      error={error ?? undefined}
      required
      autoCompleteBirthday
    />
  );
}

function Filled() {
  const [value, setValue] = useState<DateParts>({ year: '2026', month: '12', day: '3' });
  return <DateInput id="ex-date-filled" legend="상담 희망일" hint="오늘부터 30일 안의 평일을 입력해 주세요." value={value} onValue={setValue} />;
}

const WRONG: DateParts = { year: '2026', month: '2', day: '30' };
export const DATE_ERROR = checkDate(WRONG, '생년월일')!;

function WithError() {
  const [value, setValue] = useState<DateParts>(WRONG);
  return <DateInput id="ex-date-error" legend="생년월일" hint="예: 1985 4 23" value={value} onValue={setValue} error={checkDate(value, '생년월일') ?? undefined} required />;
}

function Disabled() {
  return <DateInput id="ex-date-disabled" legend="접수일" value={{ year: '2026', month: '11', day: '30' }} onValue={() => undefined} hint="접수일은 바꿀 수 없습니다." disabled />;
}

export const dateInputDoc = componentDoc(doc, {
  route: '/components/input/date',
  examples: [
    {
      id: 'ex-date-default',
      name: '기본(생년월일)',
      state: 'empty',
      description: '일 칸을 떠날 때 확인합니다. 월에 13을 넣어 보세요.',
      Render: Default,
      code: `const [birth, setBirth] = useState<DateParts>(EMPTY_DATE);
<DateInput
  id="birth"
  legend="생년월일"
  hint="예: 1985 4 23"
  value={birth}
  onValue={setBirth}
  onBlur={() => setError(checkDate(birth, '생년월일', { required: true, max: today }))}
  error={error}
  required
  autoCompleteBirthday
/>
// 보낼 때: toIsoDate(birth) → '1985-04-23'`,
    },
    {
      id: 'ex-date-filled',
      name: '입력됨',
      state: 'filled',
      Render: Filled,
      code: `<DateInput id="wish" legend="상담 희망일" hint="오늘부터 30일 안의 평일을 입력해 주세요." value={wish} onValue={setWish} />`,
    },
    {
      id: 'ex-date-error',
      name: '오류',
      state: 'error',
      error: DATE_ERROR,
      description: '오류는 묶음(fieldset)의 aria-describedby로 이어지고 세 칸 모두 aria-invalid입니다.',
      Render: WithError,
      code: `<DateInput id="birth" legend="생년월일" value={birth} onValue={setBirth} error={checkDate(birth, '생년월일') ?? undefined} required />
// ${DATE_ERROR}`,
    },
    {
      id: 'ex-date-disabled',
      name: '비활성',
      state: 'disabled',
      Render: Disabled,
      code: `<DateInput id="received" legend="접수일" value={fromIsoDate(received)} onValue={() => {}} hint="접수일은 바꿀 수 없습니다." disabled />`,
    },
  ],
  a11y: {
    keyboard: ['Tab으로 연도, 월, 일 칸을 차례로 옮겨 갑니다. 칸이 차도 초점을 저절로 옮기지 않습니다.', '숫자만 들어갑니다. 휴대전화에서는 숫자 자판이 열립니다(inputmode="numeric").'],
    roles: ['fieldset + legend로 묶고 칸마다 label(연도, 월, 일)', '도움말·오류는 fieldset의 aria-describedby, 오류일 때 세 칸에 aria-invalid="true"'],
    screenReader: ['"생년월일(필수), 그룹, 예: 1985 4 23, 연도, 편집 가능 텍스트"처럼 묶음 이름과 형식의 예, 칸 이름을 읽습니다.', `오류가 있으면 "${DATE_ERROR}"를 묶음의 설명으로 읽습니다.`],
  },
});
