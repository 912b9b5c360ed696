import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import { CONSULT_FIELDS, maskMobile, type ConsultField, type RsvtMethod } from '@portal/contracts/client';
import { Button, Notice } from '@portal/ui/form';
import { bodyKeySource, useSend } from '@portal/blocks/form';
import type { CallBody } from '@portal/contracts/call-types';
import { dscsnRsvt } from '../../../api/dscsnRsvt';
import { bookingBody, PS3_IDS, STEP_PATHS, writeDraft } from '../../../lib/draft';
import { COMPLETION_PATHS, dateText, methodLabel, mobileText, notifyTarget, slotText } from '../../../lib/format';
import { SignInPrompt } from '../../../lib/signin';
import { useStep, type StepNotice } from '../../../lib/use-draft';
import { StepFrame } from '../../../lib/StepFrame';
import { Term } from '../../../lib/rsvt-details';

/** Which step holds a field the server named (400 errors[].field). */
function stepOfField(field: string): number {
  if (/^(officeId|method)$/.test(field)) return 0;
  if (/^(date|time)$/.test(field)) return 1;
  return 2;
}
const FIELD_NAMES: Record<string, string> = {
  officeId: '사무소',
  method: '상담 방법',
  date: '상담 날짜',
  time: '상담 시간',
  'applicant.name': '이름',
  'applicant.mobileNo': '휴대전화 번호',
  'applicant.email': '전자우편',
  field: '상담 분야',
  summary: '상담 받을 내용',
  consent: '개인정보 수집·이용 동의',
};

/** The draft's body sent under the draft's key; what a refusal means for the steps. */
function useBooking({ update, current }: Pick<ReturnType<typeof useStep>, 'update' | 'current'>, setSignedOut: (v: boolean) => void) {
  const navigate = useNavigate();
  const book = dscsnRsvt.use();
  return useSend({
    key: bodyKeySource({ get: () => current()?.idem ?? null, set: (idem) => update({ idem }) }),
    call: book,
    input: (body: ReturnType<typeof bookingBody>) => ({ body: body as CallBody<'dscsnRsvt'> }),
    onDone: (r) => {
      // the draft is done: a back button or a reload of ps4 cannot send it again
      writeDraft(null);
      navigate(`${COMPLETION_PATHS[r.method]}?rsvtNo=${encodeURIComponent(r.rsvtNo)}`, { replace: true });
    },
    fieldOf: (f) => f.replace(/^body\./, ''),
    refused: ({ status, body }) => {
      if (status === 401) {
        setSignedOut(true);
        return 'handled';
      }
      if (body.code === 'SLOT_FULL' || body.code === 'NOT_BOOKABLE_DATE') {
        // back to ps2 without re-rendering this step (its guard would see the cleared time first)
        const d = current()!;
        writeDraft(body.code === 'SLOT_FULL' ? { ...d, time: null } : { ...d, date: null, time: null });
        const notice =
          body.code === 'SLOT_FULL'
            ? `${body.message ?? '선택하신 시간은 마감되었습니다.'} 남은 자리를 새로 불러왔습니다.`
            : (body.message ?? '고르신 날짜는 예약할 수 없습니다. 다른 날짜를 골라 주세요.');
        navigate(STEP_PATHS[1], { state: { notice, tone: 'error' } satisfies StepNotice });
        return 'handled';
      }
      if (body.code === 'DUPLICATE_DAY')
        return {
          failure: (
            <>
              {body.message ?? '같은 기관에 같은 날 이미 예약하신 상담이 있습니다.'} 다른 날짜를 고르시거나, 이미 한 예약을{' '}
              <Link to="/my/dscsn/rsvt/MyDsctnRsvtList">나의 상담 예약</Link>에서 확인해 주세요.
            </>
          ),
          fields: { date: '다른 날짜를 골라 주세요.' },
        };
      return undefined;
    },
    fieldsFailure: ({ body }) => body.message ?? '입력 내용을 확인해 주세요.',
    mismatch: '신청 내용이 바뀌었습니다. 내용을 확인하시고 예약하기를 한 번 더 눌러 주세요.',
    otherwise: (sentence) => `예약하지 못했습니다. ${sentence} 잠시 뒤 예약하기를 다시 눌러 주세요. 같은 신청이 두 번 예약되지는 않습니다.`,
  });
}

