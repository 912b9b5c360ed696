import { Link, useLocation } from '@portal/router';
import { RSVT_METHOD_LABELS } from '@portal/contracts/client';
import { ButtonLink } from '@portal/ui/form';
import { Pagination, pageFromQuery } from '@portal/ui/pagination';
import { RsvtStatusBadge } from '../../../../lib/dscsn/common';
import { EmptyList, MyListPage, RecordRow, ResultCount } from '../../../../lib/my-list';
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
  const filters = (
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
  );
  return (
    <MyListPage read={read} page="my-rsvt-list" title="상담 예약 내역" lead="방문·화상·전화 상담 예약을 확인하고, 시간을 바꾸거나 취소할 수 있습니다." loading="예약 내역을 불러오는 중입니다" what="예약 내역을" before={filters}>
      {(data) => (
        <>
          <ResultCount>
            {FILTERS.find((f) => f.value === status)!.label} {data.total}건
          </ResultCount>
          {data.items.length === 0 ? (
            <EmptyList>
              <p>{status === 'ALL' ? '예약한 상담이 없습니다.' : `${FILTERS.find((f) => f.value === status)!.label} 상태인 예약이 없습니다.`}</p>
              <p>방문·화상·전화 상담을 예약해 보세요. 비용은 없습니다.</p>
              <ButtonLink to="/dscsn/rsvt/DscsnRsvtM">상담 예약하기</ButtonLink>
            </EmptyList>
          ) : (
            <ul className="md-list" aria-label="예약 목록">
              {data.items.map((r) => (
                <RecordRow
                  key={r.rsvtNo}
                  marks={{ 'data-rsvt': r.rsvtNo }}
                  kind={RSVT_METHOD_LABELS[r.method]}
                  kindClass={`md-method--${r.method.toLowerCase()}`}
                  badge={<RsvtStatusBadge status={r.status} />}
                  to={viewHref(r.rsvtNo)}
                  title={<>{fmtSlot(r.date, r.time)}~{slotEnd(r.time)}<span className="sr-only"> {RSVT_METHOD_LABELS[r.method]} 예약 상세</span></>}
                  no={`예약번호 ${r.rsvtNo}`}
                >
                  {placeName(r.instName, r.officeName)}
                </RecordRow>
              ))}
            </ul>
          )}
          <Pagination page={data.page} total={data.total} pageSize={data.pageSize} label="예약 목록 페이지" hrefFor={(p) => href(status, p)} />
        </>
      )}
    </MyListPage>
  );
}
