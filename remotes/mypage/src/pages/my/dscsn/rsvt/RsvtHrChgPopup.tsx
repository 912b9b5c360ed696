import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { CONSULT_FIELDS, RSVT_METHOD_LABELS, RSVT_NO_PATTERN, RSVT_STATUS_LABELS, type Reservation } from '@portal/contracts/client';
import type { CallBody } from '@portal/contracts/call-types';
import { Spinner } from '@portal/ui';
import { BookingPicker, type BookingChoice } from '@portal/blocks/booking';
import { fullDate } from '@portal/ui/booking';
import { RecordCard } from '@portal/blocks/record';
import { myRsvt } from '../../../../api/myRsvt';
import { myRsvtTimeChange } from '../../../../api/myRsvtTimeChange';
import { ErrorSummary, FormSection, LoadError, Notice, errorStatus, loginHref, type FieldErrors } from '@portal/ui/form';
import { SubmitFailure, useBodyKey, useSend, SubmitActions } from '@portal/blocks/form';

const IDS = { date: 'chg-date', time: 'chg-time' };
const slotEnd = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  const e = h! * 60 + m! + 30;
  return `${String(Math.floor(e / 60)).padStart(2, '0')}:${String(e % 60).padStart(2, '0')}`;
};
const when = (date: string, time: string) => `${fullDate(date)} ${time} ~ ${slotEnd(time)}`;
const detailPath = (rsvtNo: string) => `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${encodeURIComponent(rsvtNo)}`;

/**
 * /my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=… (layout empty): another slot of the same office and method.
 * myRsvtTimeChange takes the new slot and frees the old one in one transaction; 마감 changes nothing.
 */
export default function RsvtHrChgPopup() {
  const { search } = useLocation();
  const raw = new URLSearchParams(search).getAll('rsvtNo');
  const rsvtNo = raw.length === 1 && RSVT_NO_PATTERN.test(raw[0]!.trim()) ? raw[0]!.trim() : null;
  return (
    <div className="mb-page mb-page--wide" data-page="my-rsvt-time-change" style={{ paddingTop: 24 }}>
      <h1 className="mb-page__title">상담 예약 시간 변경</h1>
      {rsvtNo ? (
        <LoadedRsvt rsvtNo={rsvtNo} search={search} />
      ) : (
        <Missing text="어떤 예약의 시간을 바꿀지 알 수 없습니다. 주소에 예약번호(예: R20261221-123456)가 없거나 형식이 맞지 않습니다." />
      )}
    </div>
  );
}

/** myRsvt, read afresh when the popup opens: the change form, or why there is none. */
function LoadedRsvt({ rsvtNo, search }: { rsvtNo: string; search: string }) {
  const q = myRsvt.use({ params: { rsvtNo } });
  if (q.status === 'pending' || !q.isFetchedAfterMount) return <Spinner label="예약 내용을 불러오는 중입니다" />;
  if (q.status === 'error') {
    const s = errorStatus(q.error);
    return (
      s === 404 ? (
        <Missing text="예약을 찾을 수 없습니다. 예약번호가 맞는지, 지금 로그인한 분이 한 예약인지 확인해 주세요." />
      ) : s === 401 ? (
        <Missing text="로그인이 끝났습니다. 다시 로그인한 뒤 시간을 바꿔 주세요." way={{ to: loginHref('/my/dscsn/rsvt/RsvtHrChgPopup', search), label: '로그인' }} />
      ) : (
        <LoadError what="예약 내용을" retry={() => void q.refetch()} />
      )
    );
  }
  return <ChangeForm r={q.data} />;
}

/** Why there is no change form, and the way on (the reservation list, or sign-in: `way`). */
function Missing({ text, way }: { text: string; way?: { to: string; label: string } }) {
  return (
    <div className="fm-notice fm-notice--warning" role="alert" data-rsvt-missing={way ? undefined : ''}>
      <p>{text}</p>
      <p>
        <Link className="btn btn-primary btn-small" to={way?.to ?? '/my/dscsn/rsvt/MyDsctnRsvtList'}>
          {way?.label ?? '나의 상담 예약 보기'}
        </Link>
      </p>
    </div>
  );
}

