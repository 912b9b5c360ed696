import { QNA_CATEGORY_LABELS } from '@portal/contracts/client';
import { fmtDateTime } from '@portal/ui/format';
import { ButtonLink, PageHeading } from '@portal/ui/form';
import { Empty, QueryGate } from '@portal/blocks/list';
import { allMyQna, type QnaSummary } from '../../api/myQnaList';
import { QnaStatusBadge } from '../../lib/QnaStatusBadge';
import { NothingYet, RecordRows, signInOn401, type Row } from '../../lib/my-list';
import '../../lib/dscsn/dscsn.css';
import '../../lib/qna.css';

/** /my/qna: the entry of 나의 문의 — counts by status, 새 문의하기, the five latest questions. */
export default function MyQna() {
  const q = allMyQna.use();
  return (
    <div className="mb-page mb-page--wide md-page" data-page="my-qna">
      {(q.isError && signInOn401(q.error)) || (
        <>
          <PageHeading title="나의 문의" lead="묻고 답하기에 남긴 문의와 답변을 확인합니다." />
          <QueryGate query={q} what="나의 문의를">
            {(data) => <Summary items={data.items} />}
          </QueryGate>
        </>
      )}
    </div>
  );
}

const rowOf = (x: QnaSummary): Row => ({
  id: x.qnaNo,
  kind: QNA_CATEGORY_LABELS[x.category],
  badge: <QnaStatusBadge status={x.status} />,
  to: `/my/qna/detail?qnaNo=${encodeURIComponent(x.qnaNo)}`,
  title: x.title,
  meta: `등록 ${fmtDateTime(x.createdAt).slice(0, 10)} · 문의 번호 ${x.qnaNo}`,
});

function Summary({ items }: { items: QnaSummary[] }) {
  const waiting = items.filter((x) => x.status === 'WAITING').length;
  const answered = items.filter((x) => x.status === 'ANSWERED').length;
  return (
    <>
      <ul className="mq-counts" aria-label="문의 현황">
        <li data-count="WAITING">
          <span className="mq-counts__label">답변 대기</span>
          <strong className="mq-counts__n">{waiting}</strong>건
        </li>
        <li data-count="ANSWERED">
          <span className="mq-counts__label">답변 완료</span>
          <strong className="mq-counts__n">{answered}</strong>건
        </li>
      </ul>
      <div className="fm-actions mq-actions">
        <ButtonLink to="/center/qna">새 문의하기</ButtonLink>
        <ButtonLink to="/my/qna/list" variant="secondary">
          전체 문의 내역
        </ButtonLink>
      </div>
      <h2 className="mq-h2">최근 문의</h2>
      {items.length === 0 ? (
        <Empty>
          <NothingYet lines={['아직 남긴 문의가 없습니다.', '플랫폼 이용에 궁금한 점이 있으면 묻고 답하기에 남겨 주세요.']} />
        </Empty>
      ) : (
        <RecordRows label="최근 문의 5건" mark="data-qna" items={items.slice(0, 5)} row={rowOf} />
      )}
    </>
  );
}
