import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import type { CallResult } from '@portal/contracts/call-types';
import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui';
import { LoadError, Notice, PageHeading, errorStatus, loginHref, safeReturnUrl } from '@portal/ui/form';
import { dscsnApplicant } from './api/dscsnApplicant';

/** Who applies: the dscsnApplicant call (name, mobile, e-mail, member type). */
export type Applicant = CallResult<'dscsnApplicant'>;

/** The gate's answer: still asking, nobody (401), the question failed (retry), or the applicant. */
export type Gate = { status: 'loading' } | { status: 'out' } | { status: 'error'; retry(): void } | { status: 'in'; applicant: Applicant };

/** A verified guest (비회원 본인확인), not a member. */
export const isGuest = (a: Applicant) => a.mbrTypeCd === '09';

/**
 * Who is applying: the answer of the dscsnApplicant call (a member or a verified guest;
 * 401 = nobody). Only an answer fetched after the page opened counts, and it asks again when the
 * header's sign-in state changes (login, logout, session end).
 */
export function useApplicantGate(): Gate {
  const authenticated = useSession((s) => s.auth.authenticated);
  const q = dscsnApplicant.use();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void q.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again when the sign-in state changes; the query object is new on every render
  }, [authenticated]);
  if (q.status === 'pending' || !q.isFetchedAfterMount) return { status: 'loading' };
  if (q.status === 'error') return errorStatus(q.error) === 401 ? { status: 'out' } : { status: 'error', retry: () => void q.refetch() };
  return { status: 'in', applicant: q.data };
}

/** Where to sign in and come back: member login or 비회원 본인확인 (guest verification), both returning to `returnUrl`. */
export function signInLinks(returnUrl: string) {
  const r = encodeURIComponent(safeReturnUrl(returnUrl));
  return { member: `/login?returnUrl=${r}`, guest: `/login/gst/agreement?returnUrl=${r}` };
}

/** The two ways in (회원 로그인, 비회원 본인확인) back to this address, with the page's own words around them. */
export function SignInChoice({
  as: Tag = 'div',
  className,
  title,
  titleId,
  children,
  footer,
}: {
  as?: 'div' | 'section';
  className: string;
  /** The heading (h2), if the choice has one. */
  title?: ReactNode;
  titleId?: string;
  /** Why a sign-in is needed (the page's words). */
  children: ReactNode;
  /** Below the buttons (e.g. the way to 회원가입). */
  footer?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const links = signInLinks(pathname + search);
  return (
    <Tag className={className} aria-labelledby={Tag === 'section' ? titleId : undefined} data-signin-prompt="">
      {title ? <h2 id={titleId}>{title}</h2> : null}
      {children}
      <div className="fm-actions">
        <Link className="btn btn-primary" to={links.member}>
          회원 로그인
        </Link>
        <Link className="btn btn-secondary" to={links.guest}>
          비회원 본인확인
        </Link>
      </div>
      {footer}
    </Tag>
  );
}

/**
 * The gate around a form for an applicant: a spinner while asking, the error with 다시 시도, the
 * page's sign-in choice (`prompt`) when nobody is signed in, else the form with the applicant.
 */
export function ApplicantGate({
  gate,
  prompt,
  what,
  children,
}: {
  gate: Gate;
  prompt: ReactNode;
  /** The page's words for the wait and the failure ('로그인 정보를' → '로그인 정보를 불러오는 중입니다'); default: 로그인 상태를 확인하는 중입니다. */
  what?: string;
  children: (applicant: Applicant) => ReactNode;
}) {
  if (gate.status === 'loading') return <Spinner label={what ? `${what} 불러오는 중입니다` : '로그인 상태를 확인하는 중입니다'} />;
  if (gate.status === 'out') return <>{prompt}</>;
  if (gate.status === 'error' && what) return <LoadError what={what} retry={gate.retry} />;
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

/**
 * A member read answered 401 (the session ended on this page, or nobody signed in): the way to sign
 * in and come back to the same address. `heading` when the notice is the whole page.
 */
export function SignInNeeded({ heading = false }: { heading?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {heading ? <PageHeading title="로그인이 필요합니다" /> : null}
      <Notice tone="info" role="status">
        <p data-signin-needed="">
          로그인 시간이 끝났거나 로그인하지 않았습니다. <Link to={loginHref(pathname, search)}>로그인</Link>한 뒤 다시
          보아 주십시오.
        </p>
      </Notice>
    </>
  );
}
