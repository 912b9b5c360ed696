import { Link } from '@portal/router';
import { NextLinks } from '@portal/ui/form';
import { MethodInsts } from '../../lib/MethodInsts';

/** Entry pages of each institution's visit booking. */
export const VISIT_ENTRIES: Record<string, string> = {
  KLAC: '/dscsn/intv/IntvVidoKlacM',
  LHD: '/dscsn/intv/form/IntvLhdM',
  LHM: '/dscsn/intv/IntvLhmM',
  LQA: '/dscsn/intv/form/IntvLqaM',
};

/** /dscsn/intv: how a visit consultation works and who offers it. */
export default function IntvInfo() {
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-intv">
      <h1 className="mb-page__title">방문상담 안내</h1>
      <p className="mb-page__lead">가까운 사무소에 예약하고 찾아가 상담 위원과 마주 앉아 상담합니다. 상담은 무료이며 한 번에 30분입니다.</p>
      <section className="fm-card" aria-labelledby="intv-how">
        <h2 id="intv-how">이렇게 진행됩니다</h2>
        <ol className="fm-list ds-steps-list">
          <li>기관과 가까운 사무소를 고릅니다.</li>
          <li>달력에서 날짜를 고르고 30분 단위 시간 중 남은 자리가 있는 시간을 고릅니다. 주말과 공휴일에는 상담하지 않습니다.</li>
          <li>신청인 연락처와 상담 받을 내용을 적고 예약합니다. 예약번호와 안내 문자를 받습니다.</li>
          <li>예약한 날 시작 10분 전까지 사무소에 도착해 예약번호를 알려 주세요. 나의 상담 예약에서 그날의 번호표를 볼 수 있습니다.</li>
        </ol>
      </section>
      <section className="fm-card" aria-labelledby="intv-bring">
        <h2 id="intv-bring">챙기실 것</h2>
        <ul className="fm-list">
          <li>신분증</li>
          <li>사건과 관련된 서류: 계약서, 영수증, 문자·메신저 기록, 통장 거래 내역, 법원이나 기관에서 받은 서류 등</li>
          <li>일이 있었던 순서를 날짜와 함께 적은 메모가 있으면 상담이 빨라집니다.</li>
        </ul>
      </section>
      <MethodInsts id="intv-insts" title="방문상담을 하는 기관" method="VISIT">
        {(i) => (
          <>
            <Link to={VISIT_ENTRIES[i.instCode] ?? i.infoPath}>{i.name} 방문상담</Link>
            <span className="fm-hint"> {i.summary}</span>
          </>
        )}
      </MethodInsts>
      <NextLinks
        links={[
          { to: '/dscsn/rsvt/intv', label: '방문상담 예약하기' },
          { to: '/my/dscsn/rsvt/MyDsctnRsvtList', label: '나의 상담 예약' },
        ]}
      />
    </div>
  );
}
