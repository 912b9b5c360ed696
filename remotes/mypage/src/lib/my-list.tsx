// My list pages (cyber consultations, reservations, Q&A) on the list block: the page frame with its
// heading, the sign-in notice for a 401, '모두 N건', and the rows of an `md-list`.
import type { ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { ButtonLink, PageHeading, errorStatus } from '@portal/ui/form';
import { ListPage, pageParam, type ListAddress, type ListCall, type ListContext, type ListPageProps, type ListResult } from '@portal/blocks/list';
import { filteredAddress, type Filtered, type Filters } from './list-address';

export type { Filtered, Filters } from './list-address';
import { SignInNeeded } from '@portal/blocks/gate';
import { PageNotice } from './PageNotice';

/** A read's 401 (the session ended) answered by the sign-in notice instead of the page; other errors are left to the page. */
export const signInOn401 = (error: unknown): ReactNode => (errorStatus(error) === 401 ? <SignInNeeded heading /> : null);

/** A list with only pages, ten a page, counted '모두 N건'. */
export const PAGED = {
  read: (search: string) => ({ page: pageParam(search) }),
  input: (q: { page: number }) => ({ query: { page: q.page, pageSize: 10 } }),
  count: (data: ListResult) => <strong>모두 {data.total}건</strong>,
};

/**
 * A list page of my page: `ListPage` in the page frame (`data-page`), under its heading (and the
 * notice the page before left in the address state, e.g. '삭제했습니다.'); signed out (401) → only
 * the sign-in notice.
 */
export function MyList<Q extends ListAddress, I, D extends ListResult>({
  page,
  title,
  lead,
  before,
  ...list
}: Omit<ListPageProps<Q, I, D>, 'heading' | 'fallback'> & { page: string; title: string; lead: string; before?: ReactNode }) {
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const heading = (
    <>
      <PageHeading title={title} lead={lead} />
      <PageNotice tone="success" text={typeof notice === 'string' ? notice : null} />
      {before}
    </>
  );
  return (
    <div className="mb-page mb-page--wide md-page" data-page={page}>
      <ListPage {...list} heading={heading} fallback={signInOn401} />
    </div>
  );
}

/** What a list with status tabs asks its call: the tab's value under `K` (status, source), the page and the page size. */
type TabQuery<K extends string, F extends string> = { query: { [P in K]?: F } & { page: number; pageSize: number } };

/**
 * A my-page list with status tabs in its address (`?status=`, the first tab meaning all): the call
 * asked for the tab's value as `filterBy` (default status), the tabs named `tabs`, '<tab> N건', ten
 * a page, and the empty words: `empty.all` unfiltered or `empty.one(<tab>)` on a tab, then
 * `empty.more` and the button to start one. `before` goes above the tabs (a record opened from the address).
 */
export function StatusList<F extends string, D extends ListResult, K extends string = 'status'>({
  call,
  filters,
  filterBy = 'status' as K,
  tabs,
  empty,
  before,
  ...list
}: Omit<ListPageProps<Filtered<F>, TabQuery<K, F>, D>, 'heading' | 'fallback' | 'read' | 'write' | 'input' | 'filters' | 'count' | 'empty' | 'call'> & {
  call: ListCall<TabQuery<NoInfer<K>, NoInfer<F>>, D>;
  page: string;
  title: string;
  lead: string;
  filters: Filters<F>;
  filterBy?: K;
  tabs: string;
  empty: { all: string; one(tab: string): string; more: string; to: string; action: string };
  before?(ctx: ListContext<Filtered<F>>): ReactNode;
}) {
  const { read, write, labelOf } = filteredAddress(filters);
  return (
    <MyList
      {...list}
      call={call}
      read={read}
      write={write}
      input={(q) => ({ query: { [filterBy]: q.status, page: q.page, pageSize: 10 } as TabQuery<K, F>['query'] })}
      filters={(ctx) => (
        <>
          {before?.(ctx)}
          <FilterTabs label={tabs} filters={filters} ctx={ctx} />
        </>
      )}
      count={(data, q) => (
        <strong>
          {labelOf(q.status)} {data.total}건
        </strong>
      )}
      empty={(q) => <NothingYet lines={[q.status === filters[0]!.value ? empty.all : empty.one(labelOf(q.status)), empty.more]} to={empty.to} action={empty.action} />}
    />
  );
}

/** The status tabs as links (`aria-current` on the chosen one), named by `label` ('예약 상태로 거르기'). */
export function FilterTabs<F extends string>({ label, filters, ctx }: { label: string; filters: Filters<F>; ctx: ListContext<Filtered<F>> }) {
  return (
    <nav className="md-filter" aria-label={label}>
      <ul>
        {filters.map((f) => (
          <li key={f.value}>
            <Link to={ctx.hrefOf({ status: f.value } as Partial<Filtered<F>>)} className="md-filter__link" aria-current={f.value === ctx.q.status ? 'true' : undefined}>
              {f.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The words of an empty list (one paragraph each) and the button to the way to start one. */
export function NothingYet({ lines, to, action }: { lines: readonly ReactNode[]; to?: string; action?: string }) {
  return (
    <>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {to ? <ButtonLink to={to}>{action}</ButtonLink> : null}
    </>
  );
}

/** One row of an `md-list`: what kind and its status, the title linking to the record, the meta line, the number. */
export interface Row {
  id: string;
  kind: ReactNode;
  kindClass?: string;
  badge: ReactNode;
  to: string;
  title: ReactNode;
  meta: ReactNode;
  /** The number line instead of '{number} {id}' (e.g. '임시저장' for a record that has none yet). */
  no?: ReactNode;
  /** What the person must do next, emphasised under the meta line. */
  note?: ReactNode;
}

/**
 * An `md-list` of records (`label` names the list), one row an item; `mark` (`data-receipt`) carries
 * each row's id for the tests, `number` ('접수번호') shows it under the row.
 */
export function RecordRows<T>({ label, mark, number, items, row }: { label: string; mark: `data-${string}`; number?: string; items: readonly T[]; row(item: T): Row }) {
  return (
    <ul className="md-list" aria-label={label}>
      {items.map((item) => {
        const { id, no, ...rest } = row(item);
        return <RecordRow key={id} marks={{ [mark]: id }} no={no ?? (number ? `${number} ${id}` : undefined)} {...rest} />;
      })}
    </ul>
  );
}

function RecordRow({ marks, kind, kindClass, badge, to, title, meta, no, note }: Omit<Row, 'id'> & { marks: Record<string, string> }) {
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
      <p className="md-row__meta">{meta}</p>
      {note ? (
        <p className="md-row__note" data-next-action="">
          {note}
        </p>
      ) : null}
      {no ? <p className="md-row__no">{no}</p> : null}
    </li>
  );
}
