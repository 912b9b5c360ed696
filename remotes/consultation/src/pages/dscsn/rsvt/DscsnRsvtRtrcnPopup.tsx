import { Link, useNavigate } from '@portal/router';
import { CANCEL_REASON_MAX, RsvtCancel, type Reservation, type RsvtStatus } from '@portal/contracts';
import { httpErrorSentence } from '@portal/http';
import { Notice, TextField, useZodForm } from '@portal/ui/form';
import { SubmitForm, useSubmit, SubmitActions } from '@portal/blocks/form';
import { myRsvtCancel } from '../../../api/myRsvtCancel';
import { instantText, rsvtLinks, statusLabel } from '../../../lib/format';
import { RsvtDetails } from '../../../lib/rsvt-details';
import { RsvtGate, useRsvtNo } from '../../../lib/rsvt-view';

/** Why a booking that is no longer only booked cannot be cancelled (the other states by their name). */
const NOT_CANCELLABLE: Partial<Record<RsvtStatus, string>> = {
  CANCELLED: '이미 취소된 예약입니다.',
  DONE: '이미 끝난 상담이라 취소할 수 없습니다.',
};

/** /dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=… (layout empty): cancel a booking up to 1 hour before it starts. */
export default function CancelPopup() {
  const rsvtNo = useRsvtNo();
  return (
    <div className="mb-page ds-page ds-popup" data-page="dscsn-cancel">
      <h1 className="mb-page__title">상담 예약 취소</h1>
      <RsvtGate rsvtNo={rsvtNo}>{(r) => <CancelForm r={r} />}</RsvtGate>
    </div>
  );
}

function CancelForm({ r }: { r: Reservation }) {
  const navigate = useNavigate();
  const cancel = myRsvtCancel.use();
  const form = useZodForm(RsvtCancel, { reason: '' });
  const links = rsvtLinks(r.rsvtNo);
  const reason = form.values.reason;
  const over = reason.length > CANCEL_REASON_MAX;
  const submit = useSubmit({
    form,
    // the reservation's view and the lists are refreshed by the mutation
    send: (body) => cancel.mutateAsync({ params: { rsvtNo: r.rsvtNo }, body }),
    onDone: () => navigate(links.detail, { replace: true, state: { notice: '예약을 취소했습니다.' } }),
    check: (v) => ({ reason: v.reason.length > CANCEL_REASON_MAX ? `취소 사유는 ${CANCEL_REASON_MAX}자 이하로 적어 주세요. 지금 ${v.reason.length}자입니다.` : undefined }),
    refused: ({ status, body, error }) => {
      if (body.code === 'TOO_LATE') return { failure: `${body.message ?? '상담 시작 1시간 전이 지나 취소할 수 없습니다.'} 사정이 생기면 ${r.officeName}(${r.officePhone})로 전화해 주세요.` };
      if (status === 404) return { failure: '예약을 찾을 수 없습니다. 나의 상담 예약에서 다시 확인해 주세요.' };
      if (status === 400 && body.errors) return undefined;
      return { failure: body.message || `취소하지 못했습니다. ${httpErrorSentence(error)}` };
    },
  });

  if (r.status !== 'BOOKED')
    return (
      <>
        <Notice tone="warning" role="status">
          <p>{NOT_CANCELLABLE[r.status] ?? `${statusLabel(r.status)} 상태의 예약이라 취소할 수 없습니다.`}</p>
        </Notice>
        <RsvtDetails r={r} brief />
        <div className="fm-actions">
          <Link className="btn btn-primary" to={links.detail}>
            예약 상세로 돌아가기
          </Link>
        </div>
      </>
    );

  return (
    <SubmitForm form={form} submit={submit} order={['reason']} failure="elsewhere" data-cancel-form="">
      {submit.failure ? (
        <Notice tone="error" role="alert" focusOnMount>
          <p>{submit.failure}</p>
        </Notice>
      ) : null}
      <section className="fm-card" aria-labelledby="rtrcn-what">
        <h2 id="rtrcn-what">취소할 예약</h2>
        <p className="ds-mono">예약번호 {r.rsvtNo}</p>
        <RsvtDetails r={r} brief />
      </section>
      {r.changeable ? (
        <p className="fm-hint">{instantText(r.changeableUntil)}까지 취소할 수 있습니다. 취소하면 그 시간의 자리는 다른 분이 예약할 수 있게 되고, 되돌릴 수 없습니다.</p>
      ) : (
        <Notice tone="warning">
          <p>상담 시작 1시간 전이 지나 이 화면에서 취소할 수 없습니다. 사정이 생기면 {r.officeName}({r.officePhone})로 전화해 주세요.</p>
        </Notice>
      )}
      <TextField
        {...form.field('reason')}
        label="취소 사유"
        optional
        multiline
        value={reason}
        onValue={(v) => form.set('reason', v)}
        hint={`${reason.length} / ${CANCEL_REASON_MAX}자. 적어 주시면 상담 운영에 참고합니다.`}
        error={form.errors.reason ?? (over ? `${reason.length - CANCEL_REASON_MAX}자를 줄여 주세요.` : undefined)}
      />
      <SubmitActions pending={submit.pending} label="예약 취소하기" busyLabel="취소하는 중…" disabled={!r.changeable}>
        <Link className="btn btn-secondary" to={links.detail}>
          취소하지 않고 돌아가기
        </Link>
      </SubmitActions>
    </SubmitForm>
  );
}
