import type { ReactNode } from 'react';
import { useLocation } from '@portal/router';
import { Notice, StepIndicator } from '@portal/ui/form';
import { STEP_TITLES, type BookingDraft } from './draft';
import { methodLabel } from './format';
import type { StepNotice } from './use-draft';

/** Heading, KRDS step indicator, the note another step left, and what is being booked so far. */
export function StepFrame({ step, draft, children }: { step: number; draft: BookingDraft | null; children: ReactNode }) {
  const location = useLocation();
  const state = (location.state ?? {}) as StepNotice;
  // the office name usually starts with the institution's ('대한법률구조공단 서울중앙지부'): say it once
  const office = draft?.officeName ?? '';
  const inst = draft?.instName && !office.startsWith(draft.instName) ? draft.instName : '';
  const chosen = [draft?.method ? methodLabel(draft.method) : '', inst, office].filter(Boolean);
  return (
    <div className="mb-page mb-page--wide ds-page" data-page={`dscsn-ps${step + 1}`}>
      <h1 className="mb-page__title">
        상담 예약 {step + 1}단계: {STEP_TITLES[step]}
      </h1>
      <StepIndicator steps={[...STEP_TITLES]} current={step} label="상담 예약 단계" />
      {state.notice ? (
        <div className="ds-gap">
          <Notice tone={state.tone ?? 'warning'} role="alert">
            <p>{state.notice}</p>
          </Notice>
        </div>
      ) : null}
      {chosen.length && step > 0 ? (
        <p className="ds-chosen" data-chosen="">
          <span className="sr-only">지금까지 고른 내용: </span>
          {chosen.join(' · ')}
        </p>
      ) : null}
      {children}
    </div>
  );
}
