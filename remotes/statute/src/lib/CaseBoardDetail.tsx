import { Link, useLocation } from '@portal/router';
import { caseHref, RECORD_ID_PATTERN, statuteHref, type CaseBoard, type CaseDetail } from '@portal/contracts/client';
import { param, toQuery } from '@portal/blocks/list';
import { ButtonLink } from '@portal/ui/form';
import { caseDetail } from '../api/caseDetail';
import { readCaseQuery } from './address';
import { BOARD_TEXT, BOOKING_PATH } from './boards';
import { LinkedText, PlainText } from './Linked';
import { dateLabel, Neighbours, NotHere, PrecedentLinks, RecordGate, RecordHead, Section, withComma } from './parts';

/** /statuteinfo/{discussion,legalaid}/detail?caseId=: one case; unknown → the Korean not-found block with the way back. */
export default function CaseBoardDetail({ board }: { board: CaseBoard }) {
  const { search } = useLocation();
  const text = BOARD_TEXT[board];
  const caseId = param(search, 'caseId');
  const q = readCaseQuery(search);
  const listQuery = toQuery({ category: q.category, keyword: q.keyword, sort: q.sort, page: q.page });
  const valid = RECORD_ID_PATTERN.test(caseId);
  const query = caseDetail.use({ params: { caseId } }, { enabled: valid });
  const missing = (
    <NotHere page={`${text.name}-missing`} title="사례를 찾을 수 없습니다" ways={[{ to: text.list, label: `${text.title} 목록으로 가기` }]}>
      <p>
        {caseId ? `사례 번호 ‘${caseId.slice(0, 40)}’인 ${text.title}는 없습니다.` : '주소에 사례 번호(caseId)가 없습니다.'} 목록에서 사례를 골라 주세요.
      </p>
    </NotHere>
  );
  return (
    <RecordGate page={`${text.name}-detail`} query={query} named={valid} missing={missing} what="사례를" title={text.title}>
          {(c) => <Case c={c} board={board} listQuery={listQuery} />}
    </RecordGate>
  );
}

function Case({ c, board, listQuery }: { c: CaseDetail; board: CaseBoard; listQuery: string }) {
  const text = BOARD_TEXT[board];
  const keep = listQuery.replace(/^\?/, '&');
  return (
    <article className="st-record" aria-labelledby="case-title" data-case-detail={c.caseId}>
      <RecordHead
        id="case-title"
        title={c.title}
        print="이 사례"
        badges={[[text.title, true], [c.categoryName]]}
        facts={[
          ['작성일', dateLabel(c.writtenOn)],
          ['조회수', withComma(c.viewCount), 'view-count'],
        ]}
      />
      <Section id="case-question" title={board === 'DISCUSSION' ? '질문' : '사건 개요'} className="st-qa st-qa--q" mark="question">
        <PlainText text={c.question} />
      </Section>
      <Section id="case-answer" title={board === 'DISCUSSION' ? '답변' : '구조 결과와 해설'} className="st-qa st-qa--a" mark="answer">
        <LinkedText text={c.answer} />
      </Section>
      <Section id="case-basis" title="근거 판례와 법령" mark="case-basis">
        {c.precedents.length ? (
          <>
            <h3 className="st-h3">판례</h3>
            <PrecedentLinks items={c.precedents} />
          </>
        ) : null}
        {c.articles.length ? (
          <>
            <h3 className="st-h3">법령</h3>
            <ul className="st-links">
              {c.articles.map((a) => (
                <li key={a.ref}>
                  <Link to={statuteHref(a.law, a.jo)} data-article-link={a.ref}>
                    {a.ref}
                  </Link>
                  {a.title ? <span className="st-muted"> ({a.title})</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {!c.precedents.length && !c.articles.length ? <p className="st-muted">이 사례에 적은 근거가 없습니다.</p> : null}
        <p className="fm-hint">이 사례는 이해를 돕기 위한 일반적인 설명입니다. 사정에 따라 결과가 다를 수 있으니 구체적인 일은 상담을 받아 보세요.</p>
      </Section>
      <aside className="st-help pr-noprint" aria-labelledby="case-help-title" data-case-help="">
        <h2 id="case-help-title" className="st-h2">
          비슷한 문제를 겪고 계신가요?
        </h2>
        <p>법률 전문가와 상담하면 내 사정에 맞는 답을 들을 수 있습니다. 경제적으로 어려우면 무료 법률구조도 받을 수 있습니다.</p>
        <div className="fm-actions">
          <ButtonLink to={BOOKING_PATH}>이 사례와 비슷한 문제로 상담받기</ButtonLink>
          <a className="btn btn-secondary" href="tel:132">
            전화 상담 132<span className="sr-only"> (대한법률구조공단, 국번 없이)</span>
          </a>
        </div>
        <p className="fm-hint">대한법률구조공단 국번 없이 132 · 평일 09:00~18:00</p>
      </aside>
      <Neighbours
        label="이전 사례와 다음 사례"
        what="사례"
        prev={c.prev ? { to: `${caseHref(board, c.prev.caseId)}${keep}`, text: c.prev.title } : null}
        next={c.next ? { to: `${caseHref(board, c.next.caseId)}${keep}`, text: c.next.title } : null}
      />
      <div className="fm-actions st-actions pr-noprint">
        <ButtonLink to={`${text.list}${listQuery}`} variant="secondary">
          목록
        </ButtonLink>
      </div>
    </article>
  );
}
