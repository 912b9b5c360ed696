// The frame of my list pages (cyber consultations, reservations, Q&A): signed out, loading, error,
// the count, the empty state and one row of the list.
import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { ErrorState, LoadingState, SignInNeeded, listOf, type Read } from './dscsn/common';

/**
 * `<div className="mb-page mb-page--wide md-page" data-page={page}>` with the heading, `before` (e.g. filters),
 * then loading / error (with retry) / `children(data)`; signed out (data null) → only the sign-in notice.
 */
export function MyListPage<T>({
  page,
  read,
  title,
  lead,
  loading,
  what,
  before,
  children,
}: {
  page: string;
  /** The list's query result (`call.use(input)`): 401 → signed out. */
  read: Read<T>;
  title: string;
  lead: string;
  loading: string;
  /** Object of '… 불러오지 못했습니다', e.g. '예약 내역을'. */
  what: string;
  before?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const state = listOf(read);
  const retry = () => void read.refetch();
  if (state.status === 'ready' && state.data === null)
    return (
      <div className="mb-page mb-page--wide" data-page={page}>
        <SignInNeeded />
      </div>
    );
  return (
    <div className="mb-page mb-page--wide md-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      {before}
      {state.status === 'loading' ? <LoadingState label={loading} /> : null}
      {state.status === 'error' ? <ErrorState what={what} retry={retry} /> : null}
      {state.status === 'ready' && state.data ? <>{children(state.data)}</> : null}
    </div>
  );
}

/** '모두 N건' and the like, announced when it changes. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className="md-count" role="status" data-result-count="">
      {children}
    </p>
  );
}

/** The words (and action) of a list with nothing in it. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="md-empty" data-empty="">
      {children}
    </div>
  );
}

type DataMarks = { [mark: `data-${string}`]: string };

/** One row of an `md-list`: what kind and its status, the title linking to the record, the meta line (`children`), the number. */
export function RecordRow({ marks, kind, kindClass, badge, to, title, no, children }: { marks: DataMarks; kind: ReactNode; kindClass?: string; badge: ReactNode; to: string; title: ReactNode; no?: string; children: ReactNode }) {
  return (
    <li className="md-row" {...marks}>
      <div className="md-row__top">
        <span className={kindClass ? `md-method ${kindClass}` : 'md-method'}>{kind}</span>
        {badge}
      </div>
      <p className="md-row__title">
        <Link to={to} className="md-row__link">
          {title}
        </Link>
      </p>
      <p className="md-row__meta">{children}</p>
      {no ? <p className="md-row__no">{no}</p> : null}
    </li>
  );
}
