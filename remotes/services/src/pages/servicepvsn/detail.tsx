import { Link } from '@portal/router';
import type { SvcInstitutionDetail } from '@portal/contracts/client';
import { Facts } from '@portal/ui';
import { ButtonLink } from '@portal/ui/form';
import { svcInstitution } from '../../api/svcInstitution';
import { dateLabel, ExternalLink, Heading, INST_CODE, INST_LIST, INST_WAYS, NoInstitution, noticeHref, noticesHref, Offices, RecordGate, Section, ServiceCards, Sources, Tel, useAddressKey } from '../../lib/catalog/parts';

/** /servicepvsn/detail?inst=: one institution (contacts, services, offices, latest notices, sources); unknown → the Korean not-found block. */
export default function InstitutionDetail() {
  const { value: code, valid } = useAddressKey('inst', INST_CODE);
  const query = svcInstitution.use({ params: { instCode: code } }, { enabled: valid });
  return (
    <RecordGate page="service-inst-detail" query={query} named={valid} missing={<NoInstitution code={code} page="service-inst-missing" ways={INST_WAYS} />} what="기관 안내를" title="참여기관 안내">
      {(i) => <Institution i={i} />}
    </RecordGate>
  );
}

function Institution({ i }: { i: SvcInstitutionDetail }) {
  return (
    <article aria-labelledby="inst-title" data-inst-detail={i.code}>
      <Heading id="inst-title" title={i.name} badges={[i.categoryName, i.linkLevelName]} />
      <p className="sc-lead">{i.summary}</p>
      <Facts
        className="sc-meta"
        facts={[
          ['담당', i.unit],
          ['전화', i.phone ? <Tel phone={i.phone} /> : null, 'inst-phone'],
          ['누리집', i.website ? <ExternalLink href={i.website} what={`${i.name} 누리집`}>{i.website}</ExternalLink> : null, 'inst-website'],
          ['운영 시간', i.hours],
          ['주소', i.address],
          ['연계 정도', i.linkLevelName],
          ['연계사업', i.linked.length ? i.linked.join(', ') : null],
        ]}
      />
      {i.consultPath ? (
        <p className="sc-actions">
          <ButtonLink to={i.consultPath} variant="secondary">
            상담 안내
            <span className="sr-only"> ({i.name})</span>
          </ButtonLink>
        </p>
      ) : null}
      <Section id="inst-services" title={`서비스 (${i.services.length}개)`} mark="inst-services">
        {i.services.length ? <ServiceCards items={i.services} showInst={false} heading="h3" /> : <p>이 포털에 등록된 서비스가 없습니다.</p>}
      </Section>
      <Section id="inst-offices" title={`사무소 (${i.offices.length.toLocaleString('ko-KR')}곳)`} mark="inst-offices">
        <Offices offices={i.offices} />
      </Section>
      <Section id="inst-notices" title="기관 소식" mark="inst-notices">
        {i.notices.length ? (
          <ul className="sc-notices">
            {i.notices.map((n) => (
              <li key={n.nttId}>
                <Link to={noticeHref(i.code, n.nttId)} data-notice={n.nttId}>
                  {n.title}
                </Link>
                <span className="sc-muted">{dateLabel(n.postedAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>아직 올라온 소식이 없습니다.</p>
        )}
        <p className="sc-actions">
          <Link to={noticesHref(i.code)}>{i.name} 소식 전체 보기</Link>
        </p>
      </Section>
      <Section id="inst-sources" title="출처" mark="inst-sources">
        <Sources sources={i.sources} />
      </Section>
      <p className="sc-actions">
        <ButtonLink to={`${INST_LIST}?category=${i.category}`} variant="secondary">
          {i.categoryName} 목록
        </ButtonLink>
      </p>
    </article>
  );
}
