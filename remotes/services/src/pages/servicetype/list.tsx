import { Link, useLocation } from '@portal/router';
import { REGION_CODES, REGIONS, SERVICE_QUERY_MAX, SERVICE_TYPE_HINTS, SERVICE_TYPE_LABELS, SERVICE_TYPES, type RegionCode, type ServiceList, type ServiceType } from '@portal/contracts/client';
import { ChoiceLinks, keywordParam, ListPage, pageParam, param, searchedFor, toQuery, type ListContext } from '@portal/blocks/list';
import { svcServices } from '../../api/svcServices';
import { CatalogPage, Heading, NotHere, ServiceCards, TYPE_LIST, TYPE_WAYS } from '../../lib/catalog/parts';

const PAGE_SIZE = 10;

interface ServiceListQuery {
  type: ServiceType | '';
  region: RegionCode | '';
  keyword: string;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], raw: string): T | '' => ((list as readonly string[]).includes(raw) ? (raw as T) : '');

/**
 * The main page's problem tiles link here with ?problem=<key> (host/src/shell/layouts/problems.ts); the
 * catalogue has no such filter, so a tile stands for the search word that finds its services.
 */
const PROBLEM_WORDS: Record<string, string> = { lease: '임대차', wage: '임금', family: '양육비', debt: '채무', violence: '폭력', contract: '계약', accident: '사고', crime: '범죄' };

const problemWord = (key: string) => (Object.hasOwn(PROBLEM_WORDS, key) ? PROBLEM_WORDS[key]! : '');

/** ?type=&region=&keyword=&page= (a shared link's ?q=, and a main-page tile's ?problem=, are read as the keyword too). */
function readQuery(search: string): ServiceListQuery {
  return {
    type: oneOf(SERVICE_TYPES, param(search, 'type')),
    region: oneOf(REGION_CODES, param(search, 'region')),
    keyword: keywordParam(search, SERVICE_QUERY_MAX) || keywordParam(search, SERVICE_QUERY_MAX, 'q') || problemWord(param(search, 'problem')),
    page: pageParam(search),
  };
}
const writeQuery = (q: ServiceListQuery) => toQuery({ type: q.type, region: q.region, keyword: q.keyword, page: q.page });

const REGION_SCOPES = [{ value: '', label: '전국 (모든 지역)' }, ...REGION_CODES.map((r) => ({ value: r, label: REGIONS[r] }))];

/** /servicetype/list: services of a type (tabs with counts), narrowed by 시도 and search words, paged; all in the address. */
export default function ServiceTypeList() {
  const { search } = useLocation();
  const raw = { type: param(search, 'type'), region: param(search, 'region') };
  const q = readQuery(search);
  if ((raw.type && !q.type) || (raw.region && !q.region)) {
    const what = raw.type && !q.type ? `서비스 유형 ${raw.type.slice(0, 20)}` : `지역 ${raw.region.slice(0, 20)}`;
    return (
      <NotHere
        page="service-type-unknown"
        title="찾는 서비스 유형이 없습니다" ways={TYPE_WAYS}
      >
        <p>주소에 적힌 값({what})을 이 포털에서 찾을 수 없습니다. 아래에서 유형이나 지역을 다시 골라 주세요.</p>
      </NotHere>
    );
  }
  const title = q.type ? `${SERVICE_TYPE_LABELS[q.type]} 서비스` : '모든 서비스';
  return (
    <CatalogPage page="service-type-list">
      <Heading title={title} lead={q.type ? SERVICE_TYPE_HINTS[q.type] : '참여기관의 서비스를 유형, 지역, 검색어로 찾습니다.'} />
      <ListPage
        path={TYPE_LIST}
        read={readQuery}
        write={writeQuery}
        call={svcServices}
        input={(s) => ({ query: { type: s.type || undefined, region: s.region || undefined, q: s.keyword, page: s.page, pageSize: PAGE_SIZE } })}
        what="서비스를"
        search={{
          id: 'service-keyword',
          name: '서비스',
          hint: '서비스 이름, 설명, 기관 이름에서 찾습니다(예: 임대차, 양육비). 지역만 골라도 됩니다.',
          maxLength: SERVICE_QUERY_MAX,
          scopes: REGION_SCOPES,
          scopeKey: 'region',
          scopeLabel: '지역',
          scopeWidth: '200px',
          keywordOptional: true,
        }}
        above={(data, ctx) => <TypeTabs data={data} ctx={ctx} />}
        countPrefix={(_, s) => `${searchedFor(s.keyword)}${s.region ? `${REGIONS[s.region]}(전국 서비스 포함) ` : ''}`}
        countPages
        empty={(s) => (
          <>
            <p>{s.keyword ? `‘${s.keyword}’에 맞는 서비스가 없습니다.` : '조건에 맞는 서비스가 없습니다.'}</p>
            <p>짧은 낱말이나 다른 말로 찾아보시거나, 유형을 ‘전체’로 바꿔 보세요.</p>
            <p>
              <Link to={s.type ? `${TYPE_LIST}?type=${s.type}` : TYPE_LIST}>지역과 검색어 지우기</Link>
            </p>
          </>
        )}
        pagination="서비스 목록 페이지"
      >
        {(data) => <ServiceCards items={data.items} />}
      </ListPage>
    </CatalogPage>
  );
}

function TypeTabs({ data, ctx }: { data: ServiceList; ctx: ListContext<ServiceListQuery> }) {
  const count = new Map(data.typeCounts.map((c) => [c.code, c.count]));
  return (
    <ChoiceLinks
      label="서비스 유형"
      mark="type-tabs"
      current={ctx.q.type}
      onChoose={ctx.arm}
      choices={[
        { value: '', label: '전체', href: ctx.hrefOf({ type: '' }) },
        ...SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_LABELS[t], count: count.get(t) ?? 0, href: ctx.hrefOf({ type: t }) })),
      ]}
    />
  );
}
