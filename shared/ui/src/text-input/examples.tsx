import { useState } from 'react';
import { Button } from '../form';
import { componentDoc } from '../showcase/component-doc';
import { TextField } from '.';
import doc from './doc.json';

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

export const textInputDoc = componentDoc(doc, {
  route: '/components/input/input',
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
});
