import { useState, type ReactNode } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Refusal } from '@portal/blocks/form';
import {
  ADMIN_ROLE_LABELS,
  INST_STAFF_ROLES,
  PLATFORM_STAFF_ROLES,
  StaffAccountCreate,
  StaffRolesInput,
  type StaffAccount,
  type StaffAccountCreated,
  type StaffAccountList,
  type StaffAccountRole,
  type StaffTotpResetDone,
} from '@portal/contracts';
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

type Scope = StaffAccountList['scope'];

/** Radio buttons for the one platform role an account holds (the form's value stays a list of roles). */
function PlatformRole({ id, value, onChange }: { id?: string; value?: StaffAccountRole[]; onChange?(v: StaffAccountRole[]): void }) {
  return (
    <Radio.Group
      id={id}
      value={value?.[0]}
      onChange={(e) => onChange?.([e.target.value as StaffAccountRole])}
      options={PLATFORM_STAFF_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }))}
    />
  );
}

/** The roles the caller gives: an institution manager the institution's, the system administrator one platform role. */
const ROLES: Record<Scope, { initial: StaffAccountRole[]; extra: string; input: ReactNode }> = {
  INSTITUTION: {
    initial: ['CONSULT_STAFF'],
    extra: '기관 관리자는 상담 담당자의 일도 합니다(둘 중 하나만). 콘텐츠 편집·오픈 API 승인·시스템 관리 역할은 시스템 관리자가 줍니다.',
    input: <Checkbox.Group options={INST_STAFF_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }))} />,
  },
  PLATFORM: {
    initial: ['CONTENT_EDITOR'],
    extra: '플랫폼 계정은 역할 하나를 가집니다. 상담·전자접수 역할은 그 기관의 기관 관리자가 줍니다.',
    input: <PlatformRole />,
  },
};

function RolesField({ scope }: { scope: Scope }) {
  return (
    <Form.Item label="역할" name="roles" rules={[zodRule(StaffRolesInput)]} extra={ROLES[scope].extra}>
      {ROLES[scope].input}
    </Form.Item>
  );
}

const reasonOf = (e: unknown) => (e as { response?: { data?: { message?: string } } }).response?.data?.message ?? '처리하지 못했습니다. 잠시 뒤 다시 시도해 주세요.';
/** A taken login id (409) goes back on its field. */
const takenId = (refusal: Refusal) => (refusal.status === 409 && refusal.body.code === 'LOGIN_ID_TAKEN' ? { fields: { loginId: refusal.body.message ?? '이미 쓰이고 있는 아이디입니다.' } } : undefined);

function RoleTags({ roles }: { roles: readonly StaffAccountRole[] }) {
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
function CreateDialog({ scope, onClose, onCreated }: { scope: Scope; onClose(): void; onCreated(r: StaffAccountCreated): void }) {
  return (
    <EditDialog
      title="직원 계정 만들기"
      okText="만들기"
      call={adminStaffCreate.use()}
      input={(v: { loginId: string; name: string; roles: StaffAccountRole[] }) => ({ body: { loginId: v.loginId.trim(), name: v.name.trim(), roles: v.roles } })}
      refused={takenId}
      onDone={(r: StaffAccountCreated) => onCreated(r)}
      onClose={onClose}
      initialValues={{ loginId: '', name: '', roles: ROLES[scope].initial }}
    >
      <Form.Item label="아이디" name="loginId" rules={[zodRule(StaffAccountCreate.shape.loginId, (v) => String(v ?? '').trim())]} extra="영문 소문자로 시작하는 5~20자의 영문 소문자와 숫자">
        <Input maxLength={20} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label="이름" name="name" rules={[zodRule(StaffAccountCreate.shape.name)]}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <RolesField scope={scope} />
      <p className="bo-card-note">만들면 처음 비밀번호와 인증 앱 등록 코드를 한 번만 보여 줍니다. 직원은 처음 로그인할 때 자기 비밀번호를 정하고 그 코드로 인증 앱(2단계 인증)을 등록합니다.</p>
    </EditDialog>
  );
}

/** A secret shown once, to copy or read out (the initial password, the enrolment code). */
function OneTimeValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="bo-staff__secret">
      <span className="bo-staff__secret-label">{label}</span>
      <Typography.Paragraph copyable={{ text: value, tooltips: [`${label} 복사`, '복사했습니다'] }} className="bo-staff__password" data-testid={testId}>
        {value}
      </Typography.Paragraph>
    </div>
  );
}

const enrolCodeNote = (expiresAt: string) =>
  `등록 코드는 ${fmtDateTime(expiresAt)}까지 쓸 수 있고, 인증 앱을 등록하면 더는 쓸 수 없습니다. 비밀번호를 아는 사람도 이 코드 없이는 인증 앱을 등록할 수 없습니다.`;

/** The initial password and enrolment code, once: the manager hands them over in person; neither is kept anywhere readable. */
function CreatedDialog({ created, onClose }: { created: StaffAccountCreated; onClose(): void }) {
  return (
    <Modal open title="직원 계정을 만들었습니다" okText="확인했습니다" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }}>
      <p>
        {created.account.name}({created.account.loginId}) 계정의 처음 비밀번호와 인증 앱 등록 코드입니다. <strong>이 창을 닫으면 다시 볼 수 없습니다.</strong> 직원에게 직접 전해
        주세요.
      </p>
      <OneTimeValue label="처음 비밀번호" value={created.initialPassword} testId="initial-password" />
      <OneTimeValue label="인증 앱 등록 코드" value={created.enrolCode} testId="enrol-code" />
      <p className="bo-card-note">
        직원은 /admin/login 에서 이 비밀번호로 로그인하고, 등록 코드를 넣어 인증 앱을 등록합니다. {enrolCodeNote(created.enrolCodeExpiresAt)} 비밀번호는 시민 서비스의 내 정보에서 바꿀 수
        있습니다.
      </p>
    </Modal>
  );
}

