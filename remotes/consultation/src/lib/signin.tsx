import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import { errorStatus, safeReturnUrl } from '@portal/ui/form';
import { api, type ApplicantPrefill } from './api';

export type Gate = { status: 'loading' } | { status: 'out' } | { status: 'error'; retry(): void } | { status: 'in'; applicant: ApplicantPrefill };

/**
 * Who may book: the server's answer to GET /api/dscsn/applicant (a member or a verified guest; 401
 * otherwise). It asks again when the header's sign-in state changes (login, logout, session end).
 */
export function useSignInGate(): Gate {
  const authenticated = useSession((s) => s.auth.authenticated);
  const [tries, setTries] = useState(0);
  const [gate, setGate] = useState<Gate>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.applicant().then(
      (applicant) => live && setGate({ status: 'in', applicant }),
      (e: unknown) => live && setGate(errorStatus(e) === 401 ? { status: 'out' } : { status: 'error', retry: () => setTries((t) => t + 1) }),
    );
    return () => {
      live = false;
    };
  }, [authenticated, tries]);
  return gate;
}

export function loginLinks(returnUrl: string) {
  const r = encodeURIComponent(safeReturnUrl(returnUrl));
  return { member: `/login?returnUrl=${r}`, guest: `/login/gst/agreement?returnUrl=${r}` };
}

/** Not signed in: member login or 비회원 본인확인, both coming back to this page. */
export function SignInPrompt({ what = '상담을 예약하려면' }: { what?: string }) {
  const { pathname, search } = useLocation();
  const links = loginLinks(pathname + search);
  return (
    <section className="fm-card ds-signin" aria-labelledby="ds-signin-title" data-signin-prompt="">
      <h2 id="ds-signin-title">로그인이 필요합니다</h2>
      <p>{what} 회원으로 로그인하시거나, 회원가입 없이 이름과 휴대전화로 본인확인(비회원)을 해 주세요. 로그인을 마치면 이 화면으로 돌아오며, 지금까지 고르신 내용은 그대로 남아 있습니다.</p>
      <div className="fm-actions">
        <Link className="btn btn-primary" to={links.member}>
          회원 로그인
        </Link>
        <Link className="btn btn-secondary" to={links.guest}>
          비회원 본인확인
        </Link>
      </div>
      <p className="fm-hint" style={{ marginTop: 12 }}>
        아직 회원이 아니신가요? <Link to="/join">회원가입</Link>
      </p>
    </section>
  );
}

/** Renders the children for a signed-in person, the prompt otherwise. */
export function SignedIn({ gate, what, children }: { gate: Gate; what?: string; children: (applicant: ApplicantPrefill) => ReactNode }) {
  if (gate.status === 'loading') return <Spinner label="로그인 상태를 확인하는 중입니다" />;
  if (gate.status === 'out') return <SignInPrompt what={what} />;
  if (gate.status === 'error')
    return (
      <div className="fm-notice fm-notice--error" role="alert" data-load-error="">
        <p>로그인 상태를 확인하지 못했습니다. 잠시 뒤 다시 시도해 주세요.</p>
        <p>
          <button type="button" className="btn btn-secondary btn-small" onClick={gate.retry}>
            다시 시도
          </button>
        </p>
      </div>
    );
  return <>{children(gate.applicant)}</>;
}
