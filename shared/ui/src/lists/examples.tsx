import type { ComponentDoc } from '../showcase/types';
import { Facts } from '.';

function Record() {
  return (
    <Facts
      className="fm-dl"
      facts={[
        ['접수번호', 'EL-2026-000123', 'receipt-no'],
        ['신청일', '2026년 11월 30일'],
        ['사건 분야', '임대차 보증금'],
        ['담당 지부', undefined],
        ['처리 상태', '심사 중'],
      ]}
    />
  );
}

function Empty() {
  return <Facts className="fm-dl" facts={[['첨부한 서류', undefined], ['메모', '']]} empty="등록된 정보가 없습니다." />;
}

export const listsDoc: ComponentDoc = {
  route: '/components/layout/lists',
  title: '정보 목록',
  summary:
    '기록의 항목과 값(접수번호, 신청일, 상태)을 이름–값 짝으로 보입니다. 값이 없는 항목은 빠지고, 모두 없으면 없다고 씁니다. 공지·자주 묻는 질문·신청 상세 같은 기록 화면이 이것을 씁니다.',
  importLine: "import { Facts, type Fact } from '@portal/ui';",
  uses: ['Facts'],
  examples: [
    {
      id: 'ex-lists-record',
      name: '기록의 정보',
      state: 'filled',
      description: '값이 없는 "담당 지부"는 보이지 않습니다. 세 번째 칸(mark)은 시험이 값을 찾는 data-* 표시입니다. 좁은 화면에서는 이름 아래에 값이 옵니다.',
      Render: Record,
      code: `<Facts
  className="fm-dl"
  facts={[
    ['접수번호', record.no, 'receipt-no'],
    ['신청일', koreanDate(record.createdAt)],
    ['사건 분야', record.topic],
    ['담당 지부', record.branch], // 없으면 빠집니다
    ['처리 상태', record.statusLabel],
  ]}
/>`,
    },
    {
      id: 'ex-lists-empty',
      name: '정보가 없을 때',
      state: 'empty',
      Render: Empty,
      code: `<Facts className="fm-dl" facts={[['첨부한 서류', files], ['메모', memo]]} empty="등록된 정보가 없습니다." />`,
    },
  ],
  props: [
    { name: 'facts', type: 'Fact[]', required: true, description: '[이름, 값, mark?] 짝. 값이 비었거나(undefined, null, \'\') 항목 자체가 거짓이면 빠집니다.' },
    { name: 'className', type: 'string', required: true, description: 'dl의 클래스(기본 모양은 fm-dl).' },
    { name: 'rowClassName', type: 'string', description: '이름–값 짝을 감싸는 div의 클래스.' },
    { name: 'empty', type: 'ReactNode', description: '보일 항목이 없을 때의 글.' },
  ],
  a11y: {
    keyboard: ['읽기만 하는 목록이라 초점을 받지 않습니다. 값 안의 링크는 Tab으로 닿습니다.'],
    roles: ['dl, 짝마다 div 안의 dt(이름)와 dd(값)'],
    screenReader: ['"설명 목록, 4개 항목, 접수번호, EL-2026-000123"처럼 이름과 값을 짝으로 읽습니다.'],
  },
};
