import { useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { AdminRouteRuleUpdate, type AdminRouteRule } from '@portal/contracts';
import { adminRouteRuleList } from '../../../api/adminRouteRuleList';
import { adminRouteRuleUpdate } from '../../../api/adminRouteRuleUpdate';
import { EditDialog, zodRule } from '../../../lib/form';
import { LoadFailed, Nothing } from '../../../lib/states';
import { listTableProps, labelOptions, pagingOf, useAddressQuery } from '../../../lib/table';

const ACTION_LABELS: Record<AdminRouteRule['action'], string> = { REDIRECT: '포털 안 다른 화면으로', EXTERNAL: '기관 누리집으로' };
const MATCH_LABELS: Record<AdminRouteRule['matchType'], string> = { EXACT: '그 주소만', PREFIX: '그 아래 주소까지' };

interface Values {
  matchPath: string;
  matchType: AdminRouteRule['matchType'];
  priority: number | null;
  action: AdminRouteRule['action'];
  target: string;
  institution: string;
  message: string;
  useYn: boolean;
}
const bodyOf = (v: Values) => ({ ...v, priority: v.priority ?? 0, institution: v.institution ?? '', message: v.message ?? '' });

/** A rule that reads the whole form: the contract's checks across fields (the target against the action and the address). */
const crossRule =
  (field: 'target' | 'matchType', values: () => Values): Rule =>
  () => ({
    validator: async () => {
      const r = AdminRouteRuleUpdate.safeParse(bodyOf(values()));
      const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });

function RuleDialog({ rule, onClose }: { rule: AdminRouteRule; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const values = () => form.getFieldsValue(true) as Values;
  const action = Form.useWatch('action', form) ?? rule.action;
  return (
    <EditDialog
      title={`주소 규칙 고치기: ${rule.ruleId}`}
      okText="저장"
      form={form}
      call={adminRouteRuleUpdate.use()}
      input={(v: Values) => ({ params: { ruleId: rule.ruleId }, body: bodyOf(v) })}
      done={(r: AdminRouteRule) => `‘${r.matchPath}’ 규칙을 고쳤습니다. 시민이 다음에 화면을 옮길 때부터 적용됩니다.`}
      onClose={onClose}
      modal={{ width: 640 }}
      initialValues={{
        matchPath: rule.matchPath,
        matchType: rule.matchType,
        priority: rule.priority,
        action: rule.action,
        target: rule.target,
        institution: rule.institution ?? '',
        message: rule.message ?? '',
        useYn: rule.useYn,
      }}
    >
      <div className="bo-fields-row">
        <Form.Item label="규칙 주소" name="matchPath" rules={[zodRule(AdminRouteRuleUpdate.shape.matchPath)]} extra="포털의 주소 영역 안의 주소입니다. 예: /dscsn">
          <Input maxLength={200} className="bo-code" spellCheck={false} autoFocus />
        </Form.Item>
        <Form.Item label="맞추는 방식" name="matchType" dependencies={['matchPath']} rules={[zodRule(AdminRouteRuleUpdate.shape.matchType), crossRule('matchType', values)]}>
          <Radio.Group optionType="button" options={labelOptions(MATCH_LABELS)} />
        </Form.Item>
      </div>
      <div className="bo-fields-row">
        <Form.Item label="동작" name="action" rules={[zodRule(AdminRouteRuleUpdate.shape.action)]}>
          <Radio.Group optionType="button" options={labelOptions(ACTION_LABELS)} />
        </Form.Item>
        <Form.Item
          label="우선순위"
          name="priority"
          rules={[zodRule(AdminRouteRuleUpdate.shape.priority, (v) => (v === null || v === undefined ? '' : v))]}
          extra="두 규칙이 함께 맞으면 큰 수가 먼저입니다."
        >
          <InputNumber min={-1000} max={1000} precision={0} />
        </Form.Item>
      </div>
      <Form.Item
        label="이동할 곳"
        name="target"
        dependencies={['action', 'matchPath']}
        rules={[zodRule(AdminRouteRuleUpdate.shape.target), crossRule('target', values)]}
        extra={action === 'EXTERNAL' ? '허용된 기관 누리집의 https 주소입니다. 예: https://www.ccrs.or.kr/' : '포털에 있는 화면의 주소입니다. 예: /dscsn/rsvt/DscsnRsvtM'}
      >
        <Input maxLength={500} className="bo-code" spellCheck={false} />
      </Form.Item>
      <div className="bo-fields-row">
        <Form.Item label="기관 이름" name="institution" rules={[zodRule(AdminRouteRuleUpdate.shape.institution)]} extra="기관 누리집으로 보낼 때 안내에 씁니다.">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="규칙 사용" name="useYn" valuePropName="checked">
          <Switch checkedChildren="사용" unCheckedChildren="멈춤" />
        </Form.Item>
      </div>
      <Form.Item label="안내 문구" name="message" rules={[zodRule(AdminRouteRuleUpdate.shape.message)]} extra="기관 누리집으로 옮기기 전에 시민에게 보여 줍니다. 비우면 ‘(기관) 누리집으로 이동합니다.’">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </EditDialog>
  );
}

/**
 * /admin/content/route-rule: where a site address goes instead of its page (system administrator):
 * short aliases to an area's first page, and the institutions whose service runs on their own site.
 * Highest priority first; edit one in a dialog; applies from the citizen's next move between pages.
 */
export default function RouteRuleAdmin() {
  const [query, set] = useAddressQuery();
  const { page, pageSize } = pagingOf(query);
  const list = adminRouteRuleList.use({ query: { page, pageSize } });
  const table = listTableProps(list, query, set, <Nothing>주소 규칙이 없습니다.</Nothing>);
  const [editing, setEditing] = useState<AdminRouteRule | null>(null);
  const columns: TableColumnsType<AdminRouteRule> = [
    {
      key: 'matchPath',
      title: '규칙 주소',
      width: 220,
      render: (_, r) => (
        <div>
          <span className="bo-code">{r.matchPath}</span>
          <div className="bo-cell-sub">{MATCH_LABELS[r.matchType]}</div>
        </div>
      ),
    },
    { key: 'action', title: '동작', width: 170, render: (_, r) => ACTION_LABELS[r.action] },
    {
      key: 'target',
      title: '이동할 곳',
      render: (_, r) => (
        <div>
          <span className="bo-code">{r.target}</span>
          {r.institution ? <div className="bo-cell-sub">{r.institution}</div> : null}
        </div>
      ),
    },
    { key: 'priority', title: '우선순위', width: 90, dataIndex: 'priority' },
    { key: 'useYn', title: '사용', width: 80, render: (_, r) => <Tag className={r.useYn ? 'bo-state--on' : 'bo-state--off'}>{r.useYn ? '사용' : '멈춤'}</Tag> },
    { key: 'editedAt', title: '고친 날', width: 110, render: (_, r) => (r.editedAt ? dayjs(r.editedAt).format('YYYY-MM-DD') : <span className="bo-cell-sub">기본값</span>) },
    {
      key: 'actions',
      title: '관리',
      width: 90,
      render: (_, r) => (
        <Button size="small" onClick={() => setEditing(r)} aria-label={`${r.matchPath} 규칙 고치기`}>
          고치기
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        시민이 이 주소를 열면 화면 대신 정한 곳으로 옮겨 갑니다. 포털 안 다른 화면(짧은 주소)이나, 서비스를 자기 누리집에서 하는 기관의 누리집(허용 목록에 있는 https 주소)으로 보냅니다. 바꾼 규칙은 다음 화면 이동부터 적용됩니다.
      </p>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>주소 규칙 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<AdminRouteRule>
          rowKey="ruleId"
          caption={<span className="bo-caption">주소 규칙 (우선순위가 높은 순)</span>}
          columns={columns}
          scroll={{ x: 860 }}
          {...table}
        />
      )}
      {editing ? <RuleDialog rule={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
