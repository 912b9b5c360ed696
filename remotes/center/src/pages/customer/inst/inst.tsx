import { useState } from 'react';
import { Link } from '@portal/router';
import { CONSULT_METHOD_LABELS, REGIONS, type InstitutionSummary, type Office, type RegionCode } from '@portal/contracts/client';
import { PageHeading, SelectField } from '@portal/ui/form';
import { QueryGate, useEach } from '@portal/blocks/list';
import { dscsnInstList } from '../../../api/dscsnInstList';
import { dscsnOffices } from '../../../api/dscsnOffices';
import '../../../lib/policy.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const siteLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** /customer/inst/inst: the participating institutions with contacts, and their offices by region. */
export default function InstListPage() {
  const insts = dscsnInstList.use();
  return (
    <div className="mb-page mb-page--wide pl-page" data-page="inst-list">
      <PageHeading title="관련 기관 안내" lead="법률구조 플랫폼에 참여하는 기관의 연락처와 상담 방법, 지역별 사무소입니다. 전화번호를 누르면 휴대전화에서 바로 걸 수 있습니다." />
      <QueryGate query={insts} what="기관 정보를">
        {(list) => (list.length === 0 ? <p className="pl-empty">안내할 기관이 없습니다.</p> : <WithOffices insts={list} />)}
      </QueryGate>
    </div>
  );
}

/** The institutions once their offices are loaded too (one spinner, one error for the page). */
function WithOffices({ insts }: { insts: InstitutionSummary[] }) {
  const offices = useEach(dscsnOffices, insts.map((i) => ({ query: { instCode: i.instCode } })));
  return (
    <QueryGate query={offices} what="기관 정보를">
      {(lists) => (
            <>
              <ul className="pl-insts">
                {insts.map((i) => (
                  <li key={i.instCode} className="pl-inst" data-inst={i.instCode}>
                    <h2 className="pl-inst__name">{i.name}</h2>
                    <p>{i.summary}</p>
                    <dl className="fm-dl">
                      <dt>전화</dt>
                      <dd>
                        {i.phone ? (
                          <a href={telHref(i.phone)} data-inst-phone="">
                            {i.phone}
                          </a>
                        ) : (
                          '누리집에서 안내합니다'
                        )}
                      </dd>
                      <dt>누리집</dt>
                      <dd>
                        <a href={i.website} target="_blank" rel="noopener noreferrer">
                          {siteLabel(i.website)}
                          <span className="sr-only"> (새 창)</span>
                        </a>
                      </dd>
                      <dt>상담 방법</dt>
                      <dd>{i.methods.map((m) => CONSULT_METHOD_LABELS[m]).join(', ') || '-'}</dd>
                    </dl>
                    <p className="pl-inst__more">
                      <Link to={i.infoPath}>
                        {i.name} 안내 자세히 보기
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
              <Offices offices={lists.flat()} insts={insts} />
            </>
      )}
    </QueryGate>
  );
}

function Offices({ offices, insts }: { offices: Office[]; insts: InstitutionSummary[] }) {
  const [region, setRegion] = useState<RegionCode | ''>('');
  const nameOf = new Map(insts.map((i) => [i.instCode, i.name]));
  const regions = (Object.keys(REGIONS) as RegionCode[]).filter((r) => offices.some((o) => o.region === r));
  const shown = regions.filter((r) => !region || r === region);
  return (
    <section aria-labelledby="inst-offices" className="pl-offices">
      <h2 id="inst-offices" className="pl-h2">
        지역별 사무소
      </h2>
      {offices.length === 0 ? (
        <p className="pl-empty">등록된 사무소가 없습니다.</p>
      ) : (
        <>
          <SelectField
            id="inst-region"
            label="지역"
            value={region}
            onValue={(v) => setRegion(v as RegionCode | '')}
            options={regions.map((r) => ({ value: r, label: REGIONS[r] }))}
            placeholder="모든 지역"
            hint="고르면 아래 목록이 그 지역 사무소만 보여 줍니다."
          />
          <p role="status" className="pl-count">
            {region ? REGIONS[region] : '모든 지역'} 사무소 {offices.filter((o) => !region || o.region === region).length}곳
          </p>
          {shown.map((r) => (
            <details key={r} className="pl-region" open={Boolean(region)} data-region={r}>
              <summary>
                {REGIONS[r]} ({offices.filter((o) => o.region === r).length}곳)
              </summary>
              <ul>
                {offices
                  .filter((o) => o.region === r)
                  .map((o) => (
                    <li key={o.officeId}>
                      <strong>{o.name}</strong> <span className="pl-region__inst">({nameOf.get(o.instCode) ?? o.instCode})</span>
                      <br />
                      {o.address}
                      {o.phone ? (
                        <>
                          <br />
                          전화 <a href={telHref(o.phone)}>{o.phone}</a>
                        </>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </details>
          ))}
        </>
      )}
    </section>
  );
}
