import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import type { RsvtMethod } from '@portal/contracts/client';
import { BookingPicker, errorsAfterChoice } from '@portal/blocks/booking';
import { Button, ErrorSummary, FormSection, type FieldErrors } from '@portal/ui/form';
import { STEP_PATHS } from '../../../lib/draft';
import { SignedIn, useSignInGate } from '../../../lib/signin';
import { useDraft, useStepGuard, type StepNotice } from '../../../lib/use-draft';
import { StepFrame } from '../../../lib/StepFrame';

const IDS = { date: 'ps2-date', time: 'ps2-time' };

/** Step 2: the office's calendar (closed days say why) and the day's 30-minute slots with places left. */
export default function Ps2() {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, update] = useDraft();
  const blocked = useStepGuard(1, draft);
  const gate = useSignInGate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  // arriving with a 마감 note from ps4: the calendar and slots load fresh (no cached answer)
  const [reloadKey] = useState(() => ((location.state as StepNotice | null)?.notice ? Date.now() : 0));
  if (blocked || !draft) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: FieldErrors = {};
    if (!draft.date) errs.date = '상담 날짜를 달력에서 골라 주세요.';
    else if (!draft.time) errs.time = '상담 시간을 골라 주세요.';
    setErrors(errs);
    if (Object.keys(errs).length) {
      setAttempt((a) => a + 1);
      return;
    }
    navigate(STEP_PATHS[2]);
  };

  return (
    <StepFrame step={1} draft={draft}>
      <SignedIn gate={gate}>
        {() => (
          <form className="fm-form" noValidate onSubmit={submit} data-ps2="">
            <ErrorSummary errors={errors} attempt={attempt} idOf={(k) => IDS[k as keyof typeof IDS] ?? k} order={['date', 'time']} />
            <FormSection
              title="날짜와 시간"
              id="ps2-when"
              description="내일부터 14일 뒤까지 평일에 예약할 수 있습니다. 주말과 공휴일, 자리가 모두 찬 날은 고를 수 없습니다. 상담은 30분입니다."
            >
              <BookingPicker
                officeId={draft.officeId}
                method={draft.method as RsvtMethod}
                value={{ date: draft.date, time: draft.time }}
                reloadKey={reloadKey}
                dateId={IDS.date}
                timeId={IDS.time}
                errors={errors}
                onChange={(v) => {
                  update({ date: v.date, time: v.time });
                  setErrors((e) => errorsAfterChoice(e, v));
                }}
              />
            </FormSection>
            <div className="fm-actions">
              <Button type="submit">다음: 신청인·상담 내용</Button>
              <Button variant="secondary" onClick={() => navigate(STEP_PATHS[0])}>
                이전: 기관·사무소 선택
              </Button>
            </div>
          </form>
        )}
      </SignedIn>
    </StepFrame>
  );
}
