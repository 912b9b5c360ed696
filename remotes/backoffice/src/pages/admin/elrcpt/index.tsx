import { useId } from 'react';
import { Empty, Select, Space, Table, type TableColumnsType } from 'antd';
import { Link } from '@portal/router';
import { CASE_TYPES, ELRCPT_FORMS, OPEN_STATUSES, STAFF_ELRCPT_SORTS, type CaseType, type StaffElrcptListItem } from '@portal/contracts';
import { fmtDate, fmtDateTime } from '@portal/ui/format';
import { staffElrcptList } from '../../../api/staffElrcptList';
import { AplyStatusTag, ELRCPT_FILTERS, elrcptDetailPath, elrcptFilterOf, type ElrcptFilter } from '../../../lib/elrcpt';
import { ListError } from '../../../lib/questions';
import { listTableProps, useAddressQuery, type AddressQuery } from '../../../lib/table';

type Sort = (typeof STAFF_ELRCPT_SORTS)[number];

const EMPTY: Partial<Record<ElrcptFilter, string>> = {
  WAITING: '기관의 처리를 기다리는 신청이 없습니다.',
  OPEN: '진행 중인 신청이 없습니다.',
  ALL: '우리 기관에 들어온 신청이 없습니다.',
};

/**
 * The address's query as the call's: status (the institution's turn unless asked), sort (신청일 or
 * 최근 처리; the queue oldest first, the others newest first unless sorted), page and page size.
 */
function listInput(q: AddressQuery) {
  const status = elrcptFilterOf(q);
  const sorted = (STAFF_ELRCPT_SORTS as readonly string[]).includes(q.sort ?? '');
  const sort: Sort = sorted ? (q.sort as Sort) : 'submittedAt';
  const order: 'asc' | 'desc' = sorted ? (q.order === 'asc' ? 'asc' : 'desc') : status === 'WAITING' ? 'asc' : 'desc';
  return { status, sort, order, page: Math.max(1, Number(q.page) || 1), pageSize: [10, 20, 50].includes(Number(q.pageSize)) ? Number(q.pageSize) : 10 };
}

/** What waits in a row: the latest 보완요청 and the documents to check, sent back or asked for. */
function Work({ a }: { a: StaffElrcptListItem }) {
  // a decided or withdrawn application waits for nothing
  if (!OPEN_STATUSES.includes(a.status)) return null;
  const lines: string[] = [];
  if (a.supplement) {
    const due = a.supplement.dueDate ? ` · 기한 ${fmtDate(a.supplement.dueDate)}` : '';
    lines.push(a.supplement.submittedAt ? `보완 제출 ${fmtDateTime(a.supplement.submittedAt)}` : `보완 요청 ${fmtDateTime(a.supplement.requestedAt)}${due} · 제출 전`);
  }
  const d = a.documents;
  if (d.toCheck) lines.push(`확인할 서류 ${d.toCheck}건`);
  if (d.sentBack) lines.push(`반려한 서류 ${d.sentBack}건`);
  if (d.requested) lines.push(`요청한 서류 ${d.requested}건`);
  if (!lines.length) return null;
  return (
    <ul className="bo-elrcpt__work">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/**
 * /admin/elrcpt (전자접수 신청): the institution's legal-aid applications — its turn first, oldest
 * first — status, sort and page in the address; each 신청번호 opens the application.
 */
export default function AdminElrcptList() {
  const [query, set] = useAddressQuery();
  const statusId = useId();
  const input = listInput(query);
  const list = staffElrcptList.use({ query: input });
  const filterLabel = ELRCPT_FILTERS[input.status];
  const table = listTableProps(list, query, set, <Empty description={EMPTY[input.status] ?? `${filterLabel} 상태인 신청이 없습니다.`} />);
  const defaultOrder = input.order === 'asc' ? 'ascend' : 'descend';
  const columns: TableColumnsType<StaffElrcptListItem> = [
    {
      key: 'aplyNo',
      title: '신청번호',
      width: 190,
      render: (_, a) => (
        <div>
          <Link to={elrcptDetailPath(a.aplyNo)}>{a.aplyNo}</Link>
          {a.receiptNo ? <div className="bo-cell-sub bo-nowrap">접수 {a.receiptNo}</div> : null}
        </div>
      ),
    },
    {
      key: 'submittedAt',
      title: '신청일',
      width: 150,
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: query.sort ? table.sortOrderOf('submittedAt') : defaultOrder,
      render: (_, a) => (a.submittedAt ? fmtDateTime(a.submittedAt) : '-'),
    },
    {
      key: 'kind',
      title: '사건 종류 / 신청 유형',
      render: (_, a) => (
        <div>
          <div>{a.caseType ? CASE_TYPES[a.caseType as CaseType] : '사건 종류 없음'}</div>
          <div className="bo-cell-sub">{ELRCPT_FORMS[a.form].title}</div>
        </div>
      ),
    },
    { key: 'applicant', title: '신청인', width: 100, render: (_, a) => a.applicantName || '-' },
    {
      key: 'status',
      title: '상태 / 할 일',
      width: 200,
      render: (_, a) => (
        <div>
          <AplyStatusTag status={a.status} />
          <Work a={a} />
        </div>
      ),
    },
    {
      key: 'updatedAt',
      title: '최근 처리',
      width: 150,
      responsive: ['xl'],
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: table.sortOrderOf('updatedAt'),
      render: (_, a) => fmtDateTime(a.updatedAt),
    },
  ];
  const sortLabel = input.sort === 'updatedAt' ? '처리일' : '신청일';
  return (
    <Space direction="vertical" size="middle" className="bo-elrcpt">
      <p className="bo-card-note">
        우리 기관에 들어온 법률구조 신청입니다. 신청인 이름은 가려져 있고, 신청번호를 누르면 신청서와 증빙서류를 보고 처리할 수 있습니다.
      </p>
      <div className="bo-elrcpt__filters">
        <div className="bo-elrcpt__filter">
          <label htmlFor={statusId}>진행 상태</label>
          <Select
            id={statusId}
            style={{ minWidth: 220 }}
            value={input.status}
            onChange={(v: ElrcptFilter) => set({ status: v === 'WAITING' ? null : v })}
            options={(Object.keys(ELRCPT_FILTERS) as ElrcptFilter[]).map((v) => ({ value: v, label: ELRCPT_FILTERS[v] }))}
          />
        </div>
      </div>
      {list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : (
        <Table<StaffElrcptListItem>
          rowKey="aplyNo"
          caption={<span className="bo-caption">{`전자접수 신청: ${filterLabel}, ${sortLabel} ${input.order === 'asc' ? '오래된 것부터' : '최근 것부터'}`}</span>}
          columns={columns}
          scroll={{ x: 700 }}
          {...table}
        />
      )}
    </Space>
  );
}
