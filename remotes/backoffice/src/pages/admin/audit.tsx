import { Fragment, useEffect } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ADMIN_ROLE_LABELS, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_LABELS, AuditFilter, type AdminRole, type AuditAction, type AuditEntry } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { adminAuditExportHref } from '../../api/adminAuditExport';
import { adminAuditList } from '../../api/adminAuditList';
import { adminMe } from '../../api/adminMe';
import { zodRule } from '../../lib/form';
import { LoadFailed, Nothing } from '../../lib/states';
import { addressTableProps, pagingOf, useAddressQuery, type AddressQuery } from '../../lib/table';
import '../../lib/ops.css';

/** Record kinds a row may name: the case records, and the back office's own parameters (a remote, a notice number). */
const TARGET_LABELS: Record<string, string> = { ...AUDIT_TARGET_LABELS, remote: '화면 리모트', id: '번호(알림 등)' };
const targetLabel = (kind: string) => TARGET_LABELS[kind] ?? kind;
const roleLabel = (role: string | null) => (role && role in ADMIN_ROLE_LABELS ? ADMIN_ROLE_LABELS[role as AdminRole] : (role ?? ''));

const isDay = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid();
const isAction = (v: string | undefined): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v ?? '');
/** Login ids and record numbers as the contract takes them (letters, digits, . _ : -). */
const idText = (v: string | undefined) => (v && /^[\p{L}\p{N}._:-]{1,64}$/u.test(v) ? v : undefined);

/** The search's filters as the address holds them (the export takes the same). */
function filtersOf(query: AddressQuery) {
  return {
    from: isDay(query.from) ? query.from : undefined,
    to: isDay(query.to) ? query.to : undefined,
    actor: idText(query.actor),
    action: isAction(query.action) ? query.action : undefined,
    targetKind: idText(query.targetKind),
    targetId: idText(query.targetId),
    order: query.sort === 'at' && query.order === 'asc' ? ('asc' as const) : ('desc' as const),
  };
}

interface Values {
  period: [Dayjs | null, Dayjs | null] | null;
  actor: string;
  action: AuditAction | '';
  targetKind: string;
  targetId: string;
}

