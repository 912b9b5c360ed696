import { Link } from '@portal/router';
import { RSVT_METHOD_LABELS, type Reservation } from '@portal/contracts/client';
import { Button, ButtonLink, Notice, PageHeading } from '@portal/ui/form';
import { fmtDate, fmtSlot, placeName, slotEnd } from '../../../../lib/dscsn/format';
import { RsvtRecord } from '../../../../lib/dscsn/rsvt-record';
import '../../../../lib/dscsn/dscsn.css';

/**
 * /my/dscsn/rsvt/MyPageNmbrView?rsvtNo=…: the day's check-in ticket (번호표) of a visit. The server
 * gives ticketNo only on the day of a booked visit; on other days the page says when it appears.
 */
export default function MyPageNmbrView() {
  return (
    <div className="mb-page md-page" data-page="my-rsvt-ticket">
      <RsvtRecord title="상담 번호표" loading="번호표를 불러오는 중입니다" what="번호표를" tail="본인이 예약한 방문상담의 번호표만 볼 수 있습니다.">
        {(r) => <Ticket r={r} />}
      </RsvtRecord>
    </div>
  );
}

function Ticket({ r }: { r: Reservation }) {
  const detail = `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${encodeURIComponent(r.rsvtNo)}`;
  let note: string | null = null;
  if (r.method !== 'VISIT') note = `번호표는 방문상담에만 있습니다. 이 예약은 ${RSVT_METHOD_LABELS[r.method]}입니다.`;
  else if (r.status === 'CANCELLED') note = '취소한 예약이라 번호표가 없습니다.';
  else if (r.status === 'DONE') note = '상담을 마친 예약입니다.';
  else if (r.status === 'NO_SHOW') note = '예약한 시간에 오지 않아 미방문으로 처리된 예약입니다. 새로 예약해 주세요.';
  else if (!r.ticketNo) note = `번호표는 상담 당일인 ${fmtDate(r.date)} 0시부터 이 화면에서 볼 수 있습니다. 그날 사무소에 도착하면 이 화면을 보여 주세요.`;

  if (note)
    return (
      <>
        <PageHeading title="상담 번호표" />
        <Notice tone="info" role="status">
          <p data-ticket-note="">{note}</p>
        </Notice>
        <dl className="fm-dl md-ticket-brief">
          <dt>예약번호</dt>
          <dd>{r.rsvtNo}</dd>
          <dt>상담 일시</dt>
          <dd>
            {fmtSlot(r.date, r.time)}~{slotEnd(r.time)}
          </dd>
          <dt>사무소</dt>
          <dd>{placeName(r.instName, r.officeName)}</dd>
        </dl>
        <div className="fm-actions" style={{ marginTop: 24 }}>
          <ButtonLink to={detail} variant="secondary">
            예약 상세로
          </ButtonLink>
        </div>
      </>
    );

  return (
    <>
      <PageHeading title="오늘의 상담 번호표" lead="사무소 안내 창구에 이 화면을 보여 주시거나 번호를 말씀해 주세요." />
      <section className="md-ticket" aria-labelledby="md-ticket-label" data-ticket="">
        <p className="md-ticket__inst">{placeName(r.instName, r.officeName)}</p>
        <h2 id="md-ticket-label" className="md-ticket__label">
          번호표
        </h2>
        <p className="md-ticket__no" data-ticket-no="">
          {r.ticketNo}
        </p>
        <dl className="md-ticket__dl">
          <dt>예약번호</dt>
          <dd data-ticket-rsvt="">{r.rsvtNo}</dd>
          <dt>상담 시간</dt>
          <dd>
            {fmtSlot(r.date, r.time)}~{slotEnd(r.time)}
          </dd>
          <dt>신청인</dt>
          <dd>{r.applicantName}</dd>
          <dt>주소</dt>
          <dd>{r.officeAddress}</dd>
        </dl>
      </section>
      <p className="fm-hint">상담 시간 10분 전까지 도착해 주세요. 늦으면 다음 순서로 밀릴 수 있습니다. 신분증을 꼭 가져오세요.</p>
      <div className="fm-actions md-noprint">
        <Button type="button" onClick={() => window.print()}>
          인쇄하기
        </Button>
        <ButtonLink to={detail} variant="secondary">
          예약 상세로
        </ButtonLink>
      </div>
      <p className="md-noprint md-more">
        <Link to="/my/dscsn/rsvt/MyDsctnRsvtList">나의 예약 목록</Link>
      </p>
    </>
  );
}
