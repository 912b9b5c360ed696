import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Refusal } from '@portal/blocks/form';
import type { RegistryView } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { adminRegistry } from '../../../api/adminRegistry';
import { adminRegistryDeploy } from '../../../api/adminRegistryDeploy';
import { adminRegistryRollback } from '../../../api/adminRegistryRollback';
import { FormFailure, useStaffSend } from '../../../lib/form';
import { Loading, LoadFailed, Nothing } from '../../../lib/states';
import '../../../lib/ops.css';

type Remote = RegistryView['remotes'][number];
type Published = Remote['published'][number];
type History = Remote['history'][number];

/** What each remote holds, for people who do not know the code names. */
const REMOTE_LABELS: Record<string, string> = {
  consultation: '상담 신청',
  application: '법률구조 신청',
  mypage: '마이페이지',
  search: '통합 검색',
  statute: '법령 정보',
  openapi: '오픈 API',
  membership: '회원',
  center: '고객센터',
  services: '서비스 안내',
  uikit: '화면 구성 견본',
  backoffice: '직원 업무',
};
const remoteLabel = (name: string) => (REMOTE_LABELS[name] ? `${REMOTE_LABELS[name]} (${name})` : name);

/** A change asked for, waiting for its confirmation: which remote, from the version shown live, to which version. */
interface Change {
  action: 'rollback' | 'deploy';
  remote: string;
  from: string | null;
  version: string;
}
interface Changed {
  changed: boolean;
  message: string;
}

const ACTION_LABELS = { rollback: '되돌리기', deploy: '배포' } as const;

/** A 409 (changed meanwhile, nothing earlier), 404 (not in the store) or 503 (locked): the server's Korean sentence, and the list read again. */
function useChangeSend(change: Change | null, onDone: (r: Changed) => void, refetch: () => void) {
  const refused = (refusal: Refusal) => {
    if (refusal.status === 409 || refusal.status === 404) refetch();
    return undefined;
  };
  const input = (c: Change) => ({ params: { remote: c.remote }, body: { version: c.version, from: c.from } });
  const rollback = useStaffSend({ call: adminRegistryRollback.use(), input, onDone, refused });
  const deploy = useStaffSend({ call: adminRegistryDeploy.use(), input, onDone, refused });
  return change?.action === 'deploy' ? deploy : rollback;
}

/** The confirmation naming the remote, the version live now and the version it goes to. */
function ConfirmChange({ change, onClose, onChanged, refetch }: { change: Change; onClose(): void; onChanged(r: Changed): void; refetch(): void }) {
  const send = useChangeSend(
    change,
    (r) => {
      onChanged(r);
      onClose();
    },
    refetch,
  );
  const verb = ACTION_LABELS[change.action];
  return (
    <Modal
      open
      title={`${remoteLabel(change.remote)} ${verb}`}
      okText={`${change.version}(으)로 ${verb}`}
      cancelText="취소"
      okButtonProps={{ danger: change.action === 'rollback', loading: send.pending }}
      onOk={() => void send.submit(change)}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormFailure failure={send.failure} />
      <p>
        <b>{change.remote}</b> 리모트를 지금 버전 <b className="bo-mono">{change.from ?? '(없음)'}</b>에서 <b className="bo-mono">{change.version}</b>(으)로{' '}
        {change.action === 'rollback' ? '되돌립니다' : '배포합니다'}.
      </p>
      <p className="bo-card-note">
        호스트를 다시 빌드하지 않고, 다음 페이지 로드부터 모든 이용자에게 이 버전이 보입니다. 명령줄의 <code>pnpm portal remote:{change.action}</code>과 같은 일을 하며, 배포 기록에 내 아이디가
        남습니다.
      </p>
    </Modal>
  );
}

function PublishedVersions({ remote, ask }: { remote: Remote; ask(c: Change): void }) {
  const columns: TableColumnsType<Published> = [
    {
      key: 'version',
      title: '버전',
      render: (_, p) => (
        <Space size={6} wrap>
          <span className="bo-mono">{p.version}</span>
          {p.live ? <Tag className="bo-ops-tag bo-ops-tag--live">지금 배포 중</Tag> : null}
        </Space>
      ),
    },
    { key: 'publishedAt', title: '빌드 게시 시각', width: 170, render: (_, p) => fmtDateTime(p.publishedAt) },
    {
      key: 'actions',
      title: '처리',
      width: 120,
      render: (_, p) =>
        p.live ? (
          <span className="bo-cell-sub">배포 중</span>
        ) : (
          <Button size="small" onClick={() => ask({ action: 'deploy', remote: remote.name, from: remote.live?.version ?? null, version: p.version })} aria-label={`${remote.name} ${p.version} 배포`}>
            이 버전 배포
          </Button>
        ),
    },
  ];
  return (
    <Table<Published>
      size="small"
      rowKey="version"
      caption={<span className="bo-caption">{remote.name}: 배포 저장소에 보관된 버전 (최신 것부터)</span>}
      columns={columns}
      dataSource={remote.published}
      pagination={false}
      locale={{ emptyText: <Nothing>보관된 버전이 없습니다.</Nothing> }}
      scroll={{ x: 520 }}
    />
  );
}

