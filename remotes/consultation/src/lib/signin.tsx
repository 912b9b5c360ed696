import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { ApplicantGate, SignInChoice, type Applicant, type Gate } from '@portal/blocks/gate';

export { useApplicantGate as useSignInGate } from '@portal/blocks/gate';

/** Not signed in (booking, reservation pages): member login or 비회원 본인확인, both coming back to this page. */
export function SignInPrompt({ what = '상담을 예약하려면' }: { what?: string }) {
  return (
    <SignInChoice
      as="section"
      className="fm-card ds-signin"
      title="로그인이 필요합니다"
      titleId="ds-signin-title"
      footer={
        <p className="fm-hint" style={{ marginTop: 12 }}>
          아직 회원이 아니신가요? <Link to="/join">회원가입</Link>
        </p>
      }
    >
      <p>{what} 회원으로 로그인하시거나, 회원가입 없이 이름과 휴대전화로 본인확인(비회원)을 해 주세요. 로그인을 마치면 이 화면으로 돌아오며, 지금까지 고르신 내용은 그대로 남아 있습니다.</p>
    </SignInChoice>
  );
}

/** Cyber consultation and KCAB: why the applicant must be known (the answer is theirs alone). */
export function CyberSignInPrompt({ what }: { what: string }) {
  return (
    <SignInChoice className="fm-card cy-signin" title="로그인이 필요합니다">
      <p>
        {what} 신청은 본인임을 확인한 뒤 할 수 있습니다. 답변을 본인만 볼 수 있도록 하기 위해서입니다. 회원은 로그인하시고, 회원이 아니시면 휴대전화
        본인확인으로 비회원 신청을 하실 수 있습니다.
      </p>
    </SignInChoice>
  );
}

/** Renders the children for a signed-in person, the booking prompt otherwise. */
export function SignedIn({ gate, what, children }: { gate: Gate; what?: string; children: (applicant: Applicant) => ReactNode }) {
  return (
    <ApplicantGate gate={gate} prompt={<SignInPrompt what={what} />}>
      {children}
    </ApplicantGate>
  );
}
