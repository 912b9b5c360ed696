import { Link } from '@portal/router';
import { SEARCH_TABS, searchHref, type SearchResult } from '@portal/contracts/client';
import { objectParticle } from '@portal/ui/format';
import { searchPopular } from '../api/searchPopular';
import { tabCount } from './address';

const TOTAL = SEARCH_TABS[0].path;

/** 인기 검색어: the last 7 days' most searched words (or the editors' list), each a search. */
export function PopularSearches() {
  const popular = searchPopular.use();
  return (
    <section className="se-box" aria-labelledby="se-popular-title" data-popular="">
      <h2 className="se-box__title" id="se-popular-title">
        인기 검색어
      </h2>
      {popular.isPending ? <p className="se-box__note">인기 검색어를 불러오는 중입니다.</p> : null}
      {popular.isError ? (
        <p className="se-box__note">
          인기 검색어를 불러오지 못했습니다.{' '}
          <button type="button" className="btn btn-tertiary btn-small" onClick={() => void popular.refetch()}>
            다시 시도
          </button>
        </p>
      ) : null}
      {popular.isSuccess ? (
        popular.data.items.length ? (
          <>
            <ol className="se-popular">
              {popular.data.items.map((p) => (
                <li key={p.text}>
                  <span className="se-popular__rank" aria-hidden="true">
                    {p.rank}
                  </span>
                  <Link to={searchHref(TOTAL, p.text)}>{p.text}</Link>
                </li>
              ))}
            </ol>
            <p className="se-box__note">{popular.data.basis === 'RECENT' ? '최근 7일 동안 많이 찾은 검색어입니다.' : '자주 찾는 법률 문제로 운영자가 고른 검색어입니다.'}</p>
          </>
        ) : (
          <p className="se-box__note">아직 인기 검색어가 없습니다.</p>
        )
      ) : null}
    </section>
  );
}

/** How to search better, and where to ask a person when searching does not help. */
export function SearchHelp() {
  return (
    <div className="se-help">
      <section className="se-box" aria-labelledby="se-tips-title">
        <h2 className="se-box__title" id="se-tips-title">
          검색 도움말
        </h2>
        <ul className="se-tips">
          <li>맞춤법과 띄어쓰기를 확인해 주세요.</li>
          <li>짧은 낱말로 찾아 보세요. 예: ‘전세 보증금을 돌려받지 못했어요’ 대신 ‘보증금 반환’</li>
          <li>일상에서 쓰는 말로도 찾을 수 있습니다. 예: ‘월급 못 받음’으로 찾으면 ‘임금체불’도 함께 찾습니다.</li>
          <li>초성만 입력하면(예: ㅇㅊㄱ) 자동완성 검색어가 나옵니다.</li>
        </ul>
      </section>
      <PopularSearches />
      <section className="se-box se-ask" aria-labelledby="se-ask-title" data-ask="">
        <h2 className="se-box__title" id="se-ask-title">
          직접 물어보기
        </h2>
        <p>찾는 내용이 없으면 상담을 받아 보세요. 법률상담은 무료입니다.</p>
        <ul className="se-ask__list">
          <li>
            <a href="tel:132" className="btn btn-secondary">
              전화 상담 132
            </a>{' '}
            <span className="se-box__note">국번 없이 · 평일 09:00~18:00</span>
          </li>
          <li>
            <Link to="/dscsn/rsvt/DscsnRsvtM" className="btn btn-secondary">
              상담 예약
            </Link>{' '}
            <span className="se-box__note">방문·전화·화상 상담</span>
          </li>
          <li>
            <Link to="/dscsn/cyber" className="btn btn-secondary">
              사이버 상담
            </Link>{' '}
            <span className="se-box__note">온라인으로 묻고 답변 받기</span>
          </li>
        </ul>
      </section>
    </div>
  );
}

/**
 * No result: for the query at all (`scope` absent), or in one tab or filter while others have some (then the
 * tabs that do are offered). A spelling suggestion first, then the help.
 */
export function NoResult({ q, data, scope: tab }: { q: string; data: Pick<SearchResult, 'suggestions' | 'facets'> | null; scope?: { key: string; label: string; path: string } | null }) {
  const others = data && tab ? SEARCH_TABS.filter((t) => t.key !== 'total' && t.key !== tab.key && tabCount(t, data.facets.kinds) > 0) : [];
  const [suggestion] = data?.suggestions ?? [];
  return (
    <div className="se-none" data-no-result={tab ? 'tab' : 'all'}>
      <div className="se-none__head">
        <p className="se-none__title" role="status">
          {tab ? `‘${q}’에 대한 ${tab.label} 검색 결과가 없습니다.` : `‘${q}’에 대한 검색 결과가 없습니다.`}
        </p>
        {suggestion ? (
          <p className="se-suggest" data-spelling="">
            혹시 <Link to={searchHref(tab?.path ?? TOTAL, suggestion)}>{suggestion}</Link>
            {objectParticle(suggestion)} 찾으셨나요?
          </p>
        ) : null}
        {others.length ? (
          <>
            <p>다른 분류에는 검색 결과가 있습니다.</p>
            <ul className="se-none__others">
              {others.map((t) => (
                <li key={t.key}>
                  <Link to={searchHref(t.path, q)}>
                    {t.label} {tabCount(t, data!.facets.kinds).toLocaleString('ko-KR')}건
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <SearchHelp />
    </div>
  );
}