/** Step 4: everything chosen, with 수정 links per section, and 예약하기 (dscsnRsvt). */
export default function Ps4() {
  const navigate = useNavigate();
  const step = useStep(3);
  const { draft, blocked, gate } = step;
  const [signedOut, setSignedOut] = useState(false);
  const booking = useBooking(step, setSignedOut);
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (booking.failure) problemRef.current?.focus();
  }, [booking.failure]);
  if (blocked || !draft) return null;
  const items = Object.entries(booking.errors);

  const edit = (step: number, label: string) => (
    <Link className="btn btn-tertiary btn-small" to={STEP_PATHS[step]}>
      {label} 수정<span className="sr-only">하기</span>
    </Link>
  );

  return (
    <StepFrame step={3} draft={draft} gate={gate}>
      {(applicant) =>
        signedOut ? (
          <SignInPrompt what="로그인이 끝나 예약하지 못했습니다. 예약하려면" />
        ) : (
          <div className="ds-review" data-ps4="">
            {booking.failure ? (
              <div className="fm-summary" role="alert" tabIndex={-1} ref={problemRef} aria-labelledby="ps4-problem-title" data-error-summary="">
                <h2 className="fm-summary__title" id="ps4-problem-title">
                  예약하지 못했습니다
                </h2>
                <p style={{ margin: 0 }}>{booking.failure}</p>
                {items.length ? (
                  <ul>
                    {items.map(([field, message]) => (
                      <li key={field}>
                        <Link to={STEP_PATHS[stepOfField(field)]} state={{ focus: PS3_IDS[field] }}>
                          {FIELD_NAMES[field] ? `${FIELD_NAMES[field]}: ` : ''}
                          {message}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <section className="fm-card" aria-labelledby="ps4-where">
              <div className="ds-card-head">
                <h2 id="ps4-where">상담 방법과 기관</h2>
                {edit(0, '기관·사무소')}
              </div>
              <dl className="fm-dl">
                <dt>상담 방법</dt>
                <dd>{methodLabel(draft.method)}</dd>
                <dt>기관</dt>
                <dd>{draft.instName}</dd>
                <dt>사무소</dt>
                <dd>{draft.officeName}</dd>
                <Term term="주소">{draft.officeAddress}</Term>
                <Term term="전화">{draft.officePhone}</Term>
              </dl>
            </section>
            <section className="fm-card" aria-labelledby="ps4-when">
              <div className="ds-card-head">
                <h2 id="ps4-when">날짜와 시간</h2>
                {edit(1, '날짜·시간')}
              </div>
              <p className="ds-when" data-review-when="">
                {dateText(draft.date!)} {slotText(draft.time!)}
              </p>
            </section>
            <section className="fm-card" aria-labelledby="ps4-who">
              <div className="ds-card-head">
                <h2 id="ps4-who">신청인과 상담 내용</h2>
                {edit(2, '신청인·상담 내용')}
              </div>
              <dl className="fm-dl">
                <dt>이름</dt>
                <dd>{draft.applicant.name}</dd>
                <dt>휴대전화</dt>
                <dd>{mobileText(draft.applicant.mobileNo)}</dd>
                <dt>전자우편</dt>
                <dd>{draft.applicant.email || '적지 않음'}</dd>
                <dt>상담 분야</dt>
                <dd>{CONSULT_FIELDS[draft.field as ConsultField]}</dd>
                <dt>상담 받을 내용</dt>
                <dd className="ds-pre">{draft.summary}</dd>
                <dt>개인정보 동의</dt>
                <dd>동의함</dd>
              </dl>
            </section>
            <Notice tone="info">
              <p>
                예약하기를 누르면 {methodLabel(draft.method as RsvtMethod)} 예약이 확정됩니다. {notifyTarget(applicant.mobileNo ? maskMobile(applicant.mobileNo) : null)} 예약은 상담 시작 1시간 전까지 나의 상담
                예약에서 취소하거나 시간을 바꿀 수 있습니다.
              </p>
            </Notice>
            <div className="fm-actions">
              <Button busy={booking.pending} busyLabel="예약하는 중…" onClick={() => void booking.submit(bookingBody(draft))} data-submit-booking="">
                예약하기
              </Button>
              <Button variant="secondary" onClick={() => navigate(STEP_PATHS[2])} disabled={booking.pending}>
                이전: 신청인·상담 내용
              </Button>
            </div>
          </div>
        )
      }
    </StepFrame>
  );
}
