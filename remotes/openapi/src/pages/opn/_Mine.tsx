import { useState } from 'react';
import type { CallResult } from '@portal/contracts/call-types';
import { OPENAPI_REISSUE_GRACE_HOURS } from '@portal/contracts/client';
import { Chart } from '@portal/ui/chart';
import { fmtDateTime } from '@portal/ui/format';
import { Button, ButtonLink, Notice, errorBody, errorStatus } from '@portal/ui/form';
import { Empty, QueryGate } from '@portal/blocks/list';
import { SubmitFailure, useSend } from '@portal/blocks/form';
import { opnMyApplications, type MyApplication } from '../../api/opnMyApplications';
import { opnReissue } from '../../api/opnReissue';
import { opnRevoke } from '../../api/opnRevoke';
import { rememberKey } from '../../lib/key-memory';
import { Badge, DocTable, UsePlan, IssuedKey, KEY_STATE_LABELS, STATUS_LABELS, n, kindLabel } from '../../lib/parts';
import { SignInNeeded } from '@portal/blocks/gate';

/** My applications, newest first (a 401 → the sign-in notice). */
export function MyApplications() {
  const query = opnMyApplications.use();
  return (
    <QueryGate query={query} what="나의 오픈 API 신청을" fallback={refusal}>
      {(data) =>
        data.items.length === 0 ? (
          <Empty>
            <p>아직 신청한 오픈 API 서비스키가 없습니다.</p>
            <p>개발계정을 신청하면 바로 서비스키를 받아 호출해 볼 수 있습니다.</p>
            <ButtonLink to="/opn/OpnApiEdit">활용 신청하기</ButtonLink>
          </Empty>
        ) : (
          <>
            <p className="ls-count" data-result-count="">
              모두 <strong>{data.items.length}</strong>건
            </p>
            {data.items.map((app) => (
              <Application key={app.applicationId} app={app} />
            ))}
            <div className="oa-actions">
              <ButtonLink to="/opn/OpnApiEdit" variant="secondary">
                새로 신청하기
              </ButtonLink>
            </div>
          </>
        )
      }
    </QueryGate>
  );
}

/** 401: the sign-in notice; 403 (a verified guest: members only): the server's sentence; anything else: the gate's error with 다시 시도. */
function refusal(e: Error) {
  const status = errorStatus(e);
  if (status === 401) return <SignInNeeded />;
  if (status === 403)
    return (
      <Notice tone="info" role="status">
        <p>{errorBody(e).message ?? '오픈 API는 회원만 신청할 수 있습니다. 회원으로 로그인해 주십시오.'}</p>
      </Notice>
    );
  return null;
}

type Reissued = CallResult<'opnReissue'>;

/** Asks again in the project's dialog (취소 focused); true when the member confirmed. */
async function confirmed(options: { title: string; text: string; footnote: string; confirm: string }) {
  const { confirmFirst } = await import('@portal/ui/dialog');
  return confirmFirst({ title: options.title, text: options.text, footnote: options.footnote, textAlign: 'left', confirmButtonText: options.confirm });
}

