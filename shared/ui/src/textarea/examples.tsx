import { useState } from 'react';
import type { ComponentDoc } from '../showcase/types';
import { TextField } from '.';

const MAX = 500;

function Default() {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="ex-textarea-default"
      label="상담 내용"
      hint={`겪고 계신 일을 자유롭게 적어 주세요. ${MAX}자까지 쓸 수 있습니다.`}
      value={value}
      onValue={setValue}
      maxLength={MAX}
      multiline
      required
    />
  );
}

export const TEXTAREA_ERROR = '상담 내용을 10자 이상 입력해 주세요.';

function WithError() {
  const [value, setValue] = useState('전세금');
  return <TextField id="ex-textarea-error" label="상담 내용" value={value} onValue={setValue} maxLength={MAX} multiline required error={TEXTAREA_ERROR} />;
}

function Disabled() {
  return <TextField id="ex-textarea-disabled" label="답변" value="접수된 상담에 담당 상담관이 답변을 작성하고 있습니다." onValue={() => undefined} multiline disabled />;
}

export const textareaDoc: ComponentDoc = {
  route: '/components/input/textarea',
  title: '여러 줄 입력',
  summary: '긴 글(상담 내용, 문의)을 입력받습니다. 한 줄 입력 필드와 같은 TextField에 multiline을 주어 레이블, 도움말, 오류가 똑같이 연결됩니다.',
  importLine: "import { TextField } from '@portal/ui/form';",
  uses: ['TextField'],
  examples: [
    {
      id: 'ex-textarea-default',
      name: '기본(글자 수 제한)',
      state: 'empty',
      description: '글자 수 제한은 maxLength와 도움말로 알립니다. 남은 글자 수를 보여 주고 낭독하는 입력란은 @portal/blocks/form의 CountedTextField(같은 TextField를 씁니다)를 씁니다.',
      Render: Default,
      code: `<TextField
  id="cn"
  label="상담 내용"
  hint="겪고 계신 일을 자유롭게 적어 주세요. 500자까지 쓸 수 있습니다."
  value={cn}
  onValue={setCn}
  maxLength={500}
  multiline
  required
/>`,
    },
    {
      id: 'ex-textarea-error',
      name: '오류',
      state: 'error',
      Render: WithError,
      error: TEXTAREA_ERROR,
      code: `<TextField id="cn" label="상담 내용" value={cn} onValue={setCn} multiline required error={errors.cn} />`,
    },
    {
      id: 'ex-textarea-disabled',
      name: '비활성',
      state: 'disabled',
      Render: Disabled,
      code: `<TextField id="answer" label="답변" value={answer} onValue={() => undefined} multiline disabled />`,
    },
  ],
  props: [
    { name: 'multiline', type: 'boolean', required: true, description: 'textarea로 그립니다.' },
    { name: 'id, label, value, onValue', type: '—', required: true, description: '입력 필드(TextField)와 같습니다.' },
    { name: 'maxLength', type: 'number', description: '입력할 수 있는 최대 글자 수.' },
    { name: 'hint, error, required, optional', type: '—', description: '입력 필드와 같습니다.' },
    { name: 'disabled, readOnly', type: 'boolean', description: 'textarea에 그대로 전달됩니다.' },
  ],
  a11y: {
    keyboard: ['Tab으로 들어가고 Enter는 줄을 바꿉니다(양식 제출이 아님).', 'Tab으로 다음 항목으로 나갑니다.'],
    roles: ['<label for>로 이름이 붙은 textarea', '도움말·오류는 aria-describedby, 오류일 때 aria-invalid="true"'],
    screenReader: ['"상담 내용(필수), 여러 줄 편집 가능, 겪고 계신 일을 자유롭게 적어 주세요…"처럼 읽습니다.'],
  },
};
