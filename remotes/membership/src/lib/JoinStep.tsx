import { useState, type ReactNode } from 'react';
import { PageHeading, StepIndicator } from '@portal/ui/form';
import { JOIN_STEPS, joinState, type JoinState } from './index';
import { StepMissing } from './StepMissing';

interface StepPage {
  page: string;
  title: string;
  lead?: string;
  /** What an earlier step must have left in this browser, and the words and way back when it did not. */
  guard?: { needs: 'type' | 'agreements'; text: string; action: string };
}

/** The pages of the four join steps (after /join, the member type), in the order of JOIN_STEPS. */
const STEP_PAGES: readonly StepPage[] = [
  {
    page: 'join-agreement',
    title: '회원가입: 약관 동의',
    lead: '아래 내용을 읽고 동의해 주세요. (필수) 항목에 모두 동의해야 가입할 수 있습니다.',
    guard: { needs: 'type', text: '회원 유형을 먼저 골라 주세요.', action: '회원 유형 고르기' },
  },
  {
    page: 'join-identify',
    title: '회원가입: 본인 확인',
    lead: '한 사람은 한 계정만 만들 수 있습니다. 본인 명의의 휴대전화로 본인확인을 해 주세요.',
    guard: { needs: 'agreements', text: '약관에 먼저 동의해 주세요. 회원 유형과 약관 동의를 마친 뒤 본인확인을 할 수 있습니다.', action: '약관 동의하러 가기' },
  },
  {
    page: 'join-memberinfo',
    title: '회원가입: 회원정보 입력',
    lead: '(필수) 항목을 모두 입력해 주세요.',
    guard: { needs: 'agreements', text: '약관 동의와 본인확인을 먼저 해 주세요.', action: '약관 동의하러 가기' },
  },
  { page: 'join-complete', title: '회원가입 완료' },
];

const isReady = (needs: 'type' | 'agreements', state: JoinState) =>
  needs === 'type' ? Boolean(state.mbrTypeCd) : Boolean(state.mbrTypeCd && state.agreements?.TERMS && state.agreements.PRIVACY_REQUIRED);

/**
 * A page of the join flow: its heading, where it stands among the four steps and, when an earlier
 * step was not done in this browser, the way back there instead of the content.
 */
export function JoinStep({
  step,
  children,
  after,
}: {
  /** Which of JOIN_STEPS (0 약관 동의 … 3 가입 완료). */
  step: number;
  children: ReactNode;
  /** Shown whether the step is ready or not (a hint at the foot of the page). */
  after?: ReactNode;
}) {
  const [state] = useState(joinState.get);
  const { page, title, lead, guard } = STEP_PAGES[step]!;
  return (
    <div className="mb-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      <StepIndicator steps={JOIN_STEPS} current={step} label="회원가입 단계" />
      {!guard || isReady(guard.needs, state) ? children : <StepMissing text={guard.text} to={guard.needs === 'agreements' && state.mbrTypeCd ? '/join/agreement' : '/join'} action={guard.action} />}
      {after}
    </div>
  );
}
