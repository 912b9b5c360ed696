import { useState, type ReactNode } from 'react';
import { PageHeading, StepIndicator } from '@portal/ui/form';
import { JOIN_STEPS, joinState } from './index';
import { StepMissing } from './StepMissing';

/**
 * A page of the join flow: its heading, where it stands among the four steps and, when an earlier
 * step was not done in this browser (`needs`), the way back there instead of the content.
 */
export function JoinStep({
  page,
  title,
  lead,
  step,
  needs,
  missing,
  children,
  after,
}: {
  page: string;
  title: string;
  lead?: string;
  step: number;
  /** 'type': the member type; 'agreements': the type and the required agreements. */
  needs?: 'type' | 'agreements';
  missing?: { text: string; action: string };
  children: ReactNode;
  /** Shown whether the step is ready or not (a hint at the foot of the page). */
  after?: ReactNode;
}) {
  const [state] = useState(joinState.get);
  const ready =
    needs === 'type' ? Boolean(state.mbrTypeCd) : needs === 'agreements' ? Boolean(state.mbrTypeCd && state.agreements?.TERMS && state.agreements.PRIVACY_REQUIRED) : true;
  return (
    <div className="mb-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      <StepIndicator steps={JOIN_STEPS} current={step} label="회원가입 단계" />
      {ready || !missing ? children : <StepMissing text={missing.text} to={needs === 'agreements' && state.mbrTypeCd ? '/join/agreement' : '/join'} action={missing.action} />}
      {after}
    </div>
  );
}
