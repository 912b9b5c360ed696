import { Link } from '@portal/router';
import type { InstCode, Institution, Office } from '@portal/contracts/client';
import { QueryGate, type Read } from '@portal/blocks/list';
import { dscsnInst } from '../api/dscsnInst';
import { dscsnOffices } from '../api/dscsnOffices';
import { bookingStart, telHref } from './links';

const TIPS: Partial<Record<InstCode, string[]>> = {
  KLAC: [
    '국번 없이 132를 누르면 가까운 대한법률구조공단 상담 위원과 연결됩니다.',
    '민사·가사·형사·행정 등 생활 법률 문제를 상담합니다. 무료 소송 지원(법률구조)을 받을 수 있는지도 물을 수 있습니다.',
    '전화가 많아 연결이 늦으면 전화 예약을 하시거나 사이버상담을 이용해 주세요.',
  ],
  LHD: [
    '법률홈닥터는 법무부가 시·군·구청 등 지역 기관에 둔 변호사입니다. 배치된 기관으로 전화해 상담을 요청합니다.',
    '소송을 대신하지는 않으며, 법률 문제의 방향과 도움 받을 곳(법률구조, 복지 서비스)을 안내합니다.',
    '원하는 시간에 상담 받으려면 전화 예약을 이용해 주세요.',
  ],
};

/** /dscsn/tel/klacInfo and /dscsn/tel/LhdTelInfo: one institution's telephone consultation. */
export default function TelInstInfo({ instCode, path }: { instCode: InstCode; path: string }) {
  const inst = dscsnInst.use({ params: { instCode } });
  const offices = dscsnOffices.use({ query: { instCode, method: 'PHONE' } });
  const state: Read<{ inst: Institution; offices: Office[] }> = {
    status: inst.isError || offices.isError ? 'error' : inst.isSuccess && offices.isSuccess ? 'success' : 'pending',
    data: inst.data && offices.data ? { inst: inst.data, offices: offices.data } : undefined,
    error: inst.error ?? offices.error,
    isFetchedAfterMount: inst.isFetchedAfterMount && offices.isFetchedAfterMount,
    refetch: () => [inst, offices].forEach((q) => q.isError && void q.refetch()),
  };
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-tel-inst" data-inst={instCode}>
      {state.status !== 'success' ? <h1 className="mb-page__title">전화상담 안내</h1> : null}
      <QueryGate query={state} what="전화상담 안내를">
        {({ inst, offices }) => <Body inst={inst} offices={offices} path={path} />}
      </QueryGate>
    </div>
  );
}

function Body({ inst, offices, path }: { inst: Institution; offices: Office[]; path: string }) {
  return (
    <>
      <h1 className="mb-page__title">{inst.name} 전화상담</h1>
      <p className="mb-page__lead">{inst.summary}</p>
      <section className="fm-card" aria-labelledby="ti-call">
        <h2 id="ti-call">전화번호와 시간</h2>
        <p className="ds-big-phone">
          <a href={telHref(inst.phone)}>{inst.phone}</a>
        </p>
        <p>{inst.hours}</p>
      </section>
      <section className="fm-card" aria-labelledby="ti-tips">
        <h2 id="ti-tips">알아 두실 것</h2>
        <ul className="fm-list">
          {(TIPS[inst.instCode] ?? []).map((t) => (
            <li key={t}>{t}</li>
          ))}
          <li>통화 전에 일이 있었던 날짜와 순서, 상대방, 받은 서류를 메모해 두면 상담이 빨라집니다.</li>
        </ul>
      </section>
      {offices.length > 1 ? (
        <section className="ds-sec" aria-labelledby="ti-offices">
          <h2 id="ti-offices" className="ds-sec__title">
            전화 예약을 받는 곳 ({offices.length}곳)
          </h2>
          <ul className="ds-office-list">
            {offices.map((o) => (
              <li key={o.officeId}>
                <strong>{o.name}</strong> <span className="fm-hint">{o.regionName}</span>{' '}
                <a href={telHref(o.phone)}>{o.phone}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="fm-actions">
        {inst.methods.includes('PHONE') ? (
          <Link className="btn btn-primary" to={bookingStart('PHONE', inst.instCode, path)}>
            전화상담 예약하기
          </Link>
        ) : null}
        <Link className="btn btn-secondary" to={inst.infoPath}>
          {inst.name} 안내
        </Link>
      </div>
    </>
  );
}
