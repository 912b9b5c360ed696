import { useId } from 'react';
import { App, Button, DatePicker, Empty, Form, Input, Popconfirm, Radio, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { addDays } from '@portal/contracts/client';
import { DESK_SORTS, DeskCheckIn, RSVT_METHOD_LABELS, RSVT_STATUS_LABELS, RSVT_STATUSES, type DeskRsvt } from '@portal/contracts';
import { fmtDate, fmtDateTime } from '@portal/ui/format';
import { adminQueues } from '../../../api/adminQueues';
import { adminRsvtCheckIn } from '../../../api/adminRsvtCheckIn';
import { adminRsvtList } from '../../../api/adminRsvtList';
import { adminRsvtNoShow } from '../../../api/adminRsvtNoShow';
import { staffRsvtDone } from '../../../api/staffRsvtDone';
import { FormFailure, useFormSend, zodRule } from '../../../lib/form';
import { ListError } from '../../../lib/questions';
import { PersonalDataButton } from '../../../lib/personal-data';
import { useServerToday } from '../../../lib/server-clock';
import { listTableProps, useAddressQuery, type AddressQuery } from '../../../lib/table';
import './rsvt.css';

type Status = (typeof RSVT_STATUSES)[number];
type Sort = (typeof DESK_SORTS)[number];
const isDate = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The address's sort (column key + order, as addressTableProps writes it) as the call's sort. */
function sortOf(query: AddressQuery): Sort {
  if (query.sort === 'time') return query.order === 'desc' ? '-time' : 'time';
  if (query.sort === 'status' || query.sort === 'ticket') return query.sort;
  return 'time';
}

const reasonOf = (e: unknown) => (e as { response?: { data?: { message?: string } } }).response?.data?.message ?? '처리하지 못했습니다. 잠시 뒤 다시 시도해 주세요.';

function RsvtStatusTag({ status }: { status: Status }) {
  return <Tag className={`bo-rsvt-tag bo-rsvt-tag--${status}`}>{RSVT_STATUS_LABELS[status]}</Tag>;
}

/** 예약번호로 방문 확인: the number as the visitor tells it, the server's Korean reason when it refuses. */
function CheckIn() {
  const [form] = Form.useForm<{ rsvtNo: string }>();
  const { message } = App.useApp();
  const send = useFormSend(form, {
    call: adminRsvtCheckIn.use(),
    input: (v: { rsvtNo: string }) => ({ body: { rsvtNo: v.rsvtNo.trim() } }),
    onDone: (r: DeskRsvt) => {
      form.resetFields();
      void message.success(`${r.rsvtNo} 방문을 확인했습니다${r.ticketNo ? ` (번호표 ${r.ticketNo})` : ''}.`);
    },
  });
  return (
    <section aria-labelledby="bo-desk-checkin" className="bo-desk__checkin">
      <h2 id="bo-desk-checkin" className="bo-card-title">
        예약번호로 방문 확인
      </h2>
      <FormFailure failure={send.failure} />
      <Form form={form} layout="inline" colon={false} onFinish={(v) => void send.submit(v)} requiredMark={false}>
        <Form.Item name="rsvtNo" label="예약번호" rules={[zodRule(DeskCheckIn.shape.rsvtNo, (v) => String(v ?? '').trim())]}>
          <Input autoComplete="off" placeholder="예: R20261218-0001" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={send.pending}>
            방문 확인
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}

/** A row's actions, each only when the row allows it; the ones that cannot be undone are confirmed first. */
function Actions({ r }: { r: DeskRsvt }) {
  const { message } = App.useApp();
  const checkIn = adminRsvtCheckIn.use();
  const noShow = adminRsvtNoShow.use();
  const done = staffRsvtDone.use();
  const run = async (what: string, p: Promise<unknown>) => {
    try {
      await p;
      void message.success(`${r.rsvtNo}: ${what} 처리했습니다.`);
    } catch (e) {
      void message.error(reasonOf(e));
    }
  };
  const params = { rsvtNo: r.rsvtNo };
  /** The actions that cannot be undone, each asked first. */
  const confirmed = [
    { can: r.canNoShow, label: '미방문', okText: '미방문 표시', title: '미방문으로 표시할까요?', description: '표시한 뒤에는 되돌릴 수 없습니다. 늦게 오시면 방문 확인은 할 수 있습니다.', danger: true, pending: noShow.isPending, send: () => noShow.mutateAsync({ params }) },
    { can: r.canComplete, label: '상담 완료', okText: '상담 완료', title: '상담 완료로 표시할까요?', description: '완료한 상담은 되돌릴 수 없습니다.', danger: false, pending: done.isPending, send: () => done.mutateAsync({ params }) },
  ];
  if (!r.canCheckIn && !r.canNoShow && !r.canComplete) return <span className="bo-cell-sub">할 일 없음</span>;
  return (
    <Space wrap size={4}>
      {r.canCheckIn ? (
        <Button size="small" loading={checkIn.isPending} onClick={() => void run('방문 확인', checkIn.mutateAsync({ body: { rsvtNo: r.rsvtNo } }))} aria-label={`${r.rsvtNo} 방문 확인`}>
          방문 확인
        </Button>
      ) : null}
      {confirmed
        .filter((a) => a.can)
        .map((a) => (
          <Popconfirm key={a.label} title={a.title} description={a.description} okText={a.okText} cancelText="취소" onConfirm={() => run(a.label, a.send())}>
            <Button size="small" danger={a.danger} loading={a.pending} aria-label={`${r.rsvtNo} ${a.label}`}>
              {a.label}
            </Button>
          </Popconfirm>
        ))}
    </Space>
  );
}

/**
 * /admin/rsvt (예약·방문 관리): a day's bookings of the institution's offices, office, date, status,
 * sort and page in the address; check-in by reservation number; 방문 확인 / 미방문 / 상담 완료 per row.
 */
export default function AdminRsvt() {
  const [query, set] = useAddressQuery();
  const ids = { office: useId(), date: useId() };
  const today = useServerToday();
  const tomorrow = addDays(today, 1);
  const offices = adminQueues.use().data?.bookings?.today.offices ?? [];
  const status = (RSVT_STATUSES as readonly string[]).includes(query.status ?? '') ? (query.status as Status) : 'ALL';
  const date = isDate(query.date) ? query.date : today;
  const list = adminRsvtList.use({
    query: { officeId: query.officeId || undefined, date, status, sort: sortOf(query), page: Number(query.page ?? 1) || 1, pageSize: Number(query.pageSize ?? 10) || 10 },
  });
  const table = listTableProps(list, query, set, <Empty description="이날 조건에 맞는 예약이 없습니다." />);
  const columns: TableColumnsType<DeskRsvt> = [
    { key: 'time', title: '시간', dataIndex: 'time', width: 90, sorter: true, sortOrder: table.sortOrderOf('time') ?? (query.sort ? null : 'ascend') },
    { key: 'rsvtNo', title: '예약번호', dataIndex: 'rsvtNo', width: 170, render: (no: string) => <span className="bo-nowrap">{no}</span> },
    { key: 'ticket', title: '번호표', dataIndex: 'ticketNo', width: 90, sorter: true, sortOrder: table.sortOrderOf('ticket'), render: (t: string | null) => t ?? '-' },
    {
      key: 'who',
      title: '신청인 / 사무소',
      render: (_, r) => (
        <div>
          <div>
            {r.applicantName} <span className="bo-cell-sub">{r.applicantMobile}</span>{' '}
            <PersonalDataButton kind="rsvt" id={r.rsvtNo} what={`예약 ${r.rsvtNo} 신청인`} label={`${r.rsvtNo} 연락처 보기`} />
          </div>
          <div className="bo-cell-sub">
            {r.officeName} · {RSVT_METHOD_LABELS[r.method]}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      title: '상태',
      width: 150,
      sorter: true,
      sortOrder: table.sortOrderOf('status'),
      render: (_, r) => (
        <div>
          <RsvtStatusTag status={r.status} />
          {r.checkedInAt ? <div className="bo-cell-sub">확인 {fmtDateTime(r.checkedInAt)}</div> : null}
        </div>
      ),
    },
    { key: 'actions', title: '처리', width: 230, render: (_, r) => <Actions r={r} /> },
  ];
  const counts = list.data?.counts;
  return (
    <Space direction="vertical" size="large" className="bo-desk">
      <CheckIn />
      <section aria-labelledby="bo-desk-list">
        <h2 id="bo-desk-list" className="bo-card-title">
          {fmtDate(date)} 예약 목록
        </h2>
        <div className="bo-desk__filters">
          <div className="bo-desk__filter">
            <label htmlFor={ids.office}>사무소</label>
            <Select
              id={ids.office}
              style={{ minWidth: 220 }}
              value={query.officeId ?? ''}
              onChange={(v: string) => set({ officeId: v || null })}
              options={[{ value: '', label: '모든 사무소' }, ...offices.map((o) => ({ value: o.officeId, label: o.name }))]}
            />
          </div>
          <div className="bo-desk__filter">
            <label htmlFor={ids.date}>날짜</label>
            <Space wrap>
              <DatePicker id={ids.date} allowClear={false} value={dayjs(date)} format="YYYY-MM-DD" onChange={(d) => set({ date: d ? d.format('YYYY-MM-DD') : null })} />
              <Button type={date === today ? 'primary' : 'default'} aria-pressed={date === today} onClick={() => set({ date: null })}>
                오늘
              </Button>
              <Button type={date === tomorrow ? 'primary' : 'default'} aria-pressed={date === tomorrow} onClick={() => set({ date: tomorrow })}>
                내일
              </Button>
            </Space>
          </div>
          <div className="bo-desk__filter">
            <span id="bo-desk-status">상태</span>
            <Radio.Group
              aria-labelledby="bo-desk-status"
              optionType="button"
              buttonStyle="solid"
              value={status}
              onChange={(e) => set({ status: e.target.value === 'ALL' ? null : (e.target.value as string) })}
              options={[{ value: 'ALL', label: '전체' }, ...RSVT_STATUSES.map((s) => ({ value: s, label: RSVT_STATUS_LABELS[s] }))]}
            />
          </div>
        </div>
      </section>
      {counts ? (
        <ul className="bo-desk__counts" aria-label="이날 상태별 예약 수">
          {RSVT_STATUSES.map((s) => (
            <li key={s}>
              {RSVT_STATUS_LABELS[s]} {counts[s].toLocaleString('ko-KR')}건
            </li>
          ))}
        </ul>
      ) : null}
      {list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : (
        <Table<DeskRsvt>
          rowKey="rsvtNo"
          caption={<span className="bo-caption">{`${fmtDate(date)} 상담 예약${status === 'ALL' ? '' : `: ${RSVT_STATUS_LABELS[status]}`}`}</span>}
          columns={columns}
          scroll={{ x: 760 }}
          {...table}
        />
      )}
    </Space>
  );
}
