import { useState } from 'react';
import { Button } from '../form';
import { componentDoc } from '../showcase/component-doc';
import { confirmFirst, showDialog } from '.';
import doc from './doc.json';

function Outcome({ id, text }: { id: string; text: string }) {
  return (
    <p className="uk-outcome" id={id} role="status">
      {text}
    </p>
  );
}

/** A button that opens a dialog, then says in a status line what came of it. */
function OpenDialog({ label, resultId, open }: { label: string; resultId: string; open(): Promise<string> }) {
  const [text, setText] = useState('');
  return (
    <>
      <Button variant="secondary" onClick={async () => setText(await open())}>
        {label}
      </Button>
      <Outcome id={resultId} text={text} />
    </>
  );
}

async function openAlert(): Promise<string> {
  await showDialog({ title: '알림', text: '임시 저장되었습니다. 30일 안에 이어서 작성하실 수 있습니다.' });
  return '알림 창을 닫았습니다.';
}

async function openConfirm(): Promise<string> {
  const ok = await confirmFirst({ title: '신청 취소', text: '작성한 내용이 모두 지워집니다. 신청을 취소하시겠습니까?', confirmButtonText: '신청 취소' });
  return ok ? '확인을 골랐습니다.' : '취소했습니다.';
}

async function openPrompt(): Promise<string> {
  const r = await showDialog({ title: '결과 받을 이메일', input: 'email', inputLabel: '이메일 주소', showCancelButton: true });
  return r.isConfirmed ? `입력한 주소: ${r.value ?? ''}` : '입력을 취소했습니다.';
}

function Alert() {
  return <OpenDialog label="알림 창 열기" resultId="ex-modal-alert-result" open={openAlert} />;
}

function Confirm() {
  return <OpenDialog label="확인 창 열기" resultId="ex-modal-confirm-result" open={openConfirm} />;
}

function Prompt() {
  return <OpenDialog label="입력 창 열기" resultId="ex-modal-prompt-result" open={openPrompt} />;
}

export const modalDoc = componentDoc(doc, {
  route: '/components/layout/modal',
  examples: [
    {
      id: 'ex-modal-alert',
      name: '알림',
      state: 'default',
      Render: Alert,
      code: `const { showDialog } = await import('@portal/ui/dialog');
await showDialog({ title: '알림', text: '임시 저장되었습니다. 30일 안에 이어서 작성하실 수 있습니다.' });`,
    },
    {
      id: 'ex-modal-confirm',
      name: '확인',
      state: 'variant',
      description: '되돌릴 수 없는 일 앞에서 묻습니다. 확인 버튼에는 "확인" 대신 하는 일을 씁니다.',
      Render: Confirm,
      code: `const { confirmFirst } = await import('@portal/ui/dialog');
if (await confirmFirst({ title: '신청 취소', text: '작성한 내용이 모두 지워집니다. 신청을 취소하시겠습니까?', confirmButtonText: '신청 취소' })) cancel();`,
    },
    {
      id: 'ex-modal-prompt',
      name: '입력',
      state: 'variant',
      description: '형식이 틀리면 창 안에서 오류 문구를 보여 주고 닫히지 않습니다.',
      Render: Prompt,
      code: `const r = await showDialog({ title: '결과 받을 이메일', input: 'email', inputLabel: '이메일 주소', showCancelButton: true });
if (r.isConfirmed) save(r.value);`,
    },
  ],
});
