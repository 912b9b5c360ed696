import { Link } from '@portal/router';
import { CASE_BOARD_LABELS, caseHref, LAW_CASE_PATH, type PrecedentDetail } from '@portal/contracts/client';
import { precedentDetail } from '../../api/precedentDetail';
import { LinkedRun, PlainText } from '../Linked';
import { dateLabel, ExternalLink, NotHere, RecordGate, RecordHead, Section, withComma } from '../parts';

/** /law-case?case=<사건번호>: one decision; an unknown number → the Korean not-found block. */
export default function PrecedentView({ caseNo }: { caseNo: string }) {
  const query = precedentDetail.use({ query: { caseNo } }, { enabled: caseNo !== '' });
  return (
    <RecordGate page="precedent-detail" query={query} named={caseNo !== ''} missing={<PrecedentMissing caseNo={caseNo} />} what="판례를" title="판례">
          {(p) => <Precedent p={p} />}
    </RecordGate>
  );
}

function PrecedentMissing({ caseNo }: { caseNo: string }) {
  return (
    <NotHere
      page="precedent-missing"
      title="판례를 찾을 수 없습니다"
      ways={[
        { to: LAW_CASE_PATH, label: '판례 검색으로 가기' },
        ...(caseNo ? [{ to: `${LAW_CASE_PATH}?keyword=${encodeURIComponent(caseNo.slice(0, 100))}`, label: `‘${caseNo.slice(0, 40)}’(으)로 판례 검색하기` }] : []),
      ]}
    >
      <p>{caseNo ? `사건번호 ‘${caseNo.slice(0, 60)}’인 판례는 이 플랫폼에 없습니다.` : '주소에 사건번호가 없습니다.'} 사건번호(예: 2019다12345)를 확인하시거나 판례 검색에서 찾아 주세요.</p>
    </NotHere>
  );
}

function Precedent({ p }: { p: PrecedentDetail }) {
  const source = (
    <ExternalLink href={p.sourceUrl} what="국가법령정보센터">
      국가법령정보센터에서 원문 보기
    </ExternalLink>
  );
  return (
    <article className="st-record" aria-labelledby="precedent-title" data-precedent-detail={p.caseNo}>
      <RecordHead
        id="precedent-title"
        title={`${p.court} ${p.caseNo} 판결`}
        print="이 판례"
        badges={[[p.topicName], [p.caseType, true]]}
        facts={[
          ['사건명', p.caseName, 'case-name'],
          ['선고일', dateLabel(p.decidedOn)],
          ['법원', p.court],
          ['출처', source],
        ]}
      />
      <Section id="pr-holdings" title="판시사항" mark="holdings">
        <PlainText text={p.holdings || '판시사항이 없습니다.'} />
      </Section>
      <Section id="pr-summary" title="판결요지" mark="summary">
        {p.summaryExcerpted ? <p className="fm-notice fm-notice--warning st-excerpt">판결요지의 일부를 줄여 실었습니다. 전체는 {source}에서 읽어 주세요.</p> : null}
        <PlainText text={p.summary || '판결요지가 없습니다.'} />
      </Section>
      <Section id="pr-articles" title="참조조문" mark="ref-articles">
        {p.refArticles.length ? (
          <ul className="st-lines">
            {p.refArticles.map((line, i) => (
              <li key={i}>
                <LinkedRun text={line} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="st-muted">참조조문이 없습니다.</p>
        )}
        <p className="fm-hint">밑줄 친 조문은 이 플랫폼에서 바로 읽을 수 있습니다.</p>
      </Section>
      <Section id="pr-precedents" title="참조판례" mark="ref-precedents">
        {p.refPrecedents.trim() ? <PlainText text={p.refPrecedents} /> : <p className="st-muted">참조판례가 없습니다.</p>}
      </Section>
      <Section id="pr-full" title="전문" mark="full-text">
        {p.fullExcerpted ? (
          <div className="fm-notice fm-notice--warning st-excerpt" data-excerpted="">
            <p>
              <strong>발췌본입니다.</strong> 이 판결의 전문{p.fullLength ? `(원문 ${withComma(p.fullLength)}자)` : ''} 가운데 앞부분만 실었습니다. 판결 전체는 {source}에서 읽어 주세요.
            </p>
          </div>
        ) : null}
        {p.fullText.trim() ? <PlainText text={p.fullText} className="st-text--full" /> : <p className="st-muted">전문을 싣지 않았습니다. {source}에서 읽어 주세요.</p>}
      </Section>
      <Section id="pr-cases" title="이 판례를 바탕으로 한 사례" mark="precedent-cases">
        {p.cases.length ? (
          <ul className="st-links">
            {p.cases.map((c) => (
              <li key={c.caseId}>
                <span className="st-badge st-badge--plain">{CASE_BOARD_LABELS[c.board]}</span> <Link to={caseHref(c.board, c.caseId)}>{c.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="st-muted">이 판례를 다룬 상담·구조 사례가 아직 없습니다.</p>
        )}
      </Section>
      <p className="st-back pr-noprint">
        <Link to={LAW_CASE_PATH}>판례 검색으로 돌아가기</Link>
      </p>
    </article>
  );
}
