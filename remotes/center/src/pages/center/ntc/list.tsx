import { Link } from '@portal/router';
import { CENTER_KEYWORD_MAX, type NoticeListItem } from '@portal/contracts/client';
import { searchedFor } from '@portal/blocks/list';
import { noticeList } from '../../../api/noticeList';
import { BoardList } from '../../../lib/BoardRecord';
import { NOTICE_BOARD, NOTICE_LIST, noticeListQuery, type NoticeSearchType } from '../../../lib/boards';
import { day, withComma } from '../../../lib/format';
import '../../../lib/center.css';

const PAGE_SIZE = 10;
const SCOPES: { value: NoticeSearchType; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'TITLE', label: '제목' },
  { value: 'CONTENT', label: '내용' },
];

/** /center/ntc/list: pinned notices first (공지 badge), search by title/content, table that becomes cards on a phone. */
export default function NoticeList() {
  return (
    <BoardList
      board={NOTICE_BOARD}
      call={noticeList}
      input={(q) => ({ query: { searchType: q.searchType, keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE } })}
      what="공지사항을"
      search={{ id: 'ntc-keyword', name: '공지사항', hint: '검색 범위를 고르고 검색어를 입력해 주세요.', maxLength: CENTER_KEYWORD_MAX, scopes: SCOPES, scopeKey: 'searchType' }}
      countPrefix={(_, q) => searchedFor(q.keyword, SCOPES.find((s) => s.value === q.searchType)?.label)}
      countPages
      isEmpty={(data) => data.items.length === 0 && data.pinned.length === 0}
      empty={(q) => (
        <>
          <p>{q.keyword ? `‘${q.keyword}’에 맞는 공지사항이 없습니다. 다른 검색어나 검색 범위로 찾아보세요.` : '등록된 공지사항이 없습니다.'}</p>
          {q.keyword ? (
            <p>
              <Link to={NOTICE_LIST}>검색 조건 지우기</Link>
            </p>
          ) : null}
        </>
      )}
      below={(data, { q }) =>
        data.items.length === 0 && data.pinned.length > 0 && q.keyword ? <p className="fm-hint">고정 공지 밖에는 ‘{q.keyword}’에 맞는 공지사항이 없습니다.</p> : null
      }
      pagination="공지사항 페이지"
    >
      {(data, { q }) => {
        const detailQuery = noticeListQuery(q).replace(/^\?/, '&');
        const rows = (items: NoticeListItem[], pinned: boolean, offset: number, total: number) =>
          items.map((n, i) => (
            <NoticeRow key={`${pinned ? 'p' : 'n'}-${n.nttId}`} n={n} no={pinned ? null : total - offset - i} href={`${NOTICE_BOARD.detail}?nttId=${encodeURIComponent(n.nttId)}${detailQuery}`} />
          ));
        return (
          <table className="ls-table ct-table" data-notice-table="">
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
              {rows(data.pinned, true, 0, 0)}
              {rows(data.items, false, (data.page - 1) * data.pageSize, data.total)}
            </tbody>
          </table>
        );
      }}
    </BoardList>
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
