import { Link, useLocation } from '@portal/router';
import { QNA_CATEGORY_LABELS, QNA_NO_PATTERN, type Qna } from '@portal/contracts/client';
import { ButtonLink, Notice, PageHeading } from '@portal/ui/form';
import { fmtDateTime } from '@portal/ui/format';
import { param, TitledGate } from '@portal/blocks/list';
import { ReceiptCard } from '@portal/blocks/record';
import { myQna } from '../../../api/myQna';
import '../../../lib/center.css';

/** /center/qna/cmptn?qnaNo=: the question is registered; what happens next. Another person's number → a refusal without content. */
export default function QnaComplete() {
  const qnaNo = param(useLocation().search, 'qnaNo');
  return <div className="mb-page ct-page" data-page="qna-complete">{QNA_NO_PATTERN.test(qnaNo) ? <Receipt qnaNo={qnaNo} /> : <NotFound />}</div>;
}

function Receipt({ qnaNo }: { qnaNo: string }) {
  const query = myQna.use({ params: { qnaNo } });
  return (
    // not one's own (404), malformed (400) or nobody signed in (401): the same refusal without content
    <TitledGate query={query} what="등록한 문의를" title="문의 등록 확인" missing={<NotFound />} missingOn={[404, 400, 401]}>
      {(q) => <Done q={q} />}
    </TitledGate>
  );
}

function NotFound() {
  return (
    <>
      <PageHeading title="문의를 찾을 수 없습니다" />
      <Notice tone="warning" role="status">
        <p data-not-found="">
          이 주소의 문의 번호로 등록된 본인의 문의를 찾을 수 없습니다. 문의 번호는 Q20261121-000001 같은 모양이며, 본인이 남긴 문의만 볼 수 있습니다.
        </p>
        <p>남긴 문의는 나의 문의 내역에서 모두 확인하실 수 있습니다.</p>
      </Notice>
      <div className="fm-actions ct-actions">
        <ButtonLink to="/my/qna/list">나의 문의 내역</ButtonLink>
        <ButtonLink to="/center/qna" variant="secondary">
          묻고 답하기로 가기
        </ButtonLink>
      </div>
    </>
  );
}

function Done({ q }: { q: Qna }) {
  const detail = `/my/qna/detail?qnaNo=${encodeURIComponent(q.qnaNo)}`;
  return (
    <>
      <PageHeading title="문의를 등록했습니다" lead="운영자가 확인한 뒤 답변을 드립니다." />
      <ReceiptCard
        label="문의 번호"
        number={q.qnaNo}
        numberMarks={{ 'data-qna-no': '' }}
        facts={[
          ['분류', QNA_CATEGORY_LABELS[q.category]],
          ['제목', q.title, { 'data-qna-title': '' }],
          ['등록 일시', fmtDateTime(q.createdAt)],
          ['공개 여부', q.isPublic ? '공개 (답변 뒤 이름 없이 공개)' : '비공개'],
          ['첨부파일', q.attachment ? q.attachment.name : '없음'],
        ]}
      >
        <h2 className="ct-h3">문의 내용</h2>
        <p className="ct-text" data-qna-content="">
          {q.content}
        </p>
      </ReceiptCard>
      <section className="fm-card" aria-labelledby="qna-next-title">
        <h2 id="qna-next-title">다음 순서</h2>
        <ol className="fm-list">
          <li>운영자가 문의를 확인하고 근무일 기준 3일 안에 답변합니다.</li>
          <li>답변이 등록되면 {q.askedAs === 'GUEST' ? '본인확인한 휴대전화' : '회원정보의 휴대전화'}로 문자 알림(답변 알림)을 보내 드립니다.</li>
          <li>
            답변은 <Link to={detail}>나의 문의 상세</Link>에서 볼 수 있습니다. 급한 법률 문제는 대한법률구조공단 <a href="tel:132">국번 없이 132</a>로 전화해 주세요.
          </li>
        </ol>
      </section>
      <div className="fm-actions ct-actions">
        <ButtonLink to={detail}>문의 상세 보기</ButtonLink>
        <ButtonLink to="/my/qna/list" variant="secondary">
          나의 문의 내역
        </ButtonLink>
      </div>
    </>
  );
}
