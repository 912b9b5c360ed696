import { Link } from '@portal/router';
import { SERVICE_TYPE_LABELS, type ApplyStep, type ServiceDetail } from '@portal/contracts/client';
import { Facts, TextList } from '@portal/ui';
import { ButtonLink } from '@portal/ui/form';
import { svcService } from '../../api/svcService';
import { ExternalLink, Heading, instHref, methodsLabel, NotNamed, Offices, RecordGate, regionsLabel, Section, SERVICE_ID, ServiceCards, Sources, Tel, TYPE_HOME, TYPE_WAYS, useAddressKey } from '../../lib/catalog/parts';

/** /servicetype/detail?id=: one service, ending in its real next step; an unknown id → the Korean not-found block. */
export default function ServiceTypeDetail() {
  const { value: id, valid } = useAddressKey('id', SERVICE_ID);
  const query = svcService.use({ params: { serviceId: id } }, { enabled: valid });
  const missing = <NotNamed page="service-missing" title="서비스를 찾을 수 없습니다" ways={TYPE_WAYS} value={id} max={40} name="서비스 번호" param="id" none="서비스는" back="목록에서 서비스를 골라 주세요." />;
  return (
    <RecordGate page="service-detail" query={query} named={valid} missing={missing} what="서비스를" title="서비스 안내">
      {(s) => <Service s={s} />}
    </RecordGate>
  );
}

function Service({ s }: { s: ServiceDetail }) {
  const inst = s.institution;
  return (
    <article aria-labelledby="service-title" data-service-detail={s.id}>
      <Heading id="service-title" title={s.title} badges={s.types.map((t) => SERVICE_TYPE_LABELS[t])} />
      <p className="sc-lead" data-service-summary="">
        {s.summary}
      </p>
      <Facts
        className="sc-meta"
        facts={[
          ['제공 기관', <Link to={instHref(inst.code)}>{inst.name}</Link>],
          ['비용', s.cost, 'cost'],
          ['도움 방법', s.methods.length ? methodsLabel(s.methods) : null],
          ['지역', regionsLabel(s.regions), 'regions'],
          ['신청 방법', s.apply.label],
        ]}
      />
      <Section id="service-who" title="이용할 수 있는 사람" mark="who">
        <TextList items={s.who} className="sc-lines" empty={<p>누구나 이용할 수 있습니다.</p>} />
      </Section>
      <Section id="service-docs" title="준비할 서류" mark="documents">
        <TextList items={s.documents} className="sc-lines" empty={<p>기관이 안내한 준비 서류가 없습니다. 필요한 서류는 신청할 때 기관에서 알려 줍니다.</p>} />
      </Section>
      <Section id="service-inst" title="제공 기관" mark="institution">
        <h3 className="sc-h3">
          <Link to={instHref(inst.code)}>{inst.name}</Link>
          {inst.unit ? <span className="sc-muted"> ({inst.unit})</span> : null}
        </h3>
        <p>{inst.summary}</p>
        <Facts
          className="sc-facts sc-facts--stack"
          facts={[
            ['구분', inst.categoryName],
            ['대표 전화', inst.phone ? <Tel phone={inst.phone} /> : null],
            ['누리집', inst.website ? <ExternalLink href={inst.website} what={`${inst.name} 누리집`}>{inst.website}</ExternalLink> : null],
          ]}
        />
      </Section>
      <Section id="service-offices" title={`사무소 (${s.offices.length.toLocaleString('ko-KR')}곳)`} mark="offices">
        <Offices offices={s.offices} />
      </Section>
      <Section id="service-sources" title="출처" mark="service-sources">
        <p className="fm-hint">이 안내는 아래 자료에서 확인한 내용입니다. 바뀐 내용이 있을 수 있으니 신청 전에 기관에 확인해 주세요.</p>
        <Sources sources={s.sources} />
      </Section>
      <Section id="service-related" title="다른 기관의 비슷한 서비스" mark="related">
        {s.related.length ? <ServiceCards items={s.related} heading="h3" mark="related-list" /> : <p>같은 유형의 다른 기관 서비스가 없습니다.</p>}
      </Section>
      <NextStep apply={s.apply} instName={inst.name} />
    </article>
  );
}

/** The real next step: the portal's booking or application (a client navigation), the leaving notice before the institution's site, or a call. */
function NextStep({ apply, instName }: { apply: ApplyStep; instName: string }) {
  return (
    <section className="sc-next" aria-labelledby="service-next" data-next-step={apply.kind}>
      <h2 id="service-next" className="sc-h2">
        다음 단계
      </h2>
      {apply.kind === 'PHONE' ? (
        <>
          <p>{instName}에 전화로 신청합니다.</p>
          <a className="btn btn-primary" href={apply.href} data-apply="">
            {apply.label}
          </a>
        </>
      ) : apply.kind === 'EXTERNAL' ? (
        <>
          <p>이 서비스는 {instName} 누리집에서 신청합니다. 누르면 안내가 나온 뒤 법률구조 플랫폼을 떠나 기관 누리집으로 이동합니다.</p>
          <p className="sc-next__where">
            이동할 곳: <span data-external-address="">{apply.external}</span>
          </p>
          <ButtonLink to={apply.href}>
            {apply.label}
            <span className="sr-only"> (법률구조 플랫폼을 떠납니다)</span>
          </ButtonLink>
        </>
      ) : (
        <>
          <p>{apply.kind === 'BOOK' ? '상담 날짜와 시간을 골라 예약합니다. 예약하려면 로그인이나 본인확인이 필요합니다.' : apply.kind === 'CYBER' ? '상담 내용을 글로 적어 보내면 기관이 답변합니다.' : '법률구조(소송 지원)를 이 포털에서 전자로 신청합니다.'}</p>
          <ButtonLink to={apply.href}>{apply.label}</ButtonLink>
        </>
      )}
      <p className="fm-hint">
        <Link to={TYPE_HOME}>다른 유형의 서비스 찾기</Link>
      </p>
    </section>
  );
}
