import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/router';
import { CANCEL_REASON_MAX, type Reservation } from '@portal/contracts/client';
import { httpErrorSentence } from '@portal/http';
import { Button, ErrorSummary, Notice, TextField, errorBody, errorStatus, serverFieldErrors, type FieldErrors } from '@portal/ui/form';
import { myRsvtCancel } from '../../../api/myRsvtCancel';
import { instantText, rsvtLinks } from '../../../lib/format';
import { RsvtDetails } from '../../../lib/rsvt-details';
import { RsvtGate, useRsvtNo } from '../../../lib/rsvt-view';

const REASON_ID = 'rtrcn-reason';

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
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const links = rsvtLinks(r.rsvtNo);
  const over = reason.length > CANCEL_REASON_MAX;

  if (r.status !== 'BOOKED')
    return (
      <>
        <Notice tone="warning" role="status">
          <p>{r.status === 'CANCELLED' ? '이미 취소된 예약입니다.' : '이미 끝난 상담이라 취소할 수 없습니다.'}</p>
        </Notice>
        <RsvtDetails r={r} brief />
        <div className="fm-actions">
          <Link className="btn btn-primary" to={links.detail}>
            예약 상세로 돌아가기
          </Link>
        </div>
      </>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current) return;
    if (over) {
      setErrors({ reason: `취소 사유는 ${CANCEL_REASON_MAX}자 이하로 적어 주세요. 지금 ${reason.length}자입니다.` });
      setAttempt((a) => a + 1);
      return;
    }
    pending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      // the reservation's view and the lists are refreshed by the mutation
      await cancel.mutateAsync({ params: { rsvtNo: r.rsvtNo }, body: { reason: reason.trim() } });
      navigate(links.detail, { replace: true, state: { notice: '예약을 취소했습니다.' } });
    } catch (err) {
      const fields = serverFieldErrors(err);
      const b = errorBody<{ message?: string; code?: string }>(err);
      if (fields) {
        setErrors(fields);
        setAttempt((a) => a + 1);
      } else if (b.code === 'TOO_LATE')
        setFailure(`${b.message ?? '상담 시작 1시간 전이 지나 취소할 수 없습니다.'} 사정이 생기면 ${r.officeName}(${r.officePhone})로 전화해 주세요.`);
      else if (errorStatus(err) === 404) setFailure('예약을 찾을 수 없습니다. 나의 상담 예약에서 다시 확인해 주세요.');
      else setFailure(b.message || `취소하지 못했습니다. ${httpErrorSentence(err)}`);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="fm-form" noValidate onSubmit={(e) => void submit(e)} data-cancel-form="">
      <ErrorSummary errors={errors} attempt={attempt} idOf={() => REASON_ID} />
      {failure ? (
        <Notice tone="error" role="alert" focusOnMount>
          <p>{failure}</p>
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
        id={REASON_ID}
        label="취소 사유"
        optional
        multiline
        value={reason}
        onValue={(v) => {
          setReason(v);
          if (errors.reason) setErrors({});
        }}
        hint={`${reason.length} / ${CANCEL_REASON_MAX}자. 적어 주시면 상담 운영에 참고합니다.`}
        error={errors.reason ?? (over ? `${reason.length - CANCEL_REASON_MAX}자를 줄여 주세요.` : undefined)}
      />
      <div className="fm-actions">
        <Button type="submit" busy={busy} busyLabel="취소하는 중…" disabled={!r.changeable}>
          예약 취소하기
        </Button>
        <Link className="btn btn-secondary" to={links.detail}>
          취소하지 않고 돌아가기
        </Link>
      </div>
    </form>
  );
}
