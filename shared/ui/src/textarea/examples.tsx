import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { TextField } from '.';
import doc from './doc.json';

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

export const textareaDoc = componentDoc(doc, {
  route: '/components/input/textarea',
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
});
