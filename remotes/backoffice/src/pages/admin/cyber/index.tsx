import { Empty, Space, Table, type TableColumnsType } from 'antd';
import { Link } from '@portal/router';
import { CONSULT_FIELDS, CYBER_KIND_LABELS, type CyberConsultation } from '@portal/contracts';
import { adminMe } from '../../../api/adminMe';
import { staffCyberList } from '../../../api/staffCyberList';
import { DueDate, ListError, StatusFilter, StatusTag, dateTime, listQueryOf, type StatusFilterValue } from '../../../lib/questions';
import { addressTableProps, useAddressQuery } from '../../../lib/table';

const EMPTY: Record<StatusFilterValue, string> = {
  WAITING: '답변을 기다리는 사이버상담이 없습니다.',
  ANSWERED: '답변한 사이버상담이 아직 없습니다.',
  ALL: '우리 기관에 접수된 사이버상담이 없습니다.',
};
const CAPTION: Record<StatusFilterValue, string> = {
  WAITING: '답변 대기 중인 사이버상담: 오래 기다린 상담부터',
  ANSWERED: '답변한 사이버상담: 최근 접수부터',
  ALL: '모든 사이버상담: 답변 대기(오래된 것부터), 그다음 답변 완료(최근 것부터)',
};

const cyberDetailPath = (receiptNo: string) => `/admin/cyber/detail?receiptNo=${encodeURIComponent(receiptNo)}`;

/**
 * /admin/cyber: the institution's cyber consultations (issue 34) — the waiting ones first, oldest
 * first, with their answer due date; status and page in the address; each title opens the answer page.
 */
export default function AdminCyberList() {
  const [query, set] = useAddressQuery();
  const input = listQueryOf(query);
  const list = staffCyberList.use({ query: input });
  const now = adminMe.use().data?.now ?? new Date().toISOString();
  const table = addressTableProps(list.data, query, set);
  const columns: TableColumnsType<CyberConsultation> = [
    { key: 'receiptNo', title: '접수번호', dataIndex: 'receiptNo', width: 160, render: (no: string) => <span className="bo-nowrap">{no}</span> },
    {
      key: 'title',
      title: '분야 / 제목',
      render: (_, c) => (
        <div>
          <div className="bo-cell-sub">
            {CONSULT_FIELDS[c.field]} · {CYBER_KIND_LABELS[c.kind]}
          </div>
          <Link to={cyberDetailPath(c.receiptNo)}>{c.title}</Link>
        </div>
      ),
    },
    { key: 'createdAt', title: '접수일', dataIndex: 'createdAt', width: 150, responsive: ['lg'], render: (at: string) => dateTime(at) },
    { key: 'due', title: '답변 기한', width: 190, render: (_, c) => (c.status === 'ANSWERED' && c.answer ? <span>답변 {dateTime(c.answer.answeredAt)}</span> : <DueDate due={c.expectedAnswerBy} estimated={c.expectedAnswerEstimated} status={c.status} nowIso={now} />) },
    { key: 'status', title: '상태', dataIndex: 'status', width: 100, render: (s: CyberConsultation['status']) => <StatusTag status={s} /> },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-answers">
      <p className="bo-card-note">우리 기관에 접수된 사이버상담입니다. 답변 기한은 접수일부터 근무일 3일입니다. 제목을 누르면 질문을 읽고 답변할 수 있습니다.</p>
      <StatusFilter value={input.status} onChange={(status) => set({ status: status === 'WAITING' ? null : status })} />
      {list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : (
        <Table<CyberConsultation>
          rowKey="receiptNo"
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
