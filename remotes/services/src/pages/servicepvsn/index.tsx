import { Link, useLocation } from '@portal/router';
import { INST_CATEGORIES, INST_CATEGORY_LABELS, SERVICE_QUERY_MAX } from '@portal/contracts/client';
import { Empty, keywordParam, QueryGate, searchedFor } from '@portal/blocks/list';
import { LoadError } from '@portal/ui/form';
import { svcInstitutions } from '../../api/svcInstitutions';
import { InstitutionCards, InstitutionSearch } from '../../lib/catalog/institutions';
import { CatalogPage, Heading, INST_HOME, INST_LIST, TYPE_HOME } from '../../lib/catalog/parts';

/** /servicepvsn: the participating institutions grouped by category (법률구조기관 …), with their link level and 연계사업; search. */
export default function InstitutionHome() {
  const { search } = useLocation();
  const keyword = keywordParam(search, SERVICE_QUERY_MAX) || keywordParam(search, SERVICE_QUERY_MAX, 'q');
  const query = svcInstitutions.use({ query: { q: keyword } });
  return (
    <CatalogPage page="service-inst-home">
      <Heading title="기관별 서비스 찾기" lead="법률구조 플랫폼에 참여하는 기관을 구분별로 모았습니다. 기관을 고르면 그 기관의 서비스, 사무소, 소식을 볼 수 있습니다." />
      <InstitutionSearch path={INST_HOME} keyword={keyword} keep={{}} />
      <QueryGate query={query} what="참여기관을" fallback={(_, retry) => <LoadError what="참여기관을" retry={retry} />}>
        {(data) => (
          <>
            <p className="ls-count" role="status" data-result-count="">
              {searchedFor(keyword)}참여기관 총 <strong>{data.items.length.toLocaleString('ko-KR')}</strong>곳
            </p>
            {data.items.length ? (
              INST_CATEGORIES.map((c) => {
                const items = data.items.filter((i) => i.category === c);
                if (!items.length) return null;
                return (
                  <section key={c} className="sc-section" aria-labelledby={`inst-cat-${c}`} data-inst-category={c}>
                    <h2 id={`inst-cat-${c}`} className="sc-h2">
                      {INST_CATEGORY_LABELS[c]} <span className="sc-muted">({items.length}곳)</span>
                    </h2>
                    <InstitutionCards items={items} />
                    <p className="sc-actions">
                      <Link to={`${INST_LIST}?category=${c}`}>
                        {INST_CATEGORY_LABELS[c]}만 보기
                      </Link>
                    </p>
                  </section>
                );
              })
            ) : (
              <Empty>
                <p>‘{keyword}’에 맞는 기관이 없습니다. 다른 말로 찾아보시거나 <Link to={INST_HOME}>모든 기관</Link>을 보세요.</p>
              </Empty>
            )}
          </>
        )}
      </QueryGate>
      <div className="sc-more-ways">
        <p>
          <Link to={TYPE_HOME}>어떤 도움이 필요한지로 찾기 (유형별 서비스)</Link>
        </p>
      </div>
    </CatalogPage>
  );
}
