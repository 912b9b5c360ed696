import { componentDoc } from '../showcase/component-doc';
import { TextList } from '.';
import doc from './doc.json';

function Default() {
  return <TextList className="fm-list" items={['신분증(주민등록증, 운전면허증, 여권 중 하나)', '소득을 확인할 서류(건강보험료 납부 확인서 등)', '사건과 관련된 서류(계약서, 내용증명, 판결문 등)']} />;
}

function Nested() {
  return (
    <ul className="fm-list">
      <li>
        방문 상담
        <TextList className="fm-list" items={['예약한 시간 10분 전까지 도착해 주세요.', '신분증을 가져오세요.']} />
      </li>
      <li>
        전화 상담
        <TextList className="fm-list" items={['상담 위원이 남기신 번호로 전화합니다.']} />
      </li>
    </ul>
  );
}

function Empty() {
  return <TextList className="fm-list" items={[]} empty={<p className="fm-hint">확인할 사항이 없습니다.</p>} />;
}

export const bullListDoc = componentDoc(doc, {
  route: '/components/layout/bullList',
  examples: [
    {
      id: 'ex-bull-default',
      name: '기본',
      state: 'default',
      Render: Default,
      code: `<TextList className="fm-list" items={['신분증(주민등록증, 운전면허증, 여권 중 하나)', '소득을 확인할 서류(…)', '사건과 관련된 서류(…)']} />`,
    },
    {
      id: 'ex-bull-nested',
      name: '두 단계',
      state: 'variant',
      description: '안쪽 목록은 속이 빈 원(○)입니다. 두 단계를 넘기지 않습니다.',
      Render: Nested,
      code: `<ul className="fm-list">
  <li>
    방문 상담
    <TextList className="fm-list" items={['예약한 시간 10분 전까지 도착해 주세요.', '신분증을 가져오세요.']} />
  </li>
</ul>`,
    },
    {
      id: 'ex-bull-empty',
      name: '항목이 없을 때',
      state: 'empty',
      Render: Empty,
      code: `<TextList className="fm-list" items={checks} empty={<p className="fm-hint">확인할 사항이 없습니다.</p>} />`,
    },
  ],
});
