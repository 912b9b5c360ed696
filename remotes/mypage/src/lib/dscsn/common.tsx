import type { ReactNode } from 'react';
import { useLocation } from '@portal/router';
import { CYBER_STATUS_LABELS, RSVT_STATUS_LABELS, type RsvtStatus } from '@portal/contracts/client';
import { SignInNeeded } from '@portal/blocks/gate';
import { Badge, Spinner, type BadgeTone } from '@portal/ui';
import { ButtonLink, LoadError, PageHeading, errorStatus, type PageState } from '@portal/ui/form';

export type Loaded<T> = { kind: 'found'; data: T } | { kind: 'missing' } | { kind: 'signin' };

/** The single value of a query parameter when it matches, else null (a value given twice is not accepted). */
export function queryValue(search: string, name: string, pattern: RegExp): string | null {
  const all = new URLSearchParams(search).getAll(name);
  if (all.length !== 1) return null;
  const v = all[0]!.trim();
  return pattern.test(v) ? v : null;
}

export function LoadingState({ label }: { label: string }) {
  return <Spinner label={label} />;
}

export { LoadError as ErrorState };

/** Another person's or an unknown number: the same page whatever the reason, with no data. */
export function NotFoundState({ title, text, to, action }: { title: string; text: ReactNode; to: string; action: string }) {
  return (
    <>
      <PageHeading title={title} />
      <div className="fm-notice fm-notice--warning" role="status" data-not-found="">
        <p>{text}</p>
      </div>
      <div className="fm-actions" style={{ marginTop: 24 }}>
        <ButtonLink to={to}>{action}</ButtonLink>
      </div>
    </>
  );
}

/**
 * The states of one record page around its content: loading, load error (with retry), signed out,
 * missing (unknown or another person's: the same words whatever the reason) and found.
 */
/** What the states read of a query result (`call.use(input)`). */
export interface Read<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetchedAfterMount: boolean;
  refetch(): unknown;
}

/** A record read through a query as the states read it: 404/400 → missing, 401 → sign in; read afresh when the page opens. */
export function recordOf<T>(q: Read<T>): PageState<Loaded<T>> {
  const retry = () => void q.refetch();
  if (q.status === 'pending' || !q.isFetchedAfterMount) return { status: 'loading', retry };
  if (q.status === 'success') return { status: 'ready', data: { kind: 'found', data: q.data as T }, retry, setData: () => undefined };
  const status = errorStatus(q.error);
  if (status === 404 || status === 400) return { status: 'ready', data: { kind: 'missing' }, retry, setData: () => undefined };
  if (status === 401) return { status: 'ready', data: { kind: 'signin' }, retry, setData: () => undefined };
  return { status: 'error', error: q.error, retry };
}

type StatesProps<T> = {
  /** Heading of the page while it has no record to show. */
  title: string;
  loading: string;
  /** Object of '… 불러오지 못했습니다', e.g. '예약 내용을'. */
  what: string;
  missing: { title: string; text: string; to: string; action: string };
  children: (data: T) => ReactNode;
};

/** What the not-found page of a record named in the address says: `<number> <value>` (or `이 주소의 <thing>`), then `after`. */
type MissingRecord = { title: string; number: string; thing: string; after: string; to: string; action: string };

/**
 * The states of a record page whose number comes from the address (`?<name>=`, well-formed by
 * `pattern`): `read` is the page's query hook for the number (`(rsvtNo) => myRsvt.use({ params: { rsvtNo } })`);
 * no well-formed number, an unknown one or another person's all get the same not-found page.
 */
export function RecordRead<T>({ name, pattern, read, missing, ...rest }: Omit<StatesProps<T>, 'missing'> & { name: string; pattern: RegExp; read: (value: string) => Read<T>; missing: MissingRecord }) {
  const value = queryValue(useLocation().search, name, pattern);
  const { number, thing, after, ...ways } = missing;
  const states = { ...rest, missing: { ...ways, text: `${value ? `${number} ${value}` : `이 주소의 ${thing}`}${after}` } };
  if (value === null) return <RecordStates record={{ status: 'ready', data: { kind: 'missing' }, retry: () => undefined, setData: () => undefined }} {...states} />;
  return <ReadRecord read={() => read(value)} {...states} />;
}

function ReadRecord<T>({ read, ...rest }: StatesProps<T> & { read: () => Read<T> }) {
  return <RecordStates record={recordOf(read())} {...rest} />;
}

export function RecordStates<T>({
  record,
  title,
  loading,
  what,
  missing,
  children,
}: {
  record: PageState<Loaded<T>>;
  /** Heading of the page while it has no record to show. */
  title: string;
  loading: string;
  /** Object of '… 불러오지 못했습니다', e.g. '예약 내용을'. */
  what: string;
  missing: { title: string; text: string; to: string; action: string };
  children: (data: T) => ReactNode;
}) {
  if (record.status === 'loading') return <LoadingState label={loading} />;
  if (record.status === 'error')
    return (
      <>
        <PageHeading title={title} />
        <LoadError what={what} retry={record.retry} />
      </>
    );
  if (record.data.kind === 'signin') return <SignInNeeded heading />;
  if (record.data.kind === 'missing') return <NotFoundState {...missing} />;
  return <>{children(record.data.data)}</>;
}

const RSVT_TONE: Record<RsvtStatus, BadgeTone> = { BOOKED: 'booked', CHECKED_IN: 'booked', DONE: 'done', NO_SHOW: 'cancelled', CANCELLED: 'cancelled' };
export function RsvtStatusBadge({ status }: { status: RsvtStatus }) {
  return (
    <Badge tone={RSVT_TONE[status]} data-status={status}>
      {RSVT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function CyberStatusBadge({ status }: { status: 'WAITING' | 'ANSWERED' }) {
  return (
    <Badge tone={status === 'ANSWERED' ? 'done' : 'waiting'} data-status={status}>
      {CYBER_STATUS_LABELS[status]}
    </Badge>
  );
}

