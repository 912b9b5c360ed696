import { RSVT_METHOD_LABELS, RSVT_STATUS_LABELS, RSVT_STATUSES } from '@portal/contracts/client';
import { RsvtStatusBadge } from '../../../../lib/dscsn/common';
import { RecordRows, StatusList, type Row } from '../../../../lib/my-list';
import { fmtSlot, placeName, slotEnd } from '../../../../lib/dscsn/format';
import { myRsvtList } from '../../../../api/myRsvtList';
import type { CallResult } from '@portal/contracts/call-types';
import '../../../../lib/dscsn/dscsn.css';

/** 전체, then each reservation status by the name the contract gives it. */
const FILTERS = [{ value: 'ALL', label: '전체' }, ...RSVT_STATUSES.map((s) => ({ value: s, label: RSVT_STATUS_LABELS[s] }))] as const;

type RsvtSummary = CallResult<'myRsvtList'>['items'][number];

/** /my/dscsn/rsvt/MyDsctnRsvtList: my consultation reservations, filtered by status, newest first. */
export default function MyDsctnRsvtList() {
  return (
    <StatusList
      page="my-rsvt-list"
      title="상담 예약 내역"
      lead="방문·화상·전화 상담 예약을 확인하고, 시간을 바꾸거나 취소할 수 있습니다."
      filters={FILTERS}
      tabs="예약 상태로 거르기"
      call={myRsvtList}
      what="예약 내역을"
      empty={{
        all: '예약한 상담이 없습니다.',
        one: (tab) => `${tab} 상태인 예약이 없습니다.`,
        more: '방문·화상·전화 상담을 예약해 보세요. 비용은 없습니다.',
        to: '/dscsn/rsvt/DscsnRsvtM',
        action: '상담 예약하기',
      }}
      pagination="예약 목록 페이지"
    >
      {(data) => <RecordRows label="예약 목록" mark="data-rsvt" items={data.items} row={rowOf} number="예약번호" />}
    </StatusList>
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
