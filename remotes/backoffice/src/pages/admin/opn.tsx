import { useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Refusal } from '@portal/blocks/form';
import { serverMessage } from '@portal/http';
import { OPENAPI_OPER_DAILY_LIMIT, OPENAPI_USE_LABELS, OpnRejectRequest } from '@portal/contracts';
import { staffOpnApprove } from '../../api/staffOpnApprove';
import { staffOpnPending, type PendingApplication } from '../../api/staffOpnPending';
import { staffOpnReject } from '../../api/staffOpnReject';
import { EditDialog, zodRule } from '../../lib/form';
import { LoadFailed, Nothing } from '../../lib/states';
import { listTableProps, pagingOf, useAddressQuery } from '../../lib/table';

const REASON_MAX = 500;
const n = (v: number) => v.toLocaleString('ko-KR');
/** The Korean sentence of a refused decision (409: another approver decided it first). */
const refusalText = (e: unknown, fallback: string) => serverMessage(e) ?? fallback;

/** The reject dialog: the reason (5 to 500 characters) is shown to the applicant as written. */
function RejectDialog({ item, onClose }: { item: PendingApplication; onClose(): void }) {
  return (
    <EditDialog
      title={`${item.systemName} 신청 반려`}
      okText="반려"
      danger
      call={staffOpnReject.use()}
      input={(v: { reason: string }) => ({ params: { applicationId: item.applicationId }, body: { reason: v.reason } })}
      done={() => `${item.systemName}(${item.applicantName}) 신청을 반려했습니다. 신청인은 나의 신청·키에서 사유를 봅니다.`}
      refused={(refusal: Refusal) => (refusal.status === 409 || refusal.status === 404 ? { failure: refusal.body.message ?? '이 신청은 이미 처리되었습니다. 목록을 새로 불러와 주세요.' } : undefined)}
      onClose={onClose}
      initialValues={{ reason: '' }}
    >
      <p className="bo-cell-sub">
        신청번호 {item.applicationId} · {item.applicantName} · {OPENAPI_USE_LABELS[item.useKind]}
      </p>
      <Form.Item
        label="반려 사유"
        name="reason"
        required
        rules={[zodRule(OpnRejectRequest.shape.reason)]}
        extra="신청인에게 그대로 보여 줍니다. 무엇을 고쳐 다시 신청하면 되는지 5자 이상 적어 주십시오."
      >
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount autoFocus />
      </Form.Item>
    </EditDialog>
  );
}

/**
 * /admin/opn: the operating open-API applications waiting for a decision, oldest first (open-API
 * approvers). Approve after a question (the daily limit is the default); reject with a reason the
 * applicant reads. The same queue stays on the public page /opn/OpnApiAprvList?view=queue.
 */
export default function OpnApprovals() {
  const [query, set] = useAddressQuery();
  const { message } = App.useApp();
  const { page, pageSize } = pagingOf(query);
  const list = staffOpnPending.use({ query: { page, pageSize } });
  const table = listTableProps(list, query, set, <Nothing>승인을 기다리는 신청이 없습니다.</Nothing>);
  const [rejecting, setRejecting] = useState<PendingApplication | null>(null);
  const approve = staffOpnApprove.use();
  const approveOne = async (a: PendingApplication) => {
    try {
      const done = await approve.mutateAsync({ params: { applicationId: a.applicationId }, body: {} });
      void message.success(`${a.systemName}(${a.applicantName}) 신청을 승인했습니다. 하루 호출 한도는 API마다 ${n(done.dailyLimit)}건입니다.`);
    } catch (e) {
      void message.error(refusalText(e, `${a.systemName} 신청을 승인하지 못했습니다. 잠시 뒤 다시 시도해 주세요.`));
    }
  };
  const columns: TableColumnsType<PendingApplication> = [
    { key: 'applicationId', title: '신청번호', dataIndex: 'applicationId', width: 150, render: (id: string) => <span className="bo-id">{id}</span> },
    {
      key: 'applicant',
      title: '신청 기관 / 신청자',
      width: 200,
      render: (_, a) => (
        <div>
          <div>{a.systemName}</div>
          <div className="bo-cell-sub">{a.applicantName}</div>
        </div>
      ),
    },
    {
      key: 'purpose',
      title: '활용 목적',
      render: (_, a) => (
        <div>
          <div className="bo-clamp">{a.purpose}</div>
          <div className="bo-cell-sub">하루 예상 호출 {n(a.expectedDailyCalls)}건</div>
        </div>
      ),
    },
    { key: 'useKind', title: '신청 유형', width: 100, render: (_, a) => <Tag className={a.useKind === 'OPER' ? 'bo-state--on' : 'bo-state--off'}>{a.useKind === 'OPER' ? '운영' : '개발'}</Tag> },
    { key: 'createdAt', title: '신청일', width: 120, render: (_, a) => dayjs(a.createdAt).format('YYYY-MM-DD') },
    {
      key: 'actions',
      title: '처리',
      width: 160,
      render: (_, a) => (
        <Space>
          <Popconfirm
            title="이 신청을 승인할까요?"
            description={`${a.systemName}의 운영 키가 바로 쓰입니다. 하루 호출 한도는 API마다 ${n(OPENAPI_OPER_DAILY_LIMIT)}건입니다.`}
            okText="승인"
            cancelText="취소"
            okButtonProps={{ loading: approve.isPending }}
            onConfirm={() => approveOne(a)}
          >
            <Button size="small" type="primary" aria-label={`${a.systemName} 승인`}>
              승인
            </Button>
          </Popconfirm>
          <Button size="small" danger onClick={() => setRejecting(a)} aria-label={`${a.systemName} 반려`}>
            반려
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        운영계정 오픈 API 활용 신청입니다. 먼저 신청한 순서로 보입니다. 승인하면 서비스키가 바로 쓰이고, 반려하면 신청인이 ‘나의 신청·키’에서 사유를 봅니다. 신청자 이름은 가려서 보입니다.
      </p>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>승인 대기 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<PendingApplication>
          rowKey="applicationId"
          caption={<span className="bo-caption">승인 대기 중인 오픈 API 활용 신청 (먼저 신청한 순)</span>}
          columns={columns}
          scroll={{ x: 860 }}
          {...table}
        />
      )}
      {rejecting ? <RejectDialog item={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Space>
  );
}
