import { Link } from '@portal/router';
import { RSVT_METHOD_LABELS } from '@portal/contracts/client';
import { pageParam, toQuery } from '@portal/blocks/list';
import { RsvtStatusBadge } from '../../../../lib/dscsn/common';
import { MyList, NothingYet, RecordRows, type Row } from '../../../../lib/my-list';
import { fmtSlot, placeName, slotEnd } from '../../../../lib/dscsn/format';
import { myRsvtList } from '../../../../api/myRsvtList';
import type { CallResult } from '@portal/contracts/call-types';
import '../../../../lib/dscsn/dscsn.css';

const FILTERS = [
  { value: 'ALL', label: '전체' },
  { value: 'BOOKED', label: '예약완료' },
  { value: 'DONE', label: '상담완료' },
  { value: 'CANCELLED', label: '취소' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];
const PAGE_SIZE = 10;

/** The list's state in its address: `?status=` (전체 left out) and `&page=`. */
function readQuery(search: string): { status: Filter; page: number } {
  const raw = new URLSearchParams(search).get('status') ?? 'ALL';
  return { status: FILTERS.find((f) => f.value === raw)?.value ?? 'ALL', page: pageParam(search) };
}
const writeQuery = (q: { status: Filter; page: number }) => toQuery({ status: q.status === 'ALL' ? '' : q.status, page: q.page });
const labelOf = (status: Filter) => FILTERS.find((f) => f.value === status)!.label;

type RsvtSummary = CallResult<'myRsvtList'>['items'][number];

/** /my/dscsn/rsvt/MyDsctnRsvtList: my consultation reservations, filtered by status, newest first. */
export default function MyDsctnRsvtList() {
  return (
    <MyList
      page="my-rsvt-list"
      title="상담 예약 내역"
      lead="방문·화상·전화 상담 예약을 확인하고, 시간을 바꾸거나 취소할 수 있습니다."
      read={readQuery}
      write={writeQuery}
      call={myRsvtList}
      input={(q) => ({ query: { status: q.status, page: q.page, pageSize: PAGE_SIZE } })}
      what="예약 내역을"
      filters={({ q, hrefOf }) => (
        <nav className="md-filter" aria-label="예약 상태로 거르기">
          <ul>
            {FILTERS.map((f) => (
              <li key={f.value}>
                <Link to={hrefOf({ status: f.value })} className="md-filter__link" aria-current={f.value === q.status ? 'true' : undefined}>
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      count={(data, q) => (
        <strong>
          {labelOf(q.status)} {data.total}건
        </strong>
      )}
      empty={(q) => (
        <NothingYet
          lines={[q.status === 'ALL' ? '예약한 상담이 없습니다.' : `${labelOf(q.status)} 상태인 예약이 없습니다.`, '방문·화상·전화 상담을 예약해 보세요. 비용은 없습니다.']}
          to="/dscsn/rsvt/DscsnRsvtM"
          action="상담 예약하기"
        />
      )}
      pagination="예약 목록 페이지"
    >
      {(data) => <RecordRows label="예약 목록" mark="data-rsvt" items={data.items} row={rowOf} number="예약번호" />}
    </MyList>
  );
}

function rowOf(r: RsvtSummary): Row {
  return {
    id: r.rsvtNo,
    kind: RSVT_METHOD_LABELS[r.method],
    kindClass: `md-method--${r.method.toLowerCase()}`,
    badge: <RsvtStatusBadge status={r.status} />,
    to: `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${encodeURIComponent(r.rsvtNo)}`,
    title: (
      <>
        {fmtSlot(r.date, r.time)}~{slotEnd(r.time)}
        <span className="sr-only"> {RSVT_METHOD_LABELS[r.method]} 예약 상세</span>
      </>
    ),
    meta: placeName(r.instName, r.officeName),
  };
}
