import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import type { Applicant, Gate } from '@portal/blocks/gate';
import { Button, ErrorSummary, Notice, StepIndicator, type FieldErrors } from '@portal/ui/form';
import { STEP_PATHS, STEP_TITLES, type BookingDraft } from './draft';
import { methodLabel } from './format';
import { SignedIn } from './signin';
import type { StepForm as StepFormState, StepNotice } from './use-draft';

/**
 * Heading, KRDS step indicator, the note another step left, what is being booked so far, and the
 * step itself for a signed-in person (the sign-in prompt otherwise).
 */
export function StepFrame({ step, draft, gate, children }: { step: number; draft: BookingDraft | null; gate: Gate; children: (applicant: Applicant) => ReactNode }) {
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
      <SignedIn gate={gate}>{children}</SignedIn>
    </div>
  );
}

/** A step's form: the error summary on top (`ids`: field → element id), 다음 and, after the first step, 이전 below. */
export function StepForm({
  step,
  form,
  check,
  ids,
  order,
  children,
}: {
  step: number;
  form: StepFormState;
  /** What is missing before the next step: field → message. */
  check(): FieldErrors;
  ids: Record<string, string>;
  order: string[];
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <form
      className="fm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.next(check());
      }}
      {...{ [`data-ps${step + 1}`]: '' }}
    >
      <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={(k) => ids[k] ?? k} order={order} />
      {children}
      <div className="fm-actions">
        <Button type="submit">다음: {STEP_TITLES[step + 1]}</Button>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => navigate(STEP_PATHS[step - 1]!)}>
            이전: {STEP_TITLES[step - 1]}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
