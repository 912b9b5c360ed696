import { Link, useLocation } from '@portal/router';
import { INST_CATEGORIES, INST_CATEGORY_LABELS, SERVICE_QUERY_MAX, type InstCategory } from '@portal/contracts/client';
import { ChoiceLinks, Empty, keywordParam, param, QueryGate, searchedFor, toQuery } from '@portal/blocks/list';
import { LoadError } from '@portal/ui/form';
import { svcInstitutions } from '../../api/svcInstitutions';
import { InstitutionCards, InstitutionSearch } from '../../lib/catalog/institutions';
import { CatalogPage, Heading, INST_LIST, INST_WAYS, NotHere } from '../../lib/catalog/parts';

/** /servicepvsn/list?category=&keyword=: one category's institutions (or all) with the category tabs and their counts. */
export default function InstitutionList() {
  const { search } = useLocation();
  const raw = param(search, 'category');
  const category = (INST_CATEGORIES as readonly string[]).includes(raw) ? (raw as InstCategory) : '';
  const keyword = keywordParam(search, SERVICE_QUERY_MAX) || keywordParam(search, SERVICE_QUERY_MAX, 'q');
  const query = svcInstitutions.use({ query: { category: category || undefined, q: keyword } }, { enabled: !raw || !!category });
  if (raw && !category) {
    return (
      <NotHere
        page="service-inst-category-unknown"
        title="찾는 기관 구분이 없습니다" ways={INST_WAYS}
      >
        <p>주소에 적힌 기관 구분({raw.slice(0, 20)})을 이 포털에서 찾을 수 없습니다. 구분을 다시 골라 주세요.</p>
      </NotHere>
    );
  }
  const hrefOf = (c: string) => INST_LIST + toQuery({ category: c, keyword });
  return (
    <CatalogPage page="service-inst-list">
      <Heading title={category ? INST_CATEGORY_LABELS[category] : '모든 참여기관'} lead="기관을 고르면 그 기관의 서비스, 사무소, 소식을 볼 수 있습니다." />
      <InstitutionSearch path={INST_LIST} keyword={keyword} keep={category ? { category } : {}} />
      <QueryGate query={query} what="참여기관을" fallback={(_, retry) => <LoadError what="참여기관을" retry={retry} />}>
        {(data) => (
          <>
            <ChoiceLinks
              label="기관 구분"
              mark="category-tabs"
              current={category}
              choices={[
                { value: '', label: '전체', count: data.categoryCounts.reduce((n, c) => n + c.count, 0), href: hrefOf('') },
                ...INST_CATEGORIES.map((c) => ({ value: c, label: INST_CATEGORY_LABELS[c], count: data.categoryCounts.find((x) => x.code === c)?.count ?? 0, href: hrefOf(c) })),
              ]}
            />
            <p className="ls-count" role="status" data-result-count="">
              {searchedFor(keyword)}총 <strong>{data.items.length.toLocaleString('ko-KR')}</strong>곳
            </p>
            {data.items.length ? (
              <InstitutionCards items={data.items} heading="h2" />
            ) : (
              <Empty>
                <p>{keyword ? `‘${keyword}’에 맞는 기관이 없습니다.` : '이 구분에는 기관이 없습니다.'}</p>
                <p>
                  <Link to={INST_LIST}>검색 조건 지우기</Link>
                </p>
              </Empty>
            )}
          </>
        )}
      </QueryGate>
    </CatalogPage>
  );
}