function Application({ app }: { app: MyApplication }) {
  const id = app.applicationId;
  const titleId = `oa-app-${id}`;
  const [issued, setIssued] = useState<Reissued | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const reissue = useSend({
    call: opnReissue.use(),
    input: () => ({ params: { applicationId: id } }),
    onDone: (result: Reissued) => {
      rememberKey(result.key, `${kindLabel(result.application.useKind)} · ${result.application.systemName}`);
      setSaid(null);
      setIssued(result);
    },
  });
  const revoke = useSend({
    call: opnRevoke.use(),
    input: () => ({ params: { applicationId: id } }),
    onDone: () => {
      setIssued(null);
      setSaid('폐기했습니다. 이 신청의 모든 서비스키가 바로 멈췄습니다.');
    },
  });
  const askReissue = async () => {
    const yes = await confirmed({
      title: '서비스키 재발급',
      text: `${app.systemName}의 새 서비스키를 발급합니다. 지금 쓰는 키는 ${OPENAPI_REISSUE_GRACE_HOURS}시간 뒤에 멈춥니다.`,
      footnote: '새 키는 발급하는 화면에서 한 번만 보여 드립니다. 그 사이에 시스템의 키를 바꿔 주십시오.',
      confirm: '재발급',
    });
    if (yes) await reissue.submit(undefined);
  };
  const askRevoke = async () => {
    const yes = await confirmed({
      title: '서비스키 폐기',
      text: `${app.systemName}의 신청을 폐기하면 이 신청의 모든 서비스키가 바로 멈추고 되살릴 수 없습니다.`,
      footnote: '다시 쓰려면 새로 신청해야 합니다. 폐기할까요?',
      confirm: '폐기',
    });
    if (yes) await revoke.submit(undefined);
  };
  const canReissue = app.status === 'APPROVED' || app.status === 'PENDING';
  const canRevoke = app.status !== 'REVOKED';
  return (
    <section className="oa-app" aria-labelledby={titleId} data-application={id} data-status={app.status}>
      <div className="oa-app__head">
        <h2 id={titleId}>{app.systemName}</h2>
        <Badge state={app.useKind}>{kindLabel(app.useKind)}</Badge>
        <Badge state={app.status}>{STATUS_LABELS[app.status]}</Badge>
      </div>
      {said ? (
        <Notice tone="success" role="status" focusOnMount>
          <p data-app-notice="">{said}</p>
        </Notice>
      ) : null}
      <SubmitFailure submit={reissue} focus />
      <SubmitFailure submit={revoke} focus />
      {issued ? (
        <IssuedKey
          apiKey={issued.key}
          title="새 서비스키를 발급했습니다"
          next={
            <>
              <ButtonLink to="/opn/OpnApiView?api=institutions">콘솔에서 호출해 보기</ButtonLink>
              <Button variant="secondary" onClick={() => setIssued(null)}>
                키를 보관했습니다 (닫기)
              </Button>
            </>
          }
        >
          <p>이전 키는 {OPENAPI_REISSUE_GRACE_HOURS}시간 뒤 멈춥니다. 그 전에 시스템의 키를 새 키로 바꿔 주십시오.</p>
        </IssuedKey>
      ) : null}
      <StatusNote app={app} />
      <dl className="fm-dl" data-app-facts="">
        <dt>신청 번호</dt>
        <dd>{id}</dd>
        <dt>신청일</dt>
        <dd>{fmtDateTime(app.createdAt)}</dd>
        {app.decidedAt ? (
          <>
            <dt>{app.status === 'REJECTED' ? '반려일' : '승인일'}</dt>
            <dd>{fmtDateTime(app.decidedAt)}</dd>
          </>
        ) : null}
        <dt>하루 호출 한도</dt>
        <dd data-daily-limit={app.dailyLimit}>API마다 {n(app.dailyLimit)}건{app.status === 'PENDING' ? ' (승인되면 정해집니다)' : ''}</dd>
        <UsePlan app={app} />
      </dl>
      <h3>서비스키</h3>
      <DocTable
        caption={`${app.systemName}의 서비스키: 앞뒤 일부, 상태, 발급일, 만료일`}
        head={['서비스키', '상태', '발급일', '만료(멈춤)']}
        rows={app.keys.map((k) => [
          <code key="h">{k.hint}</code>,
          <Badge key="s" state={k.state}>
            {KEY_STATE_LABELS[k.state]}
          </Badge>,
          fmtDateTime(k.issuedAt),
          fmtDateTime(k.revokedAt ?? k.expiresAt),
        ])}
        mark="app-keys"
      />
      <Usage app={app} />
      {canReissue || canRevoke ? (
        <div className="oa-actions">
          {canReissue ? (
            <Button variant="secondary" busy={reissue.pending} onClick={() => void askReissue()} data-reissue="">
              재발급
            </Button>
          ) : null}
          {canRevoke ? (
            <Button variant="tertiary" busy={revoke.pending} onClick={() => void askRevoke()} data-revoke="">
              폐기
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function StatusNote({ app }: { app: MyApplication }) {
  if (app.status === 'PENDING')
    return (
      <Notice tone="info">
        <p>승인 담당자가 심사하고 있습니다. 그동안 이 신청의 키는 결과 코드 20으로 거절되며, 승인되면 같은 키가 바로 쓰입니다.</p>
      </Notice>
    );
  if (app.status === 'REJECTED')
    return (
      <Notice tone="warning">
        <p data-reject-reason="">반려 사유: {app.rejectReason ?? '-'}</p>
        <p>사유를 고쳐 새로 신청할 수 있습니다.</p>
      </Notice>
    );
  if (app.status === 'REVOKED')
    return (
      <Notice tone="info">
        <p>폐기한 신청입니다. 이 신청의 키는 더 이상 쓰이지 않습니다.</p>
      </Notice>
    );
  return null;
}

/** '2026-11-29' → '11월 29일'. */
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;

/** The calls of the last 30 days (every API together) as a bar chart, the same numbers in the table under it. */
function Usage({ app }: { app: MyApplication }) {
  const total = app.usage.reduce((s, u) => s + u.calls, 0);
  const today = app.usage[app.usage.length - 1]?.calls ?? 0;
  return (
    <div className="oa-usage" data-usage="">
      <h3>최근 30일 사용량</h3>
      <dl className="oa-figures">
        <div>
          <dt>오늘</dt>
          <dd data-usage-today="">{n(today)}건</dd>
        </div>
        <div>
          <dt>30일 합계</dt>
          <dd data-usage-total="">{n(total)}건</dd>
        </div>
      </dl>
      {total === 0 ? (
        <p className="fm-hint" data-usage-empty="">
          최근 30일 동안 호출이 없습니다. API 설명 화면의 시험 호출(콘솔)로 불러 볼 수 있습니다.
        </p>
      ) : (
        <Chart
          type="bar"
          title={`${app.systemName} 일별 호출 수 (모든 API 합계)`}
          description="한국 시간 기준 날짜별로 받아들인 호출 수입니다. 한도를 넘어 거절된 호출은 세지 않습니다."
          labels={app.usage.map((u) => dayLabel(u.date))}
          series={[{ label: '호출 수', data: app.usage.map((u) => u.calls) }]}
          unit="건"
          height={220}
        />
      )}
    </div>
  );
}
