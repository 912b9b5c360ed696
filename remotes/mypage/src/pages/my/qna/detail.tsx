import { useLocation } from '@portal/router';
import { QNA_CATEGORY_LABELS, QNA_NO_PATTERN, type Qna } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { formatBytes, fmtDateTime } from '@portal/ui/format';
import { ButtonLink, LoadError, PageHeading, errorStatus } from '@portal/ui/form';
import { AttachmentLink, NoAttachments, RecordCard } from '@portal/blocks/record';
import { myQna } from '../../../api/myQna';
import { myQnaFileHref } from '../../../api/myQnaFile';
import { QnaStatusBadge } from '../../../lib/QnaStatusBadge';
import { SignInNeeded } from '@portal/blocks/gate';
import { NotFoundState, queryValue } from '../../../lib/signed-out';
import { AnswerCard, BackToList, RecordSummary } from '../../../lib/record';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/qna.css';

const LIST = '/my/qna/list';

/** /my/qna/detail?qnaNo=: my question, its attachment and the answer (or when it is expected). */
export default function MyQnaDetail() {
  const { search } = useLocation();
  const qnaNo = queryValue(search, 'qnaNo', QNA_NO_PATTERN);
  const missing = {
    title: '문의를 찾을 수 없습니다',
    text: `${qnaNo ? `문의 번호 ${qnaNo}` : '이 주소의 문의'}을(를) 찾을 수 없습니다. 문의 번호를 확인해 주세요. 본인이 남긴 문의만 볼 수 있습니다.`,
    to: LIST,
    action: '나의 문의 내역으로',
  };
  return <div className="mb-page md-page" data-page="my-qna-detail">{qnaNo ? <Record qnaNo={qnaNo} missing={missing} /> : <NotFoundState {...missing} />}</div>;
}

/** The question of the address: loading, signed out, unknown or another person's (404: the same words), failed, found. */
function Record({ qnaNo, missing }: { qnaNo: string; missing: { title: string; text: string; to: string; action: string } }) {
  const q = myQna.use({ params: { qnaNo } });
  if (q.isPending) return <Spinner label="문의 내용을 불러오는 중입니다" />;
  if (q.isSuccess) return <Detail q={q.data} />;
  const status = errorStatus(q.error);
  if (status === 401) return <SignInNeeded heading />;
  if (status === 404 || status === 400) return <NotFoundState {...missing} />;
  return (
    <>
      <PageHeading title="문의 내역 상세" />
      <LoadError what="문의 내용을" retry={() => void q.refetch()} />
    </>
  );
}

function Detail({ q }: { q: Qna }) {
  return (
    <>
      <PageHeading title="문의 내역 상세" />
      <RecordSummary id="mq-title" marks={{ 'data-qna-detail': q.qnaNo }} badge={<QnaStatusBadge status={q.status} />} number={`문의 번호 ${q.qnaNo}`} title={q.title}>
        {QNA_CATEGORY_LABELS[q.category]} · 등록 {fmtDateTime(q.createdAt)} · {q.isPublic ? '공개' : '비공개'}
      </RecordSummary>
      <RecordCard id="mq-q" title="문의 내용">
        <p className="md-text" data-question="">
          {q.content}
        </p>
        <h3 className="md-h3">첨부파일</h3>
        {q.attachment ? (
          <p data-attachments="">
            <AttachmentLink
              metaClassName="md-files__meta"
              file={{ fileId: q.attachment.fileId, name: q.attachment.name, href: myQnaFileHref(q.qnaNo), kind: q.attachment.type, size: formatBytes(q.attachment.size) }}
            />
          </p>
        ) : (
          <NoAttachments />
        )}
      </RecordCard>
      <AnswerCard id="mq-a" answer={q.answer} waiting="답변 대기 중입니다. 운영자가 등록일부터 근무일 기준 3일 안에 답변합니다. 답변이 등록되면 문자로 알려 드립니다." />
      <BackToList list={LIST}>
        <ButtonLink to="/center/qna" variant="tertiary">
          새 문의하기
        </ButtonLink>
      </BackToList>
    </>
  );
}
