import { Link, useLocation } from '@portal/router';
import { http } from '@portal/http';
import { ButtonLink, Notice, errorStatus, usePageState, type PageState } from '@portal/ui/form';

/** GET /api/dscsn/applicant (the contract exports only the schema of it, not the type). */
export interface ApplicantPrefill {
  name: string;
  mobileNo: string;
  email: string;
  mbrTypeCd: string;
}

export type ApplicantState = PageState<ApplicantPrefill | null>;

/** GET /api/dscsn/applicant: the signed-in member or verified guest; null when not signed in (401). */
export function useApplicant(): ApplicantState {
  return usePageState(async () => {
    try {
      const { data } = await http.get<ApplicantPrefill>('/api/dscsn/applicant');
      return data;
    } catch (e) {
      if (errorStatus(e) === 401) return null;
      throw e;
    }
  });
}

export const isGuest = (a: ApplicantPrefill) => a.mbrTypeCd === '09';

/** Not signed in: member login or 비회원 본인확인, both coming back here (returnUrl). */
export function SignInPrompt({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  return (
    <div className="fm-card cy-signin" data-signin-prompt="">
      <h2>로그인이 필요합니다</h2>
      <p>
        {what} 신청은 본인임을 확인한 뒤 할 수 있습니다. 답변을 본인만 볼 수 있도록 하기 위해서입니다. 회원은 로그인하시고, 회원이 아니시면 휴대전화
        본인확인으로 비회원 신청을 하실 수 있습니다.
      </p>
      <div className="fm-actions">
        <ButtonLink to={`/login?returnUrl=${back}`}>회원 로그인</ButtonLink>
        <ButtonLink to={`/login/gst/agreement?returnUrl=${back}`} variant="secondary">
          비회원 본인확인
        </ButtonLink>
      </div>
    </div>
  );
}

/** Shown while a signed-in visitor's session ended during the form (a 401 on submit). */
export function SessionEndedNotice() {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  return (
    <Notice tone="error" role="alert">
      <p>로그인 시간이 끝나 신청을 보내지 못했습니다. 작성하신 내용은 이 화면에 임시 저장되어 있습니다.</p>
      <p>
        <Link to={`/login?returnUrl=${back}`}>다시 로그인하기</Link>{' '}
        뒤 같은 화면에서 다시 제출해 주세요.
      </p>
    </Notice>
  );
}
