import { Link } from '@portal/router';
import { DECIDED_STATUSES, ElrcptWithdraw, REASON_MAX, type Application } from '@portal/contracts';
import { Notice, TextField, useZodForm } from '@portal/ui/form';
import { SubmitActions, SubmitForm, useSubmit } from '@portal/blocks/form';
import { elrcptWithdraw } from '../../api/elrcptWithdraw';
import { AplyGate } from '../../lib/AplyGate';
import '../../lib/elrcpt.css';

/** /elrcpt/ElrcptRtrcnPopup?aplyNo=… (layout empty): withdraw an application with a reason while it is not decided. */
export default function RtrcnPopup() {
  return (
    <div className="mb-page el-page el-popup" data-page="elrcpt-withdraw">
      <h1 className="mb-page__title">전자접수 신청 취하</h1>
      <AplyGate what="신청을 취하하려면">{(a) => <Withdraw a={a} />}</AplyGate>
    </div>
  );
}

function Back({ a }: { a: Application }) {
  return (
    <div className="fm-actions">
      <Link className="btn btn-primary" to={`/my/elrcpt/MypElrcptView?aplyNo=${encodeURIComponent(a.aplyNo)}`}>
        신청 내용으로 돌아가기
      </Link>
    </div>
  );
}

function Withdraw({ a }: { a: Application }) {
  const withdraw = elrcptWithdraw.use();
  const form = useZodForm(ElrcptWithdraw, { reason: '' });
  const submit = useSubmit({
    form,
    call: withdraw,
    input: (body) => ({ params: { aplyNo: a.aplyNo }, body }),
    // the refreshed application (invalidated by the mutation) shows the new state below
    onDone: () => undefined,
    refused: ({ status, body }) => {
      if (body.code === 'NOT_ALLOWED') return { failure: body.message ?? '이미 결정된 신청은 취하할 수 없습니다.' };
      if (status === 404) return { failure: '신청서를 찾을 수 없습니다.' };
      return undefined;
    },
  });
  if (a.status === 'WITHDRAWN')
    return (
      <>
        <Notice tone="success" role="status" focusOnMount>
          <p data-withdrawn="">
            신청을 취하했습니다. 진행 상태: <strong>{a.statusLabel}</strong>
            {a.withdrawal ? ` (사유: ${a.withdrawal.reason})` : ''}
          </p>
        </Notice>
        <Back a={a} />
      </>
    );
  if (a.status === 'DRAFT' || DECIDED_STATUSES.includes(a.status))
    return (
      <>
        <Notice tone="warning" role="status">
          <p>{a.status === 'DRAFT' ? '아직 신청하지 않은 임시저장 신청서라 취하할 것이 없습니다.' : `이미 ${a.statusLabel}된 신청이라 취하할 수 없습니다.`}</p>
        </Notice>
        <Back a={a} />
      </>
    );
  const reason = form.values.reason;
  return (
    <SubmitForm form={form} submit={submit} order={['reason']} data-withdraw-form="">
      <section className="fm-card" aria-labelledby="el-w-what">
        <h2 id="el-w-what">취하할 신청</h2>
        <dl className="fm-dl">
          <dt>접수번호</dt>
          <dd className="el-mono">{a.receiptNo ?? a.aplyNo}</dd>
          <dt>기관·신청서</dt>
          <dd>
            {a.instName} · {a.title}
          </dd>
          <dt>진행 상태</dt>
          <dd>{a.statusLabel}</dd>
        </dl>
      </section>
      <p className="fm-hint">취하하면 심사가 멈추고 되돌릴 수 없습니다. 다시 도움이 필요하면 새로 신청해 주세요.</p>
      <TextField {...form.field('reason')} label="취하 사유" required multiline value={reason} onValue={(v) => form.set('reason', v)} hint={`${reason.length} / ${REASON_MAX}자`} />
      <SubmitActions pending={submit.pending} label="신청 취하하기" busyLabel="취하하는 중…" data-withdraw="">
        <Link className="btn btn-secondary" to={`/my/elrcpt/MypElrcptView?aplyNo=${encodeURIComponent(a.aplyNo)}`}>
          취하하지 않고 돌아가기
        </Link>
      </SubmitActions>
    </SubmitForm>
  );
}
