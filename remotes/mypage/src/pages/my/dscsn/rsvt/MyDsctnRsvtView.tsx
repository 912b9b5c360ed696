import { Link, useLocation } from '@portal/router';
import { CONSULT_FIELDS, RSVT_METHOD_LABELS, type Reservation } from '@portal/contracts/client';
import { ButtonLink, NextLinks, Notice, PageHeading } from '@portal/ui/form';
import { GuidanceCard, RecordCard, TelLink } from '@portal/blocks/record';
import { RsvtStatusBadge } from '../../../../lib/dscsn/common';
import { fmtDate, fmtDateTime, fmtSlot, placeName, slotEnd } from '../../../../lib/dscsn/format';
import { RsvtRecord } from '../../../../lib/dscsn/rsvt-record';
import { BackToList, RecordSummary } from '../../../../lib/record';
import '../../../../lib/dscsn/dscsn.css';
import { PageNotice } from '../../../../lib/PageNotice';

const LIST = '/my/dscsn/rsvt/MyDsctnRsvtList';

/** /my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=…: one of my reservations with its guidance, cancel and time change. */
export default function MyDsctnRsvtView() {
  const { state: navState } = useLocation();
  const notice = (navState as { notice?: unknown } | null)?.notice;

  return (
    <div className="mb-page md-page" data-page="my-rsvt-view">
      <RsvtRecord title="상담 예약 상세" loading="예약 내용을 불러오는 중입니다" what="예약 내용을" tail="예약번호를 확인해 주세요. 본인이 예약한 내용만 볼 수 있습니다.">
        {(r) => <Detail r={r} notice={typeof notice === 'string' ? notice : null} />}
      </RsvtRecord>
    </div>
  );
}

function Detail({ r, notice }: { r: Reservation; notice: string | null }) {
  const q = `rsvtNo=${encodeURIComponent(r.rsvtNo)}`;
  const booked = r.status === 'BOOKED';
  return (
    <>
      <PageHeading title="상담 예약 상세" lead={`${RSVT_METHOD_LABELS[r.method]} · ${r.instName}`} />
      <PageNotice tone="success" text={notice} />
      <RecordSummary id="md-rsvt-when" marks={{ 'data-rsvt-detail': r.rsvtNo }} badge={<RsvtStatusBadge status={r.status} />} number={`예약번호 ${r.rsvtNo}`} title={<>{fmtSlot(r.date, r.time)}~{slotEnd(r.time)}</>}>
        {placeName(r.instName, r.officeName)}
      </RecordSummary>

      {booked && r.method === 'VIDEO' && r.video ? (
        <section className="fm-card md-video" aria-labelledby="md-video-title" data-video="">
          <h2 id="md-video-title">화상상담 입장</h2>
          <dl className="fm-dl">
            <dt>접속번호</dt>
            <dd className="md-code" data-access-code="">
              {r.video.accessCode}
            </dd>
            <dt>입장 가능</dt>
            <dd>{fmtDateTime(r.video.opensAt)}부터</dd>
          </dl>
          <p className="fm-hint">입장 화면에서 예약번호와 접속번호 6자리를 입력합니다. 카메라와 마이크가 있는 기기로 조용한 곳에서 접속해 주세요.</p>
          <div className="fm-actions">
            <ButtonLink to={r.video.joinPath || `/dscsn/vido?${q}`}>화상상담 입장하기</ButtonLink>
          </div>
        </section>
      ) : null}
      {booked && r.method === 'VISIT' && r.ticketNo ? (
        <Notice tone="info">
          <p>
            오늘 방문하는 상담입니다. 도착하면 번호표를 보여 주세요. <Link to={`/my/dscsn/rsvt/MyPageNmbrView?${q}`}>오늘의 번호표 보기</Link>
          </p>
        </Notice>
      ) : null}

      <RecordCard id="md-rsvt-info" title="예약 내용">
        <dl className="fm-dl">
          <dt>상담 방법</dt>
          <dd>{RSVT_METHOD_LABELS[r.method]}</dd>
          <dt>기관</dt>
          <dd>{r.instName}</dd>
          <dt>사무소</dt>
          <dd>{r.officeName}</dd>
          {r.method === 'VISIT' ? (
            <>
              <dt>주소</dt>
              <dd>{r.officeAddress}</dd>
            </>
          ) : null}
          <dt>사무소 전화</dt>
          <dd>
            <TelLink phone={r.officePhone} />
          </dd>
          <dt>상담 일시</dt>
          <dd>
            {fmtSlot(r.date, r.time)}~{slotEnd(r.time)}
          </dd>
          {r.method === 'PHONE' && r.callbackNo ? (
            <>
              <dt>받으실 번호</dt>
              <dd>{r.callbackNo} (상담 시간에 기관에서 전화합니다)</dd>
            </>
          ) : null}
          <dt>상담 분야</dt>
          <dd>{CONSULT_FIELDS[r.field]}</dd>
          <dt>신청인</dt>
          <dd>
            {r.applicantName} ({r.applicantMobile})
          </dd>
          <dt>예약한 때</dt>
          <dd>{fmtDateTime(r.createdAt)}</dd>
          {r.status === 'CANCELLED' ? (
            <>
              <dt>취소한 때</dt>
              <dd>{r.cancelledAt ? fmtDateTime(r.cancelledAt) : '-'}</dd>
              {r.cancelReason ? (
                <>
                  <dt>취소 사유</dt>
                  <dd>{r.cancelReason}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        <h3 className="md-h3">상담 받을 내용</h3>
        <p className="md-text">{r.summary}</p>
      </RecordCard>

      <GuidanceCard id="md-rsvt-guide" title={r.method === 'VISIT' ? '방문 전에 챙길 것' : '상담 안내'} items={r.guidance} />

      {booked ? (
        <RecordCard id="md-rsvt-change" title="시간 변경과 취소">
          {r.changeable ? (
            <>
              <p>{fmtDateTime(r.changeableUntil)}까지(상담 시작 1시간 전) 시간을 바꾸거나 취소할 수 있습니다.</p>
              <NextLinks
                links={[
                  { to: `/my/dscsn/rsvt/RsvtHrChgPopup?${q}`, label: '시간 변경', variant: 'secondary' },
                  { to: `/dscsn/rsvt/DscsnRsvtRtrcnPopup?${q}`, label: '예약 취소' },
                ]}
              />
            </>
          ) : (
            <p data-not-changeable="">
              상담 시작 1시간 전이 지나 이 화면에서 바꾸거나 취소할 수 없습니다. 사정이 생기면 {r.officeName}(
              <TelLink phone={r.officePhone} />)로 전화해 주세요.
            </p>
          )}
        </RecordCard>
      ) : null}
      {r.status === 'DONE' ? (
        <Notice tone="info">
          <p>{fmtDate(r.date)}에 상담을 마쳤습니다. 더 도움이 필요하면 다시 예약하시거나 사이버상담을 이용해 주세요.</p>
        </Notice>
      ) : null}
      <BackToList list={LIST} />
    </>
  );
}