function DeployHistory({ remote }: { remote: Remote }) {
  const columns: TableColumnsType<History> = [
    { key: 'at', title: '시각', width: 170, render: (_, h) => fmtDateTime(h.at) },
    { key: 'action', title: '구분', width: 90, render: (_, h) => (h.action === 'rollback' ? '되돌리기' : '배포') },
    {
      key: 'version',
      title: '버전',
      render: (_, h) => (
        <span className="bo-mono">
          {h.from ?? '(없음)'} → {h.version}
        </span>
      ),
    },
    { key: 'by', title: '한 사람', width: 130, render: (_, h) => h.by ?? '명령줄' },
  ];
  return (
    <Table<History>
      size="small"
      rowKey={(h) => `${h.at}-${h.version}-${h.action}`}
      caption={<span className="bo-caption">{remote.name}: 배포·되돌리기 기록 (최근 것부터)</span>}
      columns={columns}
      dataSource={remote.history}
      pagination={false}
      locale={{ emptyText: <Nothing>기록이 없습니다.</Nothing> }}
      scroll={{ x: 560 }}
    />
  );
}

/**
 * /admin/ops/registry (화면 배포와 되돌리기, system administrator): every remote with its live version
 * and since when, where a rollback goes; per remote the versions kept in the store (deploy one) and
 * the history. A change is confirmed in a dialog naming remote and versions and sends `from` (the
 * version shown live), so a double click or a second operator never moves a remote twice.
 */
export default function RegistryAdmin() {
  const { message } = App.useApp();
  const registry = adminRegistry.use();
  const [change, setChange] = useState<Change | null>(null);
  const [done, setDone] = useState<Changed | null>(null);
  const [open, setOpen] = useState<readonly string[]>([]);
  const refetch = () => void registry.refetch();
  const changed = (r: Changed) => {
    setDone(r);
    void message.success(r.message);
  };
  const columns: TableColumnsType<Remote> = [
    { key: 'name', title: '리모트', render: (_, r) => remoteLabel(r.name) },
    {
      key: 'live',
      title: '지금 버전 / 배포 시각',
      render: (_, r) =>
        r.live ? (
          <div>
            <div className="bo-mono">{r.live.version}</div>
            <div className="bo-cell-sub">{fmtDateTime(r.live.deployedAt)}부터</div>
          </div>
        ) : (
          <span className="bo-cell-sub">배포된 버전 없음</span>
        ),
    },
    { key: 'rollbackTo', title: '되돌리면', render: (_, r) => (r.rollbackTo ? <span className="bo-mono">{r.rollbackTo}</span> : <span className="bo-cell-sub">되돌릴 버전 없음</span>) },
    { key: 'versions', title: '보관 버전', width: 90, render: (_, r) => `${r.published.length}개` },
    {
      key: 'actions',
      title: '처리',
      width: 200,
      render: (_, r) => (
        <Space size={4} wrap>
          <Button
            size="small"
            danger
            disabled={!r.rollbackTo}
            onClick={() => r.rollbackTo && setChange({ action: 'rollback', remote: r.name, from: r.live?.version ?? null, version: r.rollbackTo })}
            aria-label={`${r.name} 되돌리기`}
          >
            되돌리기
          </Button>
          <Button
            size="small"
            aria-expanded={open.includes(r.name)}
            aria-controls={`bo-registry-${r.name}`}
            onClick={() => setOpen((o) => (o.includes(r.name) ? o.filter((n) => n !== r.name) : [...o, r.name]))}
            aria-label={`${r.name} 버전과 기록 ${open.includes(r.name) ? '접기' : '보기'}`}
          >
            {open.includes(r.name) ? '접기' : '버전·기록'}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        화면 묶음(리모트)마다 이용자에게 보이는 버전을 바꿉니다. 바꾼 버전은 호스트를 다시 빌드하지 않고 다음 페이지 로드부터 적용됩니다. 새 빌드를 게시하는 일은 명령줄(<code>pnpm portal remote:deploy</code>)에서
        합니다.
      </p>
      {done ? <Alert type={done.changed ? 'success' : 'info'} showIcon role="status" message={done.message} closable onClose={() => setDone(null)} /> : null}
      {registry.isError ? (
        <LoadFailed retry={refetch}>배포 현황을 불러오지 못했습니다.</LoadFailed>
      ) : registry.isPending ? (
        <Loading>배포 현황을 불러오고 있습니다.</Loading>
      ) : (
        <Table<Remote>
          rowKey="name"
          caption={<span className="bo-caption">리모트별 배포 현황 (기준 {fmtDateTime(registry.data.updatedAt)})</span>}
          columns={columns}
          dataSource={registry.data.remotes}
          pagination={false}
          loading={{ spinning: registry.isFetching && !registry.isPending, tip: '배포 현황을 불러오고 있습니다.' }}
          locale={{ emptyText: <Nothing>배포 저장소에 리모트가 없습니다.</Nothing> }}
          expandable={{
            expandedRowKeys: open as string[],
            showExpandColumn: false,
            expandedRowRender: (r) => (
              <div id={`bo-registry-${r.name}`} className="bo-ops-detail">
                <PublishedVersions remote={r} ask={setChange} />
                <DeployHistory remote={r} />
              </div>
            ),
          }}
          scroll={{ x: 820 }}
        />
      )}
      {change ? <ConfirmChange change={change} onClose={() => setChange(null)} onChanged={changed} refetch={refetch} /> : null}
    </Space>
  );
}
