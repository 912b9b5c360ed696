import { withContextPath } from '@portal/http';
import type { NoticeDetail as NoticeDetailData } from '@portal/contracts/client';
import { ButtonLink } from '@portal/ui/form';
import { AttachmentList, FILE_KIND_NAMES } from '@portal/blocks/record';
import { noticeDetail } from '../../../api/noticeDetail';
import { BoardDetail } from '../../../lib/BoardRecord';
import { NOTICE_BOARD } from '../../../lib/boards';
import { day, formatBytes, withComma } from '../../../lib/format';
import { RichText } from '../../../lib/RichText';
import '../../../lib/center.css';
import { Facts, Neighbours } from '@portal/ui';

/** /center/ntc/detail?nttId=: one notice with attachments and previous/next; unknown or hidden → the 404 page. */
export default function NoticeDetail() {
  return (
    <BoardDetail board={NOTICE_BOARD} idParam="nttId" what="공지사항을" useRecord={(nttId) => noticeDetail.use({ params: { nttId } })}>
      {(n, listQuery) => <Detail n={n} listQuery={listQuery} />}
    </BoardDetail>
  );
}

function Detail({ n, listQuery }: { n: NoticeDetailData; listQuery: string }) {
  const keep = listQuery.replace(/^\?/, '&');
  const side = (x: NoticeDetailData['prev']) => x && { to: `${NOTICE_BOARD.detail}?nttId=${encodeURIComponent(x.nttId)}${keep}`, text: x.title };
  return (
    <article className="ct-article" aria-labelledby="ntc-title" data-notice-detail={n.nttId}>
      <p className="ct-article__badges">
        {n.pinned ? <span className="ct-badge ct-badge--pinned">공지</span> : null}
        <span className="ct-badge ct-badge--category">{n.category}</span>
      </p>
      <h1 id="ntc-title" className="mb-page__title ct-article__title">
        {n.title}
      </h1>
      <Facts
        className="ct-meta"
        facts={[
          ['등록일', day(n.postedAt)],
          ['조회수', withComma(n.viewCount), 'view-count'],
          n.updatedAt && day(n.updatedAt) !== day(n.postedAt) && ['수정일', day(n.updatedAt)],
        ]}
      />
      <RichText html={n.bodyHtml} className="ct-article__body" />
      <section className="ct-files" aria-labelledby="ntc-files-title">
        <h2 id="ntc-files-title" className="ct-h2">
          첨부파일 <span className="ct-muted">({n.attachments.length}개)</span>
        </h2>
        <AttachmentList metaClassName="ct-muted" files={n.attachments.map((a) => ({ fileId: a.fileId, name: a.name, href: withContextPath(a.url), kind: FILE_KIND_NAMES[a.type], size: formatBytes(a.size) }))} />
      </section>
      <Neighbours block="ct" label="이전 글과 다음 글" what="글" prev={side(n.prev)} next={side(n.next)} />
      <div className="fm-actions ct-actions">
        <ButtonLink to={`${NOTICE_BOARD.list}${listQuery}`} variant="secondary">
          목록
        </ButtonLink>
      </div>
    </article>
  );
}
