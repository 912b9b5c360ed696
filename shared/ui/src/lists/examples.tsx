import { componentDoc } from '../showcase/component-doc';
import { Facts } from '.';
import doc from './doc.json';

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

export const listsDoc = componentDoc(doc, {
  route: '/components/layout/lists',
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
});
