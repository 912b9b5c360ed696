import { useState } from 'react';
import { Button } from '../form';
import type { ComponentDoc } from '../showcase/types';
import { confirmFirst, showDialog } from '.';

function Outcome({ id, text }: { id: string; text: string }) {
  return (
    <p className="uk-outcome" id={id} role="status">
      {text}
    </p>
  );
}

function Alert() {
  const [text, setText] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        onClick={async () => {
          await showDialog({ title: '알림', text: '임시 저장되었습니다. 30일 안에 이어서 작성하실 수 있습니다.' });
          setText('알림 창을 닫았습니다.');
        }}
      >
        알림 창 열기
      </Button>
      <Outcome id="ex-modal-alert-result" text={text} />
    </>
  );
}

function Confirm() {
  const [text, setText] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        onClick={async () => {
          const ok = await confirmFirst({ title: '신청 취소', text: '작성한 내용이 모두 지워집니다. 신청을 취소하시겠습니까?', confirmButtonText: '신청 취소' });
          setText(ok ? '확인을 골랐습니다.' : '취소했습니다.');
        }}
      >
        확인 창 열기
      </Button>
      <Outcome id="ex-modal-confirm-result" text={text} />
    </>
  );
}

function Prompt() {
  const [text, setText] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        onClick={async () => {
          const r = await showDialog({ title: '결과 받을 이메일', input: 'email', inputLabel: '이메일 주소', showCancelButton: true });
          setText(r.isConfirmed ? `입력한 주소: ${r.value ?? ''}` : '입력을 취소했습니다.');
        }}
      >
        입력 창 열기
      </Button>
      <Outcome id="ex-modal-prompt-result" text={text} />
    </>
  );
}

export const modalDoc: ComponentDoc = {
  route: '/components/layout/modal',
  title: '모달',
  summary: '지금 하던 일을 멈추고 답해야 할 때만 씁니다. 브라우저의 dialog 요소(showModal)로 열어 뒤 화면은 조작할 수 없고, 닫히면 초점이 열었던 버튼으로 돌아갑니다.',
  importLine: "const { showDialog, confirmFirst } = await import('@portal/ui/dialog');",
  uses: ['showDialog', 'confirmFirst'],
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
  props: [
    { name: 'title', type: 'string', description: '창의 제목(aria-labelledby).' },
    { name: 'text, footnote', type: 'string', description: '본문(글자만, HTML 아님).' },
    { name: 'role', type: "'dialog' | 'alertdialog'", default: "'dialog'", description: '답이 꼭 필요한 경고는 alertdialog.' },
    { name: 'showCancelButton, showDenyButton, showCloseButton', type: 'boolean', description: '버튼들.' },
    { name: 'confirmButtonText, cancelButtonText …', type: 'string', description: '버튼 글자(기본은 한국어).' },
    { name: 'focus', type: "'confirm' | 'deny' | 'cancel'", description: '열릴 때 초점을 받을 버튼.' },
    { name: 'input, inputLabel, inputValidator', type: '—', description: '입력 창: 종류, 레이블, 추가 검사.' },
    { name: '결과', type: 'Promise<DialogResult>', description: 'isConfirmed, isDenied, isDismissed, dismiss, value.' },
  ],
  a11y: {
    keyboard: ['열리면 확인 버튼(입력 창이면 입력란)에 초점이 갑니다.', 'Tab과 Shift+Tab은 창 안에서만 돕니다.', 'Esc로 닫고, 닫히면 초점이 열었던 버튼으로 돌아갑니다.'],
    roles: ['dialog 요소(showModal) role="dialog" 또는 "alertdialog", aria-modal', '제목은 aria-labelledby, 본문은 aria-describedby'],
    screenReader: ['"신청 취소, 대화 상자, 작성한 내용이 모두 지워집니다…"처럼 제목과 본문을 읽고 초점 간 버튼을 읽습니다.'],
  },
};
