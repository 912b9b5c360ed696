import { Link, useLocation, useNavigate } from '@portal/router';
import { NOTICE_SEARCH_TYPES, type NoticeListItem } from '@portal/contracts/client';
import { PageHeading, useFocusWhenReady } from '@portal/ui/form';
import { Pagination } from '@portal/ui/pagination';
import { centerApi } from '../../lib/api';
import { day, withComma } from '../../lib/format';
import { keywordParam, pageParam, param, toQuery } from '../../lib/query';
import { SearchBox } from '../../lib/SearchBox';
import { Empty, LoadError, Loading } from '../../lib/states';
import { useKeyedLoad } from '../../lib/use-load';
import '../../lib/center.css';

const PATH = '/center/ntc/list';
const PAGE_SIZE = 10;
type SearchType = (typeof NOTICE_SEARCH_TYPES)[number];
const SCOPES: { value: SearchType; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'TITLE', label: '제목' },
  { value: 'CONTENT', label: '내용' },
];

export function readNoticeQuery(search: string) {
  const raw = param(search, 'searchType');
  const searchType: SearchType = (NOTICE_SEARCH_TYPES as readonly string[]).includes(raw) ? (raw as SearchType) : 'ALL';
  return { searchType, keyword: keywordParam(search), page: pageParam(search) };
}

export function noticeListQuery(q: ReturnType<typeof readNoticeQuery>): string {
  return toQuery({ searchType: q.keyword && q.searchType !== 'ALL' ? q.searchType : '', keyword: q.keyword, page: q.page });
}

/** /center/ntc/list: pinned notices first (공지 badge), search by title/content, table that becomes cards on a phone. */
export default function NoticeList() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const q = readNoticeQuery(search);
  const [state, retry] = useKeyedLoad(`${q.searchType}|${q.keyword}|${q.page}`, () =>
    centerApi.noticeList({ searchType: q.searchType, keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE }),
  );
  const { ref: countRef, arm: armFocus } = useFocusWhenReady<HTMLParagraphElement>(state);

  const detailQuery = noticeListQuery(q).replace(/^\?/, '&');
  const rows = (items: NoticeListItem[], pinned: boolean, offset: number, total: number) =>
    items.map((n, i) => <NoticeRow key={`${pinned ? 'p' : 'n'}-${n.nttId}`} n={n} no={pinned ? null : total - offset - i} href={`/center/ntc/detail?nttId=${encodeURIComponent(n.nttId)}${detailQuery}`} />);

  return (
    <div className="mb-page mb-page--wide ct-page" data-page="notice-list">
      <PageHeading title="공지사항" lead="법률구조 플랫폼의 새 소식, 서비스 안내, 시스템 점검 일정을 알려 드립니다." />
      <SearchBox
        id="ntc-keyword"
        name="공지사항"
        keyword={q.keyword}
        scope={q.searchType}
        scopes={SCOPES}
        hint="검색 범위를 고르고 검색어를 입력해 주세요."
        onSearch={(keyword, scope) => {
          armFocus();
          navigate(PATH + noticeListQuery({ keyword, searchType: scope as SearchType, page: 1 }));
        }}
      />
      {state.status === 'loading' ? <Loading label="공지사항을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <LoadError what="공지사항을" retry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="ct-count" tabIndex={-1} ref={countRef} role="status" data-result-count="">
            {q.keyword ? `‘${q.keyword}’ ${SCOPES.find((s) => s.value === q.searchType)?.label} 검색 결과 ` : ''}총 <strong>{withComma(state.data.total)}</strong>건
            {state.data.total ? ` (${state.data.page}/${Math.max(1, Math.ceil(state.data.total / state.data.pageSize))}쪽)` : ''}
          </p>
          {state.data.items.length === 0 && state.data.pinned.length === 0 ? (
            <Empty>
              <p>{q.keyword ? `‘${q.keyword}’에 맞는 공지사항이 없습니다. 다른 검색어나 검색 범위로 찾아보세요.` : '등록된 공지사항이 없습니다.'}</p>
              {q.keyword ? (
                <p>
                  <Link to={PATH}>검색 조건 지우기</Link>
                </p>
              ) : null}
            </Empty>
          ) : (
            <table className="ct-table" data-notice-table="">
              <caption className="sr-only">공지사항 목록: 번호, 분류, 제목, 첨부, 등록일, 조회수. 고정 공지가 맨 위에 있습니다.</caption>
              <thead>
                <tr>
                  <th scope="col" className="ct-col-no">
                    번호
                  </th>
                  <th scope="col" className="ct-col-cat">
                    분류
                  </th>
                  <th scope="col">제목</th>
                  <th scope="col" className="ct-col-file">
                    첨부
                  </th>
                  <th scope="col" className="ct-col-date">
                    등록일
                  </th>
                  <th scope="col" className="ct-col-views">
                    조회수
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows(state.data.pinned, true, 0, 0)}
                {rows(state.data.items, false, (state.data.page - 1) * state.data.pageSize, state.data.total)}
              </tbody>
            </table>
          )}
          {state.data.items.length === 0 && state.data.pinned.length > 0 && q.keyword ? (
            <p className="fm-hint">고정 공지 밖에는 ‘{q.keyword}’에 맞는 공지사항이 없습니다.</p>
          ) : null}
          <Pagination
            page={state.data.page}
            total={state.data.total}
            pageSize={state.data.pageSize}
            label="공지사항 페이지"
            hrefFor={(p) => PATH + noticeListQuery({ ...q, page: p })}
          />
        </>
      ) : null}
    </div>
  );
}

function NoticeRow({ n, no, href }: { n: NoticeListItem; no: number | null; href: string }) {
  return (
    <tr className={n.pinned && no === null ? 'is-pinned' : undefined} data-notice={n.nttId} data-pinned={no === null ? 'true' : 'false'}>
      <td className="ct-col-no" data-label="번호">
        {no === null ? <span className="ct-badge ct-badge--pinned">공지</span> : no}
      </td>
      <td className="ct-col-cat" data-label="분류">
        {n.category}
      </td>
      <td className="ct-col-title">
        <Link to={href} className="ct-title-link">
          {n.title}
        </Link>
      </td>
      <td className="ct-col-file" data-label="첨부">
        {n.attachmentCount > 0 ? (
          <span className="ct-clip" role="img" aria-label={`첨부파일 ${n.attachmentCount}개`} title={`첨부파일 ${n.attachmentCount}개`}>
            📎
          </span>
        ) : (
          <span className="sr-only">없음</span>
        )}
      </td>
      <td className="ct-col-date" data-label="등록일">
        {day(n.postedAt)}
      </td>
      <td className="ct-col-views" data-label="조회수">
        {withComma(n.viewCount)}
      </td>
    </tr>
  );
}
