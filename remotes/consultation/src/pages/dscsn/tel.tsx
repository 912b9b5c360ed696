import { Link } from '@portal/router';
import { ButtonLink } from '@portal/ui/form';
import { MethodInsts } from '../../lib/MethodInsts';

/** /dscsn/tel: 132 right away, or a call-back booked into a slot. */
export default function TelInfo() {
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-tel">
      <h1 className="mb-page__title">전화상담 안내</h1>
      <p className="mb-page__lead">지금 바로 전화로 물으시거나, 원하는 시간에 기관이 전화를 걸도록 예약하실 수 있습니다.</p>
      <div className="ds-two">
        <section className="fm-card" aria-labelledby="tel-now">
          <h2 id="tel-now">지금 바로 전화하기</h2>
          <p className="ds-big-phone">
            <a href="tel:132">국번 없이 132</a>
          </p>
          <p>대한법률구조공단 법률상담 전화입니다. 평일 09:00~18:00에 받습니다(공휴일 제외). 전화가 많을 때에는 기다리실 수 있습니다.</p>
          <p>
            <Link to="/dscsn/tel/klacInfo">132 전화상담 자세히 보기</Link>
          </p>
        </section>
        <section className="fm-card" aria-labelledby="tel-back">
          <h2 id="tel-back">전화 예약(기관이 전화 드림)</h2>
          <p>날짜와 30분 단위 시간을 예약하면 그 시간에 상담 위원이 신청인의 휴대전화로 전화를 겁니다. 기다리지 않고 상담 받을 수 있습니다.</p>
          <p>
            <ButtonLink to="/dscsn/tel/tappt" className="btn-small">전화상담 예약하기</ButtonLink>
          </p>
        </section>
      </div>
      <MethodInsts id="tel-insts" title="전화상담을 하는 기관" method="PHONE">
        {(i) => (
          <>
            <Link to={i.instCode === 'LHD' ? '/dscsn/tel/LhdTelInfo' : i.instCode === 'KLAC' ? '/dscsn/tel/klacInfo' : i.infoPath}>{i.name}</Link>
            <span className="fm-hint">
              {' '}
              전화 <a href={`tel:${i.phone.replace(/[^\d+]/g, '')}`}>{i.phone}</a>
            </span>
          </>
        )}
      </MethodInsts>
    </div>
  );
}
