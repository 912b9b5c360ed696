import { Empty, Space, Table, type TableColumnsType } from 'antd';
import { Link } from '@portal/router';
import { QNA_CATEGORY_LABELS, type Qna } from '@portal/contracts';
import { adminMe } from '../../../api/adminMe';
import { staffQnaList } from '../../../api/staffQnaList';
import { ListError, StatusFilter, StatusTag, dateTime, listQueryOf, workingDaysSince, type StatusFilterValue } from '../../../lib/questions';
import { addressTableProps, useAddressQuery } from '../../../lib/table';

const EMPTY: Record<StatusFilterValue, string> = {
  WAITING: '답변을 기다리는 문의가 없습니다.',
  ANSWERED: '답변한 문의가 아직 없습니다.',
  ALL: '등록된 문의가 없습니다.',
};
const CAPTION: Record<StatusFilterValue, string> = {
  WAITING: '답변 대기 중인 묻고 답하기 문의: 오래 기다린 문의부터',
  ANSWERED: '답변한 묻고 답하기 문의: 최근 등록부터',
  ALL: '모든 묻고 답하기 문의: 답변 대기(오래된 것부터), 그다음 답변 완료(최근 것부터)',
};

const qnaDetailPath = (qnaNo: string) => `/admin/qna/detail?qnaNo=${encodeURIComponent(qnaNo)}`;

/**
 * /admin/qna: the customer centre's questions (issue 34) for content editors — the waiting ones
 * first, oldest first, with how many working days they have waited; status and page in the address.
 */
export default function AdminQnaList() {
  const [query, set] = useAddressQuery();
  const input = listQueryOf(query);
  const list = staffQnaList.use({ query: input });
  const now = adminMe.use().data?.now ?? new Date().toISOString();
  const table = addressTableProps(list.data, query, set);
  const columns: TableColumnsType<Qna> = [
    { key: 'qnaNo', title: '문의 번호', dataIndex: 'qnaNo', width: 160, render: (no: string) => <span className="bo-nowrap">{no}</span> },
    {
      key: 'title',
      title: '분류 / 제목',
      render: (_, q) => (
        <div>
          <div className="bo-cell-sub">
            {QNA_CATEGORY_LABELS[q.category]} · {q.askedAs === 'MEMBER' ? '회원' : '비회원'}
            {q.attachment ? ' · 첨부파일 있음' : ''}
          </div>
          <Link to={qnaDetailPath(q.qnaNo)}>{q.title}</Link>
        </div>
      ),
    },
    { key: 'createdAt', title: '등록일', dataIndex: 'createdAt', width: 150, responsive: ['lg'], render: (at: string) => dateTime(at) },
    {
      key: 'age',
      title: '기다린 기간',
      width: 160,
      render: (_, q) => (q.status === 'ANSWERED' && q.answer ? <span>답변 {dateTime(q.answer.answeredAt)}</span> : <span>근무일 {workingDaysSince(q.createdAt, now)}일째</span>),
    },
    { key: 'status', title: '상태', dataIndex: 'status', width: 100, render: (s: Qna['status']) => <StatusTag status={s} /> },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-answers">
      <p className="bo-card-note">고객센터 묻고 답하기에 올라온 문의입니다. 기다린 기간은 등록일 다음 평일부터 셉니다 (공휴일은 빼지 않습니다). 제목을 누르면 답변할 수 있습니다.</p>
      <StatusFilter value={input.status} onChange={(status) => set({ status: status === 'WAITING' ? null : status })} />
      {list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : (
        <Table<Qna>
          rowKey="qnaNo"
          caption={<span className="bo-caption">{CAPTION[input.status]}</span>}
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={{ spinning: list.isFetching, tip: '목록을 불러오고 있습니다.' }}
          locale={{ emptyText: list.isPending ? '목록을 불러오고 있습니다.' : <Empty description={EMPTY[input.status]} /> }}
          {...table}
        />
      )}
    </Space>
  );
}