/** After an authenticator reset: the new enrolment code, once. */
function ResetDialog({ done, onClose }: { done: StaffTotpResetDone; onClose(): void }) {
  return (
    <Modal open title="인증 앱을 초기화했습니다" okText="확인했습니다" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }}>
      <p>
        {done.account.name}({done.account.loginId}) 계정의 새 인증 앱 등록 코드입니다. <strong>이 창을 닫으면 다시 볼 수 없습니다.</strong> 직원에게 직접 전해 주세요.
      </p>
      <OneTimeValue label="인증 앱 등록 코드" value={done.enrolCode} testId="enrol-code" />
      <p className="bo-card-note">직원은 다음 로그인에서 이 코드를 넣어 인증 앱을 새로 등록합니다. {enrolCodeNote(done.enrolCodeExpiresAt)}</p>
    </Modal>
  );
}

function RolesDialog({ scope, account, onClose }: { scope: Scope; account: StaffAccount; onClose(): void }) {
  return (
    <EditDialog
      title={`${account.name}(${account.loginId}) 역할 바꾸기`}
      okText="저장"
      call={adminStaffRoles.use()}
      input={(v: { roles: StaffAccountRole[] }) => ({ params: { memberId: account.memberId }, body: { roles: v.roles } })}
      refused={(refusal: Refusal) => (refusal.status === 409 ? { fields: { roles: refusal.body.message ?? '이 역할로 바꿀 수 없습니다.' } } : undefined)}
      done={(r: StaffAccount) => `${r.name}(${r.loginId})의 역할을 ${r.roles.map((x) => ADMIN_ROLE_LABELS[x]).join(', ')}(으)로 바꿨습니다.`}
      onClose={onClose}
      initialValues={{ roles: account.roles }}
      formProps={{ scrollToFirstError: false }}
    >
      <RolesField scope={scope} />
    </EditDialog>
  );
}

function Actions({ a, onRoles, onReset }: { a: StaffAccount; onRoles(): void; onReset(done: StaffTotpResetDone): void }) {
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
  if (a.self) return <span className="bo-cell-sub">내 계정 (다른 관리자가 바꿉니다)</span>;
  return (
    <Space wrap size={4}>
      <Button size="small" onClick={onRoles} aria-label={`${who} 역할 바꾸기`}>
        역할
      </Button>
      <Popconfirm
        title="인증 앱을 초기화할까요?"
        description="등록된 인증 앱과 복구 코드를 지우고 로그인 중이면 로그아웃시킵니다. 새 등록 코드를 한 번만 보여 주니, 직원에게 직접 전해 주세요."
        okText="초기화"
        cancelText="취소"
        onConfirm={() => run(`${who}의 인증 앱을 초기화했습니다. 새 등록 코드를 직원에게 전해 주세요.`, reset.mutateAsync({ params: { memberId: a.memberId } }).then(onReset))}
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
 * /admin/staff (직원 계정): the staff accounts of the manager's institution, or the platform accounts
 * for the system administrator; search, state and page
 * in the address; create (the initial password shown once), roles, authenticator reset, disable / enable.
 */
export default function StaffAdmin() {
  const [query, set] = useAddressQuery();
  const { page, pageSize } = pagingOf(query);
  const status = query.status === 'ACTIVE' || query.status === 'DISABLED' ? query.status : 'ALL';
  const list = adminStaffList.use({ query: { q: query.q || undefined, status, page, pageSize } });
  const table = listTableProps(list, query, set, <Nothing>조건에 맞는 직원 계정이 없습니다.</Nothing>);
  const scope: Scope = list.data?.scope ?? 'INSTITUTION';
  const whose = scope === 'PLATFORM' ? '플랫폼' : (list.data?.instName ?? '기관');
  const [dialog, setDialog] = useState<
    { kind: 'create' } | { kind: 'created'; created: StaffAccountCreated } | { kind: 'roles'; account: StaffAccount } | { kind: 'reset'; done: StaffTotpResetDone } | null
  >(null);
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
    { key: 'actions', title: '관리', width: 260, render: (_, a) => <Actions a={a} onRoles={() => setDialog({ kind: 'roles', account: a })} onReset={(done) => setDialog({ kind: 'reset', done })} /> },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        {scope === 'PLATFORM' ? '콘텐츠 편집자, 오픈 API 승인 담당자, 시스템 관리자 같은 플랫폼 계정' : `${whose}의 직원 계정`}입니다. 새 계정은 처음 비밀번호와 인증 앱 등록 코드를 한 번만 보여 주고, 직원은 처음 로그인할 때 그 코드로 인증 앱을 등록합니다. 휴대전화를 잃어버린
        직원은 인증 앱을 초기화해 새 등록 코드를 전해 주세요. 모든 변경은 감사 기록에 남습니다.
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
        <Button type="primary" className="bo-toolbar__new" disabled={!list.data} onClick={() => setDialog({ kind: 'create' })}>
          직원 계정 만들기
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>직원 계정 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<StaffAccount>
          rowKey="memberId"
          caption={<span className="bo-caption">{`${whose} 직원 계정`}</span>}
          columns={columns}
          scroll={{ x: 980 }}
          {...table}
        />
      )}
      {dialog?.kind === 'create' ? <CreateDialog scope={scope} onClose={() => setDialog(null)} onCreated={(created) => setDialog({ kind: 'created', created })} /> : null}
      {dialog?.kind === 'created' ? <CreatedDialog created={dialog.created} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reset' ? <ResetDialog done={dialog.done} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'roles' ? <RolesDialog scope={scope} account={dialog.account} onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}
