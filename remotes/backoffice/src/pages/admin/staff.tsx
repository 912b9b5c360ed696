import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Refusal } from '@portal/blocks/form';
import { ADMIN_ROLE_LABELS, INST_STAFF_ROLES, StaffAccountCreate, StaffRolesInput, type InstStaffRole, type StaffAccount, type StaffAccountCreated } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { adminStaffCreate } from '../../api/adminStaffCreate';
import { adminStaffDisable } from '../../api/adminStaffDisable';
import { adminStaffEnable } from '../../api/adminStaffEnable';
import { adminStaffList } from '../../api/adminStaffList';
import { adminStaffRoles } from '../../api/adminStaffRoles';
import { adminStaffTotpReset } from '../../api/adminStaffTotpReset';
import { EditDialog, zodRule } from '../../lib/form';
import { LoadFailed, Nothing } from '../../lib/states';
import { listTableProps, pagingOf, useAddressQuery } from '../../lib/table';
import './staff.css';

const ROLE_OPTIONS = INST_STAFF_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }));
const ROLES_EXTRA = '기관 관리자는 상담 담당자의 일도 합니다(둘 중 하나만). 콘텐츠 편집·오픈 API 승인·시스템 관리 역할은 시스템 관리자가 줍니다.';
const reasonOf = (e: unknown) => (e as { response?: { data?: { message?: string } } }).response?.data?.message ?? '처리하지 못했습니다. 잠시 뒤 다시 시도해 주세요.';
/** A taken login id (409) goes back on its field. */
const takenId = (refusal: Refusal) => (refusal.status === 409 && refusal.body.code === 'LOGIN_ID_TAKEN' ? { fields: { loginId: refusal.body.message ?? '이미 쓰이고 있는 아이디입니다.' } } : undefined);

function RoleTags({ roles }: { roles: readonly InstStaffRole[] }) {
  if (!roles.length) return <span className="bo-cell-sub">역할 없음</span>;
  return (
    <ul className="bo-staff__roles">
      {roles.map((r) => (
        <li key={r}>
          <Tag className={`bo-staff-tag bo-staff-tag--${r}`}>{ADMIN_ROLE_LABELS[r]}</Tag>
        </li>
      ))}
    </ul>
  );
}

/** 직원 계정 만들기: the answer's initial password is shown once, in the next dialog. */
function CreateDialog({ onClose, onCreated }: { onClose(): void; onCreated(r: StaffAccountCreated): void }) {
  return (
    <EditDialog
      title="직원 계정 만들기"
      okText="만들기"
      call={adminStaffCreate.use()}
      input={(v: { loginId: string; name: string; roles: InstStaffRole[] }) => ({ body: { loginId: v.loginId.trim(), name: v.name.trim(), roles: v.roles } })}
      refused={takenId}
      onDone={(r: StaffAccountCreated) => onCreated(r)}
      onClose={onClose}
      initialValues={{ loginId: '', name: '', roles: ['CONSULT_STAFF'] }}
    >
      <Form.Item label="아이디" name="loginId" rules={[zodRule(StaffAccountCreate.shape.loginId, (v) => String(v ?? '').trim())]} extra="영문 소문자로 시작하는 5~20자의 영문 소문자와 숫자">
        <Input maxLength={20} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label="이름" name="name" rules={[zodRule(StaffAccountCreate.shape.name)]}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item label="역할" name="roles" rules={[zodRule(StaffRolesInput)]} extra={ROLES_EXTRA}>
        <Checkbox.Group options={ROLE_OPTIONS} />
      </Form.Item>
      <p className="bo-card-note">만들면 처음 비밀번호를 한 번만 보여 줍니다. 직원은 처음 로그인할 때 인증 앱(2단계 인증)을 등록합니다.</p>
    </EditDialog>
  );
}