function ChangeForm({ r }: { r: Reservation }) {
  const navigate = useNavigate();
  const change = myRsvtTimeChange.use();
  const [choice, setChoice] = useState<BookingChoice>({ date: r.date, time: null });
  const [reloadKey, setReloadKey] = useState(0);
  // one key per chosen slot: a double click or a retry after a lost answer changes once
  const key = useBodyKey();
  const send = useSend({
    key,
    check: (c: BookingChoice): FieldErrors => (!c.date ? { date: '바꿀 날짜를 달력에서 골라 주세요.' } : !c.time ? { time: '바꿀 시간을 골라 주세요.' } : {}),
    call: change,
    input: (c) => ({ params: { rsvtNo: r.rsvtNo }, body: { date: c.date!, time: c.time! } as CallBody<'myRsvtTimeChange'> }),
    onDone: (_, c) => navigate(detailPath(r.rsvtNo), { replace: true, state: { notice: `예약 시간을 ${when(c.date!, c.time!)}(으)로 바꿨습니다.` } }),
    refused: ({ status, body }, c) => {
      if (body.code === 'SLOT_FULL') {
        setChoice({ date: c.date, time: null });
        setReloadKey((k) => k + 1);
        return { failure: `${body.message ?? '선택하신 시간은 마감되었습니다.'} 예약은 바뀌지 않았습니다(${when(r.date, r.time)} 그대로). 남은 자리를 새로 불러왔으니 다른 시간을 골라 주세요.` };
      }
      if (body.code === 'NOT_BOOKABLE_DATE') {
        setChoice({ date: null, time: null });
        setReloadKey((k) => k + 1);
        return { failure: `${body.message ?? '고르신 날짜는 예약할 수 없습니다.'} 예약은 바뀌지 않았습니다.` };
      }
      if (body.code === 'DUPLICATE_DAY' || body.code === 'TOO_LATE' || body.code === 'NOT_CHANGEABLE') return { failure: `${body.message ?? '시간을 바꾸지 못했습니다.'} 예약은 바뀌지 않았습니다.` };
      if (status === 401) return { failure: '로그인이 끝났습니다. 다시 로그인한 뒤 시간을 바꿔 주세요. 예약은 바뀌지 않았습니다.' };
      return undefined;
    },
    otherwise: (sentence) => `시간을 바꾸지 못했습니다. ${sentence} 잠시 뒤 다시 눌러 주세요.`,
  });

  if (r.status !== 'BOOKED' || !r.changeable)
    return (
      <>
        <Notice tone="warning" role="status">
          <p>
            {r.status !== 'BOOKED'
              ? `이 예약은 ${RSVT_STATUS_LABELS[r.status]} 상태라 시간을 바꿀 수 없습니다.`
              : '상담 시작 1시간 전이 지나 시간을 바꿀 수 없습니다. 사정이 생기면 사무소로 전화해 주세요.'}
          </p>
        </Notice>
        <div className="fm-actions">
          <Link className="btn btn-primary" to={detailPath(r.rsvtNo)}>
            예약 상세로 돌아가기
          </Link>
        </div>
      </>
    );

  return (
    <form className="fm-form" noValidate onSubmit={(e) => void send.submit(choice, e)} data-time-change="">
      <ErrorSummary errors={send.errors} attempt={send.attempt} idOf={(k) => IDS[k as keyof typeof IDS] ?? k} order={['date', 'time']} />
      <SubmitFailure submit={send} focus />
      <RecordCard id="chg-now" title="지금 예약">
        <dl className="fm-dl">
          <dt>예약번호</dt>
          <dd>{r.rsvtNo}</dd>
          <dt>상담</dt>
          <dd>
            {r.officeName.startsWith(r.instName) ? r.officeName : `${r.instName} ${r.officeName}`} · {RSVT_METHOD_LABELS[r.method]} · {CONSULT_FIELDS[r.field]}
          </dd>
          <dt>날짜와 시간</dt>
          <dd data-current-when="">{when(r.date, r.time)}</dd>
        </dl>
      </RecordCard>
      <FormSection title="바꿀 날짜와 시간" id="chg-new" description="같은 사무소, 같은 상담 방법의 다른 시간으로 바꿉니다. 새 시간을 잡는 순간 지금 시간은 다른 분이 예약할 수 있게 됩니다.">
        <BookingPicker officeId={r.officeId} method={r.method} value={choice} current={{ date: r.date, time: r.time }} reloadKey={reloadKey} ids={IDS} form={send} onChange={setChoice} />
      </FormSection>
      <SubmitActions pending={send.pending} label="이 시간으로 바꾸기" busyLabel="바꾸는 중…">
        <Link className="btn btn-secondary" to={detailPath(r.rsvtNo)}>
          바꾸지 않고 돌아가기
        </Link>
      </SubmitActions>
    </form>
  );
}
