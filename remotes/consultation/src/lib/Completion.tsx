import type { Reservation, RsvtMethod, RsvtStatus } from '@portal/contracts/client';
import { ButtonLink, Notice } from '@portal/ui/form';
import { GuidanceCard, TelLink } from '@portal/blocks/record';
import { dateText, instantText, methodLabel, notifyTarget, rsvtLinks, slotText } from './format';
import { RsvtDetails } from './rsvt-details';
import { RsvtGate, RsvtNumber, useRsvtNo } from './rsvt-view';

const TITLES: Record<RsvtMethod, string> = { VISIT: '방문 상담 예약 완료', VIDEO: '화상 상담 예약 완료', PHONE: '전화 상담 예약 완료' };

/** What the page says of a booking that is no longer only booked. */
const PAST_BOOKED: Record<Exclude<RsvtStatus, 'BOOKED'>, string> = {
  CANCELLED: '이 예약은 취소되었습니다.',
  CHECKED_IN: '사무소에서 방문을 확인했습니다. 안내에 따라 상담을 기다려 주세요.',
  NO_SHOW: '예약한 시간에 오지 않아 미방문으로 처리되었습니다. 다시 상담을 받으려면 새로 예약해 주세요.',
  DONE: '이 상담은 끝났습니다.',
};

/**
 * The completion pages (IntvRsvtCmptnInfo, VidoRsvtCmptnInfo, IntvTelView): ?rsvtNo= → the booking
 * from myRsvt with its number, when and where, and what to bring.
 */
export default function Completion({ method }: { method: RsvtMethod }) {
  const rsvtNo = useRsvtNo();
  return (
    <div className="mb-page mb-page--wide ds-page" data-page={`dscsn-complete-${method.toLowerCase()}`}>
      <RsvtGate rsvtNo={rsvtNo} heading={(r) => <h1 className="mb-page__title">{TITLES[r?.method ?? method]}</h1>}>
        {(r) => <CompletionBody r={r} />}
      </RsvtGate>
    </div>
  );
}

function CompletionBody({ r }: { r: Reservation }) {
  const links = rsvtLinks(r.rsvtNo);
  const booked = r.status === 'BOOKED';
  return (
    <div className="ds-complete" data-rsvt-status={r.status}>
      {r.status === 'BOOKED' ? (
        <Notice tone="success" role="status">
          <p>
            <strong>{methodLabel(r.method)} 예약이 완료되었습니다.</strong> <span data-notify-target="">{notifyTarget(r.notifyMobile, true)}</span>
          </p>
        </Notice>
      ) : (
        <Notice tone="warning" role="status">
          <p>{PAST_BOOKED[r.status]}</p>
        </Notice>
      )}
      <section className="fm-card ds-ticket" aria-labelledby="cmp-summary">
        <h2 id="cmp-summary" className="sr-only">
          예약 내용
        </h2>
        <RsvtNumber rsvtNo={r.rsvtNo} />
        <RsvtDetails r={r} />
      </section>
      {r.method === 'VIDEO' && r.video && booked ? (
        <section className="fm-card" aria-labelledby="cmp-video" data-video-access="">
          <h2 id="cmp-video">화상 상담실 입장</h2>
          <p>
            접속번호 <strong className="ds-code" data-access-code="">{r.video.accessCode}</strong>
          </p>
          <p>
            {instantText(r.video.opensAt)}부터 입장할 수 있습니다. 화상 상담 페이지에서 예약번호와 이 접속번호를 넣고 입장해 주세요. 접속번호는 다른 사람에게 알려 주지 마세요.
          </p>
          <p>
            <ButtonLink to={`${r.video.joinPath || '/dscsn/vido'}?rsvtNo=${encodeURIComponent(r.rsvtNo)}`}>화상 상담 입장 페이지로</ButtonLink>
          </p>
        </section>
      ) : null}
      {r.method === 'PHONE' && booked ? (
        <section className="fm-card" aria-labelledby="cmp-phone" data-phone-callback="">
          <h2 id="cmp-phone">전화를 기다려 주세요</h2>
          <p>
            {dateText(r.date)} {slotText(r.time)}에 {r.instName} 상담 위원이 <strong className="ds-nowrap">{r.callbackNo ?? r.applicantMobile}</strong>(으)로 전화를 드립니다. 전화가 오지 않으면{' '}
            <TelLink phone={r.officePhone} />로 문의해 주세요.
          </p>
        </section>
      ) : null}
      <GuidanceCard id="cmp-guide" title={r.method === 'VISIT' ? '방문하실 때 챙기실 것' : '상담 전에 알아 두실 것'} items={r.guidance} marks={{ 'data-guidance': '' }} />
      {booked ? (
        <p className="fm-hint">
          {r.changeable
            ? `예약 취소와 시간 변경은 ${instantText(r.changeableUntil)}까지 할 수 있습니다.`
            : '상담 시작 1시간 전이 지나 예약을 취소하거나 시간을 바꿀 수 없습니다. 사정이 생기면 사무소로 전화해 주세요.'}
        </p>
      ) : null}
      <div className="fm-actions">
        <ButtonLink to={links.detail}>나의 상담 예약에서 보기</ButtonLink>
        {booked && r.changeable ? (
          <>
            <ButtonLink to={links.change} variant="secondary">
              예약 시간 변경
            </ButtonLink>
            <ButtonLink to={links.cancel} variant="secondary">
              예약 취소
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink to="/dscsn/rsvt/DscsnRsvtM" variant="tertiary">
          다른 상담 예약하기
        </ButtonLink>
      </div>
    </div>
  );
}
