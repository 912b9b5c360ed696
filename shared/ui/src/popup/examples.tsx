import { useState } from 'react';
import { Button, RadioGroup } from '../form';
import { componentDoc } from '../showcase/component-doc';
import { InfoDialog, InPageDialog } from '.';
import doc from './doc.json';

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

export const popupDoc = componentDoc(doc, {
  route: '/components/layout/popup',
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
});
