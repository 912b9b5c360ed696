import { useState } from 'react';
import { Button } from '../form';
import type { ComponentDoc } from '../showcase/types';
import { TextField } from '.';

function Default() {
  const [value, setValue] = useState('');
  return <TextField id="ex-input-default" label="이름" value={value} onValue={setValue} autoComplete="name" />;
}

function WithHint() {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="ex-input-hint"
      label="휴대전화 번호"
      hint="숫자만 입력해 주세요. 예: 01012345678"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      onValue={setValue}
      required
    />
  );
}

function Filled() {
  const [value, setValue] = useState('hong01');
  return (
    <TextField
      id="ex-input-ok"
      label="아이디"
      value={value}
      onValue={setValue}
      ok="사용할 수 있는 아이디입니다."
      addon={
        <Button variant="secondary" size="small">
          중복 확인
        </Button>
      }
    />
  );
}

export const INPUT_ERROR = '이메일 주소 형식이 올바르지 않습니다. 예: name@example.com';

function WithError() {
  const [value, setValue] = useState('name@');
  return <TextField id="ex-input-error" label="이메일" type="email" autoComplete="email" value={value} onValue={setValue} error={INPUT_ERROR} required />;
}

function Disabled() {
  return <TextField id="ex-input-disabled" label="주민등록번호 앞자리" value="900101" onValue={() => undefined} disabled hint="본인확인으로 채워진 값은 고칠 수 없습니다." />;
}

export const textInputDoc: ComponentDoc = {
  route: '/components/input/input',
  title: '입력 필드',
  summary: '한 줄의 글자를 입력받습니다. 레이블, 도움말, 오류 문구가 한 묶음으로 연결되어 화면 낭독기가 함께 읽습니다.',
  importLine: "import { TextField } from '@portal/ui/form';",
  uses: ['TextField'],
  examples: [
    {
      id: 'ex-input-default',
      name: '기본',
      state: 'default',
      Render: Default,
      code: `const [name, setName] = useState('');
<TextField id="name" label="이름" value={name} onValue={setName} autoComplete="name" />`,
    },
    {
      id: 'ex-input-hint',
      name: '도움말과 필수 표시',
      state: 'empty',
      description: '필수 항목은 색이 아니라 글자 "(필수)"로 알립니다. 도움말은 aria-describedby로 입력란에 연결됩니다.',
      Render: WithHint,
      code: `<TextField
  id="mobile"
  label="휴대전화 번호"
  hint="숫자만 입력해 주세요. 예: 01012345678"
  inputMode="numeric"
  autoComplete="tel"
  value={mobile}
  onValue={setMobile}
  required
/>`,
    },
    {
      id: 'ex-input-ok',
      name: '확인 버튼과 성공 문구',
      state: 'success',
      Render: Filled,
      code: `<TextField
  id="userId"
  label="아이디"
  value={userId}
  onValue={setUserId}
  ok={checked ? '사용할 수 있는 아이디입니다.' : undefined}
  addon={<Button variant="secondary" size="small" onClick={check}>중복 확인</Button>}
/>`,
    },
    {
      id: 'ex-input-error',
      name: '오류',
      state: 'error',
      description: '오류가 있으면 aria-invalid="true"가 붙고, 무엇을 고쳐야 하는지 문장으로 알립니다.',
      Render: WithError,
      error: INPUT_ERROR,
      code: `<TextField
  id="email"
  label="이메일"
  type="email"
  value={email}
  onValue={setEmail}
  error={errors.email}
  required
/>`,
    },
    {
      id: 'ex-input-disabled',
      name: '비활성',
      state: 'disabled',
      Render: Disabled,
      code: `<TextField id="rrnFront" label="주민등록번호 앞자리" value={front} onValue={setFront} disabled />`,
    },
  ],
  props: [
    { name: 'id', type: 'string', required: true, description: '입력란의 id. 도움말은 `${id}-hint`, 오류는 `${id}-error`가 됩니다.' },
    { name: 'label', type: 'ReactNode', required: true, description: '보이는 레이블(<label for>).' },
    { name: 'value', type: 'string', required: true, description: '현재 값.' },
    { name: 'onValue', type: '(value: string) => void', required: true, description: '값이 바뀔 때 불립니다.' },
    { name: 'hint', type: 'ReactNode', description: '입력 방법 안내. aria-describedby로 연결됩니다.' },
    { name: 'error', type: 'string', description: '오류 문구. 있으면 aria-invalid="true".' },
    { name: 'ok', type: 'ReactNode', description: '확인이 끝났음을 알리는 문구(오류가 없을 때만).' },
    { name: 'required', type: 'boolean', description: '레이블에 "(필수)"를 붙이고 aria-required를 설정합니다.' },
    { name: 'optional', type: 'boolean', description: '레이블에 "(선택)"을 붙입니다.' },
    { name: 'addon', type: 'ReactNode', description: '입력란 옆의 버튼 등(예: 중복 확인).' },
    { name: '…', type: 'InputHTMLAttributes', description: 'type, autoComplete, inputMode, maxLength, disabled 등은 input에 그대로 전달됩니다.' },
  ],
  a11y: {
    keyboard: ['Tab으로 입력란에 들어가고, 초점은 굵은 테두리로 보입니다.', '옆의 버튼(addon)은 입력란 다음 Tab 순서에 있습니다.'],
    roles: ['<label for>로 이름이 붙은 input', '도움말·오류·성공 문구는 aria-describedby', '오류일 때 aria-invalid="true", 필수일 때 aria-required="true"'],
    screenReader: ['"이메일(필수), 편집 가능, 유효하지 않은 항목, 이메일 주소 형식이 올바르지 않습니다…"처럼 레이블, 상태, 오류 문구를 차례로 읽습니다.'],
  },
};