/** The initial password, once: the manager hands it over in person; it is not kept anywhere readable. */
function CreatedDialog({ created, onClose }: { created: StaffAccountCreated; onClose(): void }) {
  return (
    <Modal open title="직원 계정을 만들었습니다" okText="확인했습니다" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }}>
      <p>
        {created.account.name}({created.account.loginId}) 계정의 처음 비밀번호입니다. <strong>이 창을 닫으면 다시 볼 수 없습니다.</strong> 직원에게 직접 전해 주세요.
      </p>
      <Typography.Paragraph copyable={{ text: created.initialPassword, tooltips: ['비밀번호 복사', '복사했습니다'] }} className="bo-staff__password" data-testid="initial-password">
        {created.initialPassword}
      </Typography.Paragraph>
      <p className="bo-card-note">직원은 /admin/login 에서 이 비밀번호로 로그인하고 인증 앱을 등록합니다. 비밀번호는 시민 서비스의 내 정보에서 바꿀 수 있습니다.</p>
    </Modal>
  );
}

function RolesDialog({ account, onClose }: { account: StaffAccount; onClose(): void }) {
  return (
    <EditDialog
      title={`${account.name}(${account.loginId}) 역할 바꾸기`}
      okText="저장"
      call={adminStaffRoles.use()}
      input={(v: { roles: InstStaffRole[] }) => ({ params: { memberId: account.memberId }, body: { roles: v.roles } })}
      refused={(refusal: Refusal) => (refusal.status === 409 ? { fields: { roles: refusal.body.message ?? '이 역할로 바꿀 수 없습니다.' } } : undefined)}
      done={(r: StaffAccount) => `${r.name}(${r.loginId})의 역할을 ${r.roles.map((x) => ADMIN_ROLE_LABELS[x]).join(', ')}(으)로 바꿨습니다.`}
      onClose={onClose}
      initialValues={{ roles: account.roles }}
      formProps={{ scrollToFirstError: false }}
    >
      <Form.Item label="역할" name="roles" rules={[zodRule(StaffRolesInput)]} extra={ROLES_EXTRA}>
        <Checkbox.Group options={ROLE_OPTIONS} />
      </Form.Item>
    </EditDialog>
  );
}

function Actions({ a, onRoles }: { a: StaffAccount; onRoles(): void }) {
  const { message } = App.useApp();
  const disable = adminStaffDisable.use();
  const enable = adminStaffEnable.use();
  const reset = adminStaffTotpReset.use();
  const who = `${a.name}(${a.loginId})`;
  const run = async (done: string, p: Promise<unknown>) => {
    try {
      await p;
      void message.success(done);
    } catch (e) {
      void message.error(reasonOf(e));
    }
  };
  if (a.self) return <span className="bo-cell-sub">내 계정 (다른 기관 관리자가 바꿉니다)</span>;
  return (
    <Space wrap size={4}>
      <Button size="small" onClick={onRoles} aria-label={`${who} 역할 바꾸기`}>
        역할
      </Button>
      <Popconfirm
        title="인증 앱을 초기화할까요?"
        description="등록된 인증 앱과 복구 코드를 지우고 로그인 중이면 로그아웃시킵니다. 다음 로그인에서 인증 앱을 새로 등록합니다."
        okText="초기화"
        cancelText="취소"
        onConfirm={() => run(`${who}의 인증 앱을 초기화했습니다. 다음 로그인에서 새로 등록합니다.`, reset.mutateAsync({ params: { memberId: a.memberId } }))}
      >
        <Button size="small" loading={reset.isPending} aria-label={`${who} 인증 앱 초기화`}>
          인증 앱 초기화
        </Button>
      </Popconfirm>
      {a.active ? (
        <Popconfirm
          title="이 계정을 사용 중지할까요?"
          description="관리자 화면에 더 로그인할 수 없고, 로그인 중이면 바로 로그아웃됩니다. 다시 사용하게 할 수 있습니다."
          okText="사용 중지"
          cancelText="취소"
          okButtonProps={{ danger: true }}
          onConfirm={() => run(`${who} 계정을 사용 중지했습니다.`, disable.mutateAsync({ params: { memberId: a.memberId } }))}
        >
          <Button size="small" danger loading={disable.isPending} aria-label={`${who} 사용 중지`}>
            사용 중지
          </Button>
        </Popconfirm>
      ) : (
        <Button size="small" loading={enable.isPending} onClick={() => void run(`${who} 계정을 다시 사용하게 했습니다.`, enable.mutateAsync({ params: { memberId: a.memberId } }))} aria-label={`${who} 다시 사용`}>
          다시 사용
        </Button>
      )}
    </Space>
  );
}

