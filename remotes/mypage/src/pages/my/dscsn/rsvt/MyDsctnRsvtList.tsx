import { Link, useLocation } from '@portal/router';
import { RSVT_METHOD_LABELS } from '@portal/contracts/client';
import { ButtonLink, PageHeading } from '@portal/ui/form';
import { Pagination, pageFromQuery } from '@portal/ui/pagination';
import { ErrorState, LoadingState, RsvtStatusBadge, SignInNeeded, listOf } from '../../../../lib/dscsn/common';
import { fmtSlot, placeName, slotEnd } from '../../../../lib/dscsn/format';
import { myRsvtList } from '../../../../api/myRsvtList';
import '../../../../lib/dscsn/dscsn.css';

const FILTERS = [
  { value: 'ALL', label: '전체' },
  { value: 'BOOKED', label: '예약완료' },
  { value: 'DONE', label: '상담완료' },
  { value: 'CANCELLED', label: '취소' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];
const PAGE_SIZE = 10;
const PATH = '/my/dscsn/rsvt/MyDsctnRsvtList';

function href(status: Filter, page: number): string {
  const q = new URLSearchParams();
  if (status !== 'ALL') q.set('status', status);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
}

const viewHref = (rsvtNo: string) => `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${encodeURIComponent(rsvtNo)}`;

/** /my/dscsn/rsvt/MyDsctnRsvtList: my consultation reservations, filtered by status, newest first. */
export default function MyDsctnRsvtList() {
  const { search } = useLocation();
  const q = new URLSearchParams(search);
  const raw = q.get('status') ?? 'ALL';
  const status: Filter = (FILTERS.some((f) => f.value === raw) ? raw : 'ALL') as Filter;
  const page = pageFromQuery(q.get('page'));
  const read = myRsvtList.use({ query: { status, page, pageSize: PAGE_SIZE } });
  const state = listOf(read);
  const retry = () => void read.refetch();

  if (state.status === 'ready' && state.data === null)
    return (
      <div className="mb-page mb-page--wide" data-page="my-rsvt-list">
        <SignInNeeded />
      </div>
    );

  return (
    <div className="mb-page mb-page--wide md-page" data-page="my-rsvt-list">
      <PageHeading title="상담 예약 내역" lead="방문·화상·전화 상담 예약을 확인하고, 시간을 바꾸거나 취소할 수 있습니다." />
      <nav className="md-filter" aria-label="예약 상태로 거르기">
        <ul>
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link to={href(f.value, 1)} className="md-filter__link" aria-current={f.value === status ? 'true' : undefined}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {state.status === 'loading' ? <LoadingState label="예약 내역을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <ErrorState what="예약 내역을" retry={retry} /> : null}
      {state.status === 'ready' && state.data ? (
        <>
          <p className="md-count" role="status" data-result-count="">
            {FILTERS.find((f) => f.value === status)!.label} {state.data.total}건
          </p>
          {state.data.items.length === 0 ? (
            <div className="md-empty" data-empty="">
              <p>{status === 'ALL' ? '예약한 상담이 없습니다.' : `${FILTERS.find((f) => f.value === status)!.label} 상태인 예약이 없습니다.`}</p>
              <p>방문·화상·전화 상담을 예약해 보세요. 비용은 없습니다.</p>
              <ButtonLink to="/dscsn/rsvt/DscsnRsvtM">상담 예약하기</ButtonLink>
            </div>
          ) : (
            <ul className="md-list" aria-label="예약 목록">
              {state.data.items.map((r) => (
                <li key={r.rsvtNo} className="md-row" data-rsvt={r.rsvtNo}>
                  <div className="md-row__top">
                    <span className={`md-method md-method--${r.method.toLowerCase()}`}>{RSVT_METHOD_LABELS[r.method]}</span>
                    <RsvtStatusBadge status={r.status} />
                  </div>
                  <p className="md-row__title">
                    <Link to={viewHref(r.rsvtNo)} className="md-row__link">
                      {fmtSlot(r.date, r.time)}~{slotEnd(r.time)}
                      <span className="sr-only">
                        {' '}
                        {RSVT_METHOD_LABELS[r.method]} 예약 상세
                      </span>
                    </Link>
                  </p>
                  <p className="md-row__meta">
                    {placeName(r.instName, r.officeName)}
                  </p>
                  <p className="md-row__no">예약번호 {r.rsvtNo}</p>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={state.data.page} total={state.data.total} pageSize={state.data.pageSize} label="예약 목록 페이지" hrefFor={(p) => href(status, p)} />
        </>
      ) : null}
    </div>
  );
}
