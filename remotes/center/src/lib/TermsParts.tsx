import { Link } from '@portal/router';
import { HeadedTable } from '@portal/ui';
import type { TermsDocument } from '@portal/contracts';
import { Toc } from './Toc';
import { dateLabel, spanLabel, viewLink, type TermsVersionSummary } from './terms';

const anchor = (articleNo: string) => `art-${articleNo.replace(/\D/g, '')}`;

/** One version's text: an on-page list of articles, then every article under its heading, then 부칙. */
export function TermsText({ doc }: { doc: TermsDocument }) {
  return (
    <>
      <Toc block="pl-toc" title="조문 목록" entries={[...doc.articles.map((a) => ({ id: anchor(a.articleNo), label: `${a.articleNo}(${a.heading})` })), { id: 'art-addendum', label: '부칙' }]} />
      <div className="pl-articles" data-terms-version={doc.version}>
        {doc.articles.map((a) => (
          <section key={a.articleNo} aria-labelledby={anchor(a.articleNo)} className="pl-article">
            <h2 id={anchor(a.articleNo)} className="pl-article__title" tabIndex={-1}>
              {a.articleNo}({a.heading})
            </h2>
            {a.text.split('\n\n').map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </section>
        ))}
        <section aria-labelledby="art-addendum" className="pl-article">
          <h2 id="art-addendum" className="pl-article__title" tabIndex={-1}>
            부칙
          </h2>
          <p>{doc.addendum}</p>
        </section>
      </div>
    </>
  );
}

/** 버전(시행일), 적용 기간, 주요 변경 — newest first. */
export function VersionTable({ versions, shown }: { versions: TermsVersionSummary[]; shown?: string }) {
  const rows = versions.map((v) => [
    <>
      <Link to={viewLink(v.version)}>
        {dateLabel(v.version)}
        <span className="sr-only"> 시행 이용약관 보기</span>
      </Link>
      {v.current ? <span className="pl-badge">현재 시행</span> : null}
    </>,
    spanLabel(v),
    v.changeSummary,
  ]);
  return (
    <HeadedTable
      frameClass="pl-table-wrap"
      tableClass="pl-table"
      marks={{ 'data-versions': '' }}
      caption="이용약관 개정 이력 (최신순)"
      head={['버전(시행일)', '적용 기간', '주요 변경']}
      rows={rows}
      current={versions.findIndex((v) => v.version === shown)}
    />
  );
}