/**
 * /admin/staff (직원 계정): the staff accounts of the manager's institution, search, state and page
 * in the address; create (the initial password shown once), roles, authenticator reset, disable / enable.
 */
export default function StaffAdmin() {
  const [query, set] = useAddressQuery();
  const { page, pageSize } = pagingOf(query);
  const status = query.status === 'ACTIVE' || query.status === 'DISABLED' ? query.status : 'ALL';
  const list = adminStaffList.use({ query: { q: query.q || undefined, status, page, pageSize } });
  const table = listTableProps(list, query, set, <Nothing>조건에 맞는 직원 계정이 없습니다.</Nothing>);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'created'; created: StaffAccountCreated } | { kind: 'roles'; account: StaffAccount } | null>(null);
  const columns: TableColumnsType<StaffAccount> = [
    { key: 'loginId', title: '아이디', dataIndex: 'loginId', width: 150, render: (v: string) => <span className="bo-nowrap">{v}</span> },
    { key: 'name', title: '이름', dataIndex: 'name', width: 110 },
    { key: 'roles', title: '역할', render: (_, a) => <RoleTags roles={a.roles} /> },
    {
      key: 'totp',
      title: '2단계 인증',
      width: 150,
      render: (_, a) =>
        a.totpEnrolled ? (
          <div>
            등록함<div className="bo-cell-sub">{a.totpEnrolledAt ? fmtDateTime(a.totpEnrolledAt) : ''}</div>
          </div>
        ) : (
          <span>등록 전</span>
        ),
    },
    { key: 'lastSignIn', title: '마지막 로그인', width: 150, render: (_, a) => (a.lastSignInAt ? fmtDateTime(a.lastSignInAt) : <span className="bo-cell-sub">기록 없음</span>) },
    {
      key: 'state',
      title: '상태',
      width: 110,
      render: (_, a) => <Tag className={`bo-staff-tag bo-staff-tag--${a.active ? 'ACTIVE' : 'DISABLED'}`}>{a.active ? '사용 중' : '사용 중지'}</Tag>,
    },
    { key: 'actions', title: '관리', width: 260, render: (_, a) => <Actions a={a} onRoles={() => setDialog({ kind: 'roles', account: a })} /> },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        {list.data?.instName ?? '기관'}의 직원 계정입니다. 새 계정은 처음 비밀번호를 한 번만 보여 주고, 처음 로그인할 때 인증 앱을 등록합니다. 휴대전화를 잃어버린 직원은 인증 앱을 초기화해
        주세요. 모든 변경은 감사 기록에 남습니다.
      </p>
      <div className="bo-toolbar">
        <Input.Search
          className="bo-toolbar__search"
          aria-label="아이디나 이름으로 찾기"
          placeholder="아이디나 이름"
          allowClear
          enterButton="찾기"
          defaultValue={query.q ?? ''}
          onSearch={(v) => set({ q: v.trim() || null })}
        />
        <Radio.Group
          aria-label="상태"
          optionType="button"
          value={status}
          onChange={(e) => set({ status: e.target.value === 'ALL' ? null : (e.target.value as string) })}
          options={[
            { value: 'ALL', label: '전체' },
            { value: 'ACTIVE', label: '사용 중' },
            { value: 'DISABLED', label: '사용 중지' },
          ]}
        />
        <Button type="primary" className="bo-toolbar__new" onClick={() => setDialog({ kind: 'create' })}>
          직원 계정 만들기
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>직원 계정 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<StaffAccount>
          rowKey="memberId"
          caption={<span className="bo-caption">{`${list.data?.instName ?? '기관'} 직원 계정`}</span>}
          columns={columns}
          scroll={{ x: 980 }}
          {...table}
        />
      )}
      {dialog?.kind === 'create' ? <CreateDialog onClose={() => setDialog(null)} onCreated={(created) => setDialog({ kind: 'created', created })} /> : null}
      {dialog?.kind === 'created' ? <CreatedDialog created={dialog.created} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'roles' ? <RolesDialog account={dialog.account} onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}
