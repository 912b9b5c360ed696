import type { ComponentDoc } from '../showcase/types';
import { TextList } from '.';

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

export const bullListDoc: ComponentDoc = {
  route: '/components/layout/bullList',
  title: '글머리 목록',
  summary:
    '순서가 없는 문장들을 글머리표(•)로 늘어놓습니다. 준비물, 유의 사항, 확인할 것에 씁니다. 순서가 중요하면 ol.fm-list로 번호를 붙입니다.',
  importLine: "import { TextList } from '@portal/ui';",
  uses: ['TextList', 'fm-list'],
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
  props: [
    { name: 'items', type: 'readonly string[]', required: true, description: '문장들(같은 문장은 한 번만).' },
    { name: 'className', type: 'string', description: '글머리 목록은 fm-list(ul이면 •, ol이면 번호).' },
    { name: 'empty', type: 'ReactNode', default: 'null', description: '항목이 없을 때 대신 보일 것.' },
  ],
  a11y: {
    keyboard: ['읽기만 하는 목록이라 초점을 받지 않습니다.'],
    roles: ['ul과 li. 글머리표는 CSS(list-style)라 목록의 뜻이 화면 낭독기에 남습니다.'],
    screenReader: ['"목록, 3개 항목, 신분증(…), 1/3"처럼 목록임과 항목 수를 읽습니다.'],
  },
};
