import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of this visit: there is nothing of ours to go back to
  const canGoBack = location.key !== 'default';
  return (
    <button type="button" className="btn btn-secondary" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
      이전 페이지로
    </button>
  );
}

/** The frame of every status page: badge, heading, explanation, and the way home or back. */
function StatusPage({
  id,
  page,
  badge,
  title,
  titleLang,
  status,
  children,
}: {
  id: string;
  page: string;
  badge: ReactNode;
  title: ReactNode;
  titleLang?: string;
  status?: number;
  children: ReactNode;
}) {
  return (
    <section className="status-page" aria-labelledby={id} data-page={page} data-status={status}>
      <p className="status-page__badge">{badge}</p>
      <h1 id={id} className="status-page__title" lang={titleLang}>
        {title}
      </h1>
      {children}
      <div className="status-page__actions">
        <Link className="btn btn-primary" to="/">
          홈으로 가기
        </Link>
        <BackButton />
      </div>
    </section>
  );
}

/** The spec's /ready page as shown: an honest "준비 중" naming the requested page (ReadyPage of @portal/blocks/area names it from the session). */
export function ReadyPageView({ path, name }: { path: string; name?: string }) {
  const title = name || '요청하신 페이지';
  return (
    <StatusPage id="ready-title" page="ready" badge="준비 중" title={`‘${title}’ 페이지는 준비 중입니다`}>
      <p className="status-page__text">
        더 나은 서비스를 위해 이 화면을 만들고 있습니다. 이용에 불편을 드려 죄송합니다.
        <br />
        요청하신 주소: <code>{path}</code>
      </p>
      <p className="status-page__text">
        급한 법률 상담은 대한법률구조공단 <a href="tel:132">국번 없이 132</a>로 전화해 주십시오.
      </p>
    </StatusPage>
  );
}

/** Unmatched routes (spec section 2): 'Page not found'. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <StatusPage id="nf-title" page="not-found" badge="404" title="Page not found" titleLang="en">
      <p className="status-page__text">
        요청하신 페이지를 찾을 수 없습니다. 주소가 정확한지 확인해 주십시오.
        <br />
        요청하신 주소: <code>{path}</code>
      </p>
    </StatusPage>
  );
}

/** The generic error page (spec sections 2, 8). */
export function errorTitle(status: number, statusMessage?: string): string {
  if (status === 404) return 'Page Not Found';
  return statusMessage || 'Internal Server Error';
}

/**
 * `message` replaces the Korean explanation; `detail` is a line shown under it as given (e.g. the
 * spec's 'Page Not Found: {path}' of a failed route validation).
 */
export function ErrorPage({
  status = 500,
  statusMessage,
  message,
  detail,
}: {
  status?: number;
  statusMessage?: string;
  message?: string;
  detail?: string;
}) {
  return (
    <StatusPage id="err-title" page="error" badge={status} title={errorTitle(status, statusMessage)} titleLang="en" status={status}>
      <p className="status-page__text">
        {message || (status === 404 ? '요청하신 페이지를 찾을 수 없습니다. 주소가 정확한지 확인해 주십시오.' : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주십시오.')}
        {detail ? (
          <>
            <br />
            <span lang="en" data-error-detail="">
              {detail}
            </span>
          </>
        ) : null}
      </p>
    </StatusPage>
  );
}

export function Spinner({ label = '불러오는 중입니다' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
