import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import type { ApplyStep } from '@portal/contracts/client';

/** The frame of the finder and one-stop pages (`data-page` names it for tests and styles). */
export function ServicePage({ page, title, lead, children }: { page: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-page mb-page--wide sv-page" data-page={page}>
      <h1 className="mb-page__title">{title}</h1>
      {lead ? <p className="mb-page__lead">{lead}</p> : null}
      {children}
    </div>
  );
}

/**
 * A service's real next step: a portal page (booking, cyber consultation, e-application), the
 * leaving page that announces the institution's site (a route rule: notice, then a full page load),
 * or a telephone number.
 */
export function ApplyLink({ apply, what }: { apply: ApplyStep; what: string }) {
  if (apply.kind === 'PHONE')
    return (
      <a className="btn btn-primary" href={apply.href} data-apply={apply.kind}>
        {apply.label}
      </a>
    );
  return (
    <span>
      <Link className="btn btn-primary" to={apply.href} data-apply={apply.kind} aria-label={`${what}: ${apply.label}${apply.external ? ' (기관 누리집으로 이동)' : ''}`}>
        {apply.label}
      </Link>
      {apply.external ? <span className="sv-external">기관 누리집으로 이동합니다: {apply.external}</span> : null}
    </span>
  );
}