/** `/api/admin/registry/:remote/rollback` with a line break allowed after each slash only. */
function RoutePattern({ route }: { route: string }) {
  const parts = route.split('/');
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {p}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

const STATUS_TEXT = (status: number) => (status < 400 ? '성공' : status === 401 || status === 403 ? '거부' : status === 404 ? '없음' : status >= 500 ? '서버 오류' : '실패');

/**
 * /admin/audit (감사 기록; institution managers: their institution's staff, the system administrator:
 * everyone): period, staff id, kind of action, record kind and number in the address, searched and
 * paged by the server, oldest/newest by the time column; CSV (UTF-8 with BOM) of the same filters
 * through a plain download link. No citizen's personal data is in a row: the actor is staff, the
 * target a record number, the route a pattern.
 */
export default function AuditAdmin() {
  const [query, set] = useAddressQuery();
  const [form] = Form.useForm<Values>();
  const me = adminMe.use().data;
  const filters = filtersOf(query);
  const { page, pageSize } = pagingOf(query);
  const list = adminAuditList.use({ query: { ...filters, page, pageSize } });
  const table = addressTableProps(list.data, query, set);
  const { from, to, actor, action, targetKind, targetId } = filters;

  // the form follows the address (a shared link, the back button)
  useEffect(() => {
    form.setFieldsValue({
      period: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null,
      actor: actor ?? '',
      action: action ?? '',
      targetKind: targetKind ?? '',
      targetId: targetId ?? '',
    });
  }, [form, from, to, actor, action, targetKind, targetId]);

  const search = (v: Values) => {
    const [a, b] = v.period ?? [];
    set({ from: a ? a.format('YYYY-MM-DD') : null, to: b ? b.format('YYYY-MM-DD') : null, actor: v.actor?.trim() || null, action: v.action || null, targetKind: v.targetKind || null, targetId: v.targetId?.trim() || null });
  };
  const scope = me?.roles.includes('SYSTEM_ADMIN') ? '모든 직원의 기록' : `${me?.instName ?? '우리 기관'} 직원의 기록`;
  const exportHref = adminAuditExportHref({ from, to, actor, action, targetKind, targetId, order: filters.order === 'asc' ? 'asc' : undefined });

  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'at',
      title: '시각',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('at') ?? 'descend',
      sortDirections: ['descend', 'ascend'],
      render: (_, e) => fmtDateTime(e.at),
    },
    {
      key: 'actor',
      title: '직원',
      width: 170,
      render: (_, e) =>
        e.actorLoginId ? (
          <div>
            <div>{e.actorLoginId}</div>
            <div className="bo-cell-sub">
              {roleLabel(e.actorRole)}
              {e.actorInstCode ? ` · ${e.actorInstCode}` : ''}
            </div>
          </div>
        ) : (
          <span className="bo-cell-sub">확인되지 않은 요청</span>
        ),
    },
    { key: 'action', title: '구분', width: 110, render: (_, e) => <Tag>{AUDIT_ACTION_LABELS[e.action]}</Tag> },
    {
      key: 'route',
      title: '요청',
      render: (_, e) => (
        <div>
          <div className="bo-mono bo-route">
            {e.method} <RoutePattern route={e.route} />
          </div>
          <div className="bo-cell-sub">{e.callKey}</div>
        </div>
      ),
    },
    {
      key: 'target',
      title: '대상',
      width: 150,
      render: (_, e) =>
        e.targetKind ? (
          <div>
            <div className="bo-cell-sub">{targetLabel(e.targetKind)}</div>
            <div className="bo-mono">{e.targetId ?? '-'}</div>
          </div>
        ) : (
          <span className="bo-cell-sub">-</span>
        ),
    },
    {
      key: 'status',
      title: '결과',
      width: 100,
      render: (_, e) => (
        <span>
          {STATUS_TEXT(e.status)} <span className="bo-cell-sub">({e.status})</span>
        </span>
      ),
    },
    { key: 'reason', title: '사유', width: 150, render: (_, e) => e.reason ?? <span className="bo-cell-sub">-</span> },
  ];

  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        직원 업무 화면의 모든 요청이 시각, 직원, 구분, 요청 경로, 대상 번호, 결과와 함께 기록됩니다. 지금 보는 범위: <b>{scope}</b>. 기록에는 시민의 개인정보가 없고, 이 검색과 내려받기도 기록됩니다.
      </p>
      <Form<Values> form={form} layout="vertical" colon={false} requiredMark={false} onFinish={search} className="bo-filters" aria-label="감사 기록 검색 조건">
        <Form.Item name="period" label="기간">
          <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} placeholder={['시작일', '종료일']} />
        </Form.Item>
        <Form.Item name="actor" label="직원 아이디" rules={[zodRule(AuditFilter.shape.actor, (v) => String(v ?? '').trim() || undefined)]}>
          <Input autoComplete="off" placeholder="예: sandboxadmin" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="action" label="구분">
          <Select style={{ width: 150 }} options={[{ value: '', label: '모든 구분' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))]} />
        </Form.Item>
        <Form.Item name="targetKind" label="대상 종류">
          <Select style={{ width: 180 }} options={[{ value: '', label: '모든 대상' }, ...Object.entries(TARGET_LABELS).map(([value, label]) => ({ value, label }))]} />
        </Form.Item>
        <Form.Item name="targetId" label="대상 번호" rules={[zodRule(AuditFilter.shape.targetId, (v) => String(v ?? '').trim() || undefined)]}>
          <Input autoComplete="off" placeholder="예: 접수번호, 리모트 이름" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={<span className="bo-sr-only">검색</span>}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              검색
            </Button>
            <Button onClick={() => set({ from: null, to: null, actor: null, action: null, targetKind: null, targetId: null, sort: null, order: null })}>조건 지우기</Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="bo-toolbar">
        <span className="bo-cell-sub">CSV는 지금 검색 조건 그대로, 최대 5만 건까지 내려받습니다 (엑셀에서 바로 열림).</span>
        <Button href={exportHref} download className="bo-toolbar__new">
          CSV 내려받기
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>감사 기록을 불러오지 못했습니다. 검색 조건을 확인해 주세요.</LoadFailed>
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          caption={<span className="bo-caption">{`감사 기록 (${filters.order === 'asc' ? '오래된 것부터' : '최근 것부터'})`}</span>}
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={{ spinning: list.isFetching, tip: '기록을 불러오고 있습니다.' }}
          locale={{ emptyText: list.isPending ? '기록을 불러오고 있습니다.' : <Nothing>조건에 맞는 기록이 없습니다.</Nothing> }}
          scroll={{ x: 1000 }}
          {...table}
        />
      )}
    </Space>
  );
}
