import { SEARCH_TABS, searchHref } from '@portal/contracts/client';
import { ButtonLink } from '@portal/ui/form';
import { ListSkeleton } from '@portal/blocks/list';
import { search } from '../api/search';
import { tabOf } from './address';
import { NoResult, SearchHelp } from './NoResult';
import { refusal, SearchFrame, useSearchAddress } from './parts';

const TOTAL = SEARCH_TABS[0];

/**
 * /search/empty (nothing found for the query) and /search/emptytab (nothing in one tab, `?tab=`,
 * while other tabs have some): the spelling suggestion, the tabs that do have results, search tips,
 * 인기 검색어 and where to ask a person. The result pages show the same in place when they find nothing.
 */
export function EmptyResults({ tabbed }: { tabbed: boolean }) {
  const a = useSearchAddress();
  const tab = tabbed ? tabOf(new URLSearchParams(a.search).get('tab') ?? '') : undefined;
  const scope = tab && tab.key !== 'total' ? tab : null;
  const query = search.use({ query: { q: a.q, kind: scope?.kinds.join(','), size: 1, exact: a.exact ? ('1' as const) : undefined } }, { enabled: Boolean(a.q) });
  const refused = a.emptyAsked ? '검색어를 입력해 주세요.' : refusal(query.error);
  const data = query.isSuccess ? query.data : null;

  let body;
  if (!a.q || refused || query.isError) body = <SearchHelp />;
  else if (query.isPending) body = <ListSkeleton what="검색 결과를" rows={2} />;
  else if (data && data.total > 0)
    body = (
      <div className="se-none" data-no-result="found">
        <p className="se-none__title">
          ‘{data.q}’{scope ? `에 대한 ${scope.label}` : ''} 검색 결과가 {data.total.toLocaleString('ko-KR')}건 있습니다.
        </p>
        <ButtonLink to={searchHref((scope ?? TOTAL).path, a.q)}>검색 결과 보기</ButtonLink>
      </div>
    );
  else body = <NoResult q={a.q} data={data} scope={scope} />;

  return (
    <SearchFrame
      title={tabbed ? '분류별 검색 결과 없음' : '검색 결과 없음'}
      page={tabbed ? 'search-emptytab' : 'search-empty'}
      tab={scope?.key ?? null}
      exact={a.exact}
      counts={data?.facets.kinds ?? null}
      bar={{ path: (scope ?? TOTAL).path, q: a.q, error: refused }}
    >
      {body}
    </SearchFrame>
  );
}
