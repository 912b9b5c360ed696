import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from '@portal/router';
import { Spinner } from '@portal/ui';
import { useSession } from '@portal/session';
import { aiGuard } from './rules';
import { useNavState } from './nav-state';
import { isAuthKnown, subscribeAuthKnown } from './startup';

export function useAuthKnown(): boolean {
  return useSyncExternalStore(subscribeAuthKnown, isAuthKnown, isAuthKnown);
}

/**
 * /ai… only for signed-in visitors (spec sections 2 and 6): while the start-up login status is not
 * in, nothing of the page shows (and a signed-in visitor is not sent away); once known, an anonymous
 * visitor is replaced to '/'. Reacts to logout too (auth changes → redirect).
 */
export function AiGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const known = useAuthKnown();
  const authenticated = useSession((s) => s.auth.authenticated === true);
  const verdict = aiGuard(pathname, known, authenticated);
  if (verdict === 'redirect') return <Navigate to="/" replace />;
  if (verdict === 'wait') return <Pending label="로그인 상태를 확인하고 있습니다" />;
  return <>{children}</>;
}

export function Pending({ label }: { label: string }) {
  return (
    <div data-nav-pending="">
      <Spinner label={label} />
    </div>
  );
}

/** Shown instead of the page while an external redirect (route rule EXTERNAL) is announced. */
export function ExternalNotice({ location, message }: { location: string; message: string }) {
  return (
    <section className="status-page" aria-labelledby="external-title" data-page="external-redirect">
      <p className="status-page__badge">외부 누리집</p>
      <h1 id="external-title" className="status-page__title">
        다른 기관 누리집으로 이동합니다
      </h1>
      <p className="status-page__text" role="alert">
        {message}
      </p>
      <div className="status-page__actions">
        <a className="btn btn-primary" href={location} rel="noopener">
          지금 이동하기
        </a>
      </div>
    </section>
  );
}

/**
 * The content of a route after the navigation checks: the leaving notice of an external rule, or
 * (for unmatched paths, `holdForRule`) a short wait until the route rule has answered so an alias
 * such as /dscsn never flashes 'Page not found'.
 */
export function RuleGate({ pathname, holdForRule, children }: { pathname: string; holdForRule?: boolean; children: ReactNode }) {
  const nav = useNavState(pathname);
  if (nav.external) return <ExternalNotice location={nav.external.location} message={nav.external.message} />;
  if (holdForRule && nav.rulePending) return <Pending label="페이지를 확인하고 있습니다" />;
  return <>{children}</>;
}
