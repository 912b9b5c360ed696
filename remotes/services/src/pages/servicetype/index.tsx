import { Link } from '@portal/router';
import { SERVICE_TYPE_HINTS, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@portal/contracts/client';
import { QueryGate } from '@portal/blocks/list';
import { LoadError } from '@portal/ui/form';
import { svcServices } from '../../api/svcServices';
import { CatalogPage, Heading, INST_HOME, TYPE_LIST } from '../../lib/catalog/parts';

/** /servicetype: the kinds of help as cards (label, hint, how many services), each leading to its list. */
export default function ServiceTypeHome() {
  const query = svcServices.use({ query: { pageSize: 1 } });
  return (
    <CatalogPage page="service-type-home">
      <Heading title="유형별 서비스 찾기" lead="필요한 도움의 종류를 고르면 그 도움을 주는 기관과 서비스를 한곳에서 볼 수 있습니다." />
      <QueryGate query={query} what="서비스 유형을" fallback={(_, retry) => <LoadError what="서비스 유형을" retry={retry} />}>
        {(data) => {
          const count = new Map(data.typeCounts.map((c) => [c.code, c.count]));
          return (
            <ul className="sc-cards" data-type-cards="">
              {SERVICE_TYPES.map((t) => (
                <li key={t} className="sc-card" data-type-card={t}>
                  <h2 className="sc-card__title">
                    <Link to={`${TYPE_LIST}?type=${t}`} className="sc-card__link">
                      {SERVICE_TYPE_LABELS[t]}
                      <span className="sr-only"> (서비스 {(count.get(t) ?? 0).toLocaleString('ko-KR')}개)</span>
                    </Link>
                  </h2>
                  <p className="sc-card__hint">{SERVICE_TYPE_HINTS[t]}</p>
                  <p className="sc-card__count" aria-hidden="true">서비스 {(count.get(t) ?? 0).toLocaleString('ko-KR')}개</p>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryGate>
      <div className="sc-more-ways">
        <p>
          <Link to={TYPE_LIST}>모든 서비스를 지역과 검색어로 찾기</Link>
        </p>
        <p>
          <Link to={INST_HOME}>어느 기관에 물어야 할지 알면 기관별로 찾기</Link>
        </p>
      </div>
    </CatalogPage>
  );
}
