import { useState } from 'react';
import { Alert, Button, Popconfirm, Radio, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { OUTBOX_KIND_LABELS, OUTBOX_KINDS, OUTBOX_STATUS_LABELS, OUTBOX_VIEW_STATUSES, type OutboxKind, type OutboxPage, type OutboxViewStatus } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { adminOutbox } from '../../../api/adminOutbox';
import { adminOutboxRetry } from '../../../api/adminOutboxRetry';
import { FormFailure, useStaffSend } from '../../../lib/form';
import { LoadFailed, Nothing } from '../../../lib/states';
import { listTableProps, FilterBar, labelOptions, pagingOf, useAddressQuery } from '../../../lib/table';
import '../../../lib/ops.css';

type Entry = OutboxPage['items'][number];

const CHANNEL_LABELS = { SMS: '문자', EMAIL: '이메일' } as const;

const isStatus = (v: string | undefined): v is OutboxViewStatus => (OUTBOX_VIEW_STATUSES as readonly string[]).includes(v ?? '');
const isKind = (v: string | undefined): v is OutboxKind => (OUTBOX_KINDS as readonly string[]).includes(v ?? '');

function OutboxStatusTag({ status }: { status: OutboxViewStatus }) {
  return <Tag className={`bo-ops-tag bo-ops-tag--${status}`}>{OUTBOX_STATUS_LABELS[status]}</Tag>;
}

/**
 * /admin/ops/outbox (알림 발송 현황, system administrator): the notices of the outbox newest first,
 * state, kind and page in the address; each with its tries, last error and next try, the recipient
 * masked and never the text; a failed (DEAD) or retrying one sent again after a question.
 */
export default function OutboxAdmin() {
  const [query, set] = useAddressQuery();
  const status = isStatus(query.status) ? query.status : undefined;
  const kind = isKind(query.kind) ? query.kind : undefined;
  const { page, pageSize } = pagingOf(query);
  const list = adminOutbox.use({ query: { status, kind, page, pageSize } });
  const table = listTableProps(list, query, set, <Nothing>{status || kind ? '조건에 맞는 알림이 없습니다.' : '보낸 알림이 아직 없습니다.'}</Nothing>);
  const [notice, setNotice] = useState<string | null>(null);
  const retry = useStaffSend({
    call: adminOutboxRetry.use(),
    input: (e: Entry) => ({ params: { id: e.id } }),
    onDone: (r: { entry: Entry; message: string }) => setNotice(`${r.entry.id}번 알림: ${r.message}`),
  });
  const counts = list.data?.counts;
  const columns: TableColumnsType<Entry> = [
    { key: 'id', title: '번호', dataIndex: 'id', width: 80 },
    {
      key: 'kind',
      title: '종류 / 수신자',
      render: (_, e) => (
        <div>
          <div>{OUTBOX_KIND_LABELS[e.kind]}</div>
          <div className="bo-cell-sub">
            {CHANNEL_LABELS[e.channel]} {e.recipient} · {e.ref}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      title: '상태',
      width: 110,
      render: (_, e) => <OutboxStatusTag status={e.status} />,
    },
    { key: 'attempts', title: '시도', dataIndex: 'attempts', width: 70, render: (n: number) => `${n}회` },
    { key: 'lastError', title: '마지막 오류', render: (_, e) => (e.lastError ? <span className="bo-error-text">{e.lastError}</span> : <span className="bo-cell-sub">없음</span>) },
    {
      key: 'times',
      title: '만든 시각 / 다음 시도',
      width: 190,
      render: (_, e) => (
        <div>
          <div>{fmtDateTime(e.createdAt)}</div>
          <div className="bo-cell-sub">{e.sentAt ? `발송 ${fmtDateTime(e.sentAt)}` : e.nextAttemptAt ? `다음 시도 ${fmtDateTime(e.nextAttemptAt)}` : '다음 시도 없음'}</div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: '처리',
      width: 120,
      render: (_, e) =>
        e.retryable ? (
          <Popconfirm
            title="이 알림을 다시 보낼까요?"
            description={`${e.id}번 ${OUTBOX_KIND_LABELS[e.kind]} ${CHANNEL_LABELS[e.channel]}을 지금 한 번 더 보냅니다. 또 실패하면 다시 발송 실패가 됩니다.`}
            okText="다시 보내기"
            cancelText="취소"
            okButtonProps={{ loading: retry.pending }}
            onConfirm={() => retry.submit(e)}
          >
            <Button size="small" aria-label={`${e.id}번 알림 다시 보내기`}>
              다시 보내기
            </Button>
          </Popconfirm>
        ) : (
          <span className="bo-cell-sub">-</span>
        ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        문자·이메일 알림의 발송 상태입니다. 수신자는 가려서 보이고 알림 본문은 보이지 않습니다. 발송 실패나 재시도 대기 알림은 다시 보낼 수 있습니다. 수신자별 문자 한도로 보내지 않은 알림(발송 제한)은 다시 보낼 수
        없습니다.
      </p>
      <FilterBar
        filters={[
          {
            label: '상태',
            group: true,
            control: (id) => (
              <Radio.Group
                aria-labelledby={id}
                optionType="button"
                buttonStyle="solid"
                value={status ?? 'ALL'}
                onChange={(e) => set({ status: e.target.value === 'ALL' ? null : (e.target.value as string) })}
                options={[
                  { value: 'ALL', label: '전체' },
                  ...OUTBOX_VIEW_STATUSES.map((s) => ({ value: s, label: counts ? `${OUTBOX_STATUS_LABELS[s]} ${counts[s].toLocaleString('ko-KR')}` : OUTBOX_STATUS_LABELS[s] })),
                ]}
              />
            ),
          },
          {
            label: '알림 종류',
            control: (id) => (
              <Select
                id={id}
                style={{ minWidth: 220 }}
                value={kind ?? ''}
                onChange={(v: string) => set({ kind: v || null })}
                options={[{ value: '', label: '모든 종류' }, ...labelOptions(OUTBOX_KIND_LABELS)]}
              />
            ),
          },
        ]}
      />
      {notice ? <Alert type="success" showIcon role="status" message={notice} closable onClose={() => setNotice(null)} /> : null}
      <FormFailure failure={retry.failure} />
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>알림 발송 현황을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<Entry>
          rowKey="id"
          caption={<span className="bo-caption">{`알림 목록${status ? `: ${OUTBOX_STATUS_LABELS[status]}` : ''}${kind ? ` · ${OUTBOX_KIND_LABELS[kind]}` : ''} (최근 것부터)`}</span>}
          columns={columns}
          scroll={{ x: 900 }}
          {...table}
        />
      )}
    </Space>
  );
}
