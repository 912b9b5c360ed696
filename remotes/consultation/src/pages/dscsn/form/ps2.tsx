import { useState } from 'react';
import { useLocation } from '@portal/router';
import type { RsvtMethod } from '@portal/contracts/client';
import { BookingPicker } from '@portal/blocks/booking';
import { FormSection, type FieldErrors } from '@portal/ui/form';
import { useStep, useStepForm, type StepNotice } from '../../../lib/use-draft';
import { StepForm, StepFrame } from '../../../lib/StepFrame';

const IDS = { date: 'ps2-date', time: 'ps2-time' };

/** Step 2: the office's calendar (closed days say why) and the day's 30-minute slots with places left. */
export default function Ps2() {
  const location = useLocation();
  const { draft, update, blocked, gate } = useStep(1);
  const form = useStepForm(1);
  // arriving with a 마감 note from ps4: the calendar and slots load fresh (no cached answer)
  const [reloadKey] = useState(() => ((location.state as StepNotice | null)?.notice ? Date.now() : 0));
  if (blocked || !draft) return null;

  const check = (): FieldErrors => {
    if (!draft.date) return { date: '상담 날짜를 달력에서 골라 주세요.' };
    if (!draft.time) return { time: '상담 시간을 골라 주세요.' };
    return {};
  };

  return (
    <StepFrame step={1} draft={draft} gate={gate}>
      {() => (
        <StepForm step={1} form={form} check={check} ids={IDS} order={['date', 'time']}>
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
              ids={IDS}
              form={form}
              onChange={(v) => update({ date: v.date, time: v.time })}
            />
          </FormSection>
        </StepForm>
      )}
    </StepFrame>
  );
}
