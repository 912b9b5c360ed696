import { useState } from 'react';
import { Button, RadioGroup } from '../form';
import type { ComponentDoc } from '../showcase/types';
import { InfoDialog, InPageDialog } from '.';

function Info() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        소득 확인 서류 안내 보기
      </Button>
      {open ? (
        <InfoDialog title="소득 확인 서류" onClose={() => setOpen(false)} data-popup="info">
          <ul className="fm-list">
            <li>건강보험료 납부 확인서(최근 3개월)</li>
            <li>기초생활수급자 증명서(해당하는 분)</li>
          </ul>
        </InfoDialog>
      ) : null}
    </>
  );
}

type Way = 'mine' | 'upload';

function Choose() {
  const [open, setOpen] = useState(false);
  const [way, setWay] = useState<Way | ''>('');
  const [said, setSaid] = useState('');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        서류 내는 방법 고르기
      </Button>
      <p className="uk-outcome" role="status">
        {said}
      </p>
      {open ? (
        <InPageDialog title="서류 내는 방법" onClose={() => setOpen(false)} data-popup="choose">
          <RadioGroup<Way>
            id="ex-popup-choose-way"
            legend="어떻게 내시겠습니까?"
            options={[
              { value: 'mine', label: '나의 서류에서 고르기' },
              { value: 'upload', label: '파일 올리기' },
            ]}
            value={way}
            onValue={setWay}
          />
          <div className="fm-actions">
            <Button
              onClick={() => {
                setSaid(way ? `고른 방법: ${way === 'mine' ? '나의 서류에서 고르기' : '파일 올리기'}` : '고르지 않고 닫았습니다.');
                setOpen(false);
              }}
            >
              고르기
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              취소
            </Button>
          </div>
        </InPageDialog>
      ) : null}
    </>
  );
}

export const popupDoc: ComponentDoc = {
  route: '/components/layout/popup',
  title: '팝업',
  summary:
    '화면 위에 뜨는 창에 안내나 고르기 같은 내용을 담습니다. 새 브라우저 창이 아니라 페이지 안의 dialog(showModal)라 막히지 않고, 닫히면 초점이 열었던 버튼으로 돌아갑니다. 전자 신청의 서류 안내, 나의 서류에서 고르기가 이것을 씁니다. 짧은 알림과 확인은 모달(@portal/ui/dialog)을 씁니다.',
  importLine: "import { InfoDialog, InPageDialog } from '@portal/ui/popup';",
  uses: ['InfoDialog', 'InPageDialog'],
  examples: [
    {
      id: 'ex-popup-info',
      name: '안내 팝업',
      state: 'default',
      description: '내용과 닫기 버튼 하나입니다.',
      Render: Info,
      code: `const [open, setOpen] = useState(false);
<Button variant="secondary" onClick={() => setOpen(true)}>소득 확인 서류 안내 보기</Button>
{open ? (
  <InfoDialog title="소득 확인 서류" onClose={() => setOpen(false)}>
    <ul className="fm-list">…</ul>
  </InfoDialog>
) : null}`,
    },
    {
      id: 'ex-popup-choose',
      name: '고르는 팝업',
      state: 'variant',
      description: '안에 입력란과 버튼을 둡니다. 고른 결과는 팝업을 연 화면에 알립니다.',
      Render: Choose,
      code: `{open ? (
  <InPageDialog title="서류 내는 방법" onClose={() => setOpen(false)}>
    <RadioGroup id="way" legend="어떻게 내시겠습니까?" options={ways} value={way} onValue={setWay} />
    <div className="fm-actions">
      <Button onClick={choose}>고르기</Button>
      <Button variant="secondary" onClick={() => setOpen(false)}>취소</Button>
    </div>
  </InPageDialog>
) : null}`,
    },
  ],
  props: [
    { name: 'title', type: 'string', required: true, description: '창의 제목(h2, aria-labelledby).' },
    { name: 'onClose', type: '() => void', required: true, description: 'Esc나 닫기 버튼으로 닫을 때 불립니다. 부르는 쪽이 창을 치웁니다.' },
    { name: 'children', type: 'ReactNode', required: true, description: '창의 내용.' },
    { name: 'wide', type: 'boolean', description: '넓은 창(표가 있을 때, 880px).' },
    { name: 'data-*', type: 'string', description: '시험을 위한 표시.' },
  ],
  a11y: {
    keyboard: ['열리면 창 안의 첫 컨트롤에 초점이 가고, Tab은 창 안에서만 돕니다(뒤 화면은 inert).', 'Esc로 닫고, 닫히면 초점이 열었던 버튼으로 돌아갑니다.'],
    roles: ['dialog 요소(showModal): role="dialog", aria-modal, 제목 h2가 aria-labelledby'],
    screenReader: ['"서류 내는 방법, 대화 상자"를 읽고 초점 간 컨트롤을 읽습니다.'],
  },
};
