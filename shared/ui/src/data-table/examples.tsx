import { componentDoc } from '../showcase/component-doc';
import { ColumnHeads, HeadedTable } from '.';
import doc from './doc.json';

const head = ['기관', '상담 방법', '운영 시간', '전화'];
const rows = [
  ['대한법률구조공단', '전화·방문·화상', '평일 09:00~18:00', '132'],
  ['한국가정법률상담소', '전화·방문', '평일 10:00~17:00', '1644-7077'],
  ['신용회복위원회', '전화·방문', '평일 09:00~18:00', '1600-5500'],
];

function Default() {
  return <HeadedTable caption="기관별 상담 안내" head={head} rows={rows} frameClass="uk-table-frame" tableClass="uk-table" region="기관별 상담 안내 표(옆으로 움직여 보기)" />;
}

function Current() {
  return <HeadedTable caption="약관 개정 이력" head={['버전', '시행일', '바뀐 내용']} rows={[['3.0', '2026-01-02', '개인정보 보관 기간'], ['2.1', '2025-06-01', '문구 정리']]} frameClass="uk-table-frame" tableClass="uk-table" current={0} region="약관 개정 이력 표" />;
}

function Empty() {
  return (
    <div className="uk-table-frame" tabIndex={0} role="region" aria-label="검색 결과 표">
      <table className="uk-table">
        <caption>검색 결과</caption>
        <ColumnHeads head={['번호', '제목', '등록일']} />
        <tbody>
          <tr>
            <td colSpan={3}>검색 결과가 없습니다. 다른 낱말로 찾아보세요.</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export const dataTableDoc = componentDoc(doc, {
  route: '/components/table',
  examples: [
    {
      id: 'ex-table-default',
      name: '기본(행 머리글, 가로 스크롤)',
      state: 'default',
      Render: Default,
      code: `<HeadedTable
  caption="기관별 상담 안내"
  head={['기관', '상담 방법', '운영 시간', '전화']}
  rows={rows}
  frameClass="inst-table-frame"
  tableClass="inst-table"
  region="기관별 상담 안내 표(옆으로 움직여 보기)"
/>`,
    },
    {
      id: 'ex-table-current',
      name: '현재 행 표시',
      state: 'variant',
      Render: Current,
      code: `<HeadedTable caption="약관 개정 이력" head={['버전', '시행일', '바뀐 내용']} rows={rows} current={0} frameClass="…" tableClass="…" />`,
    },
    {
      id: 'ex-table-empty',
      name: '내용이 없을 때',
      state: 'empty',
      Render: Empty,
      code: `<table className="ls-table">
  <caption>검색 결과</caption>
  <ColumnHeads head={['번호', '제목', '등록일']} />
  <tbody><tr><td colSpan={3}>검색 결과가 없습니다. 다른 낱말로 찾아보세요.</td></tr></tbody>
</table>`,
    },
  ],
});
