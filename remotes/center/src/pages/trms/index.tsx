import { Link } from '@portal/router';
import { QueryGate } from '@portal/blocks/list';
import { termsDocument } from '../../api/termsDocument';
import { termsVersions } from '../../api/termsVersions';
import { dateLabel, type TermsVersionSummary } from '../../lib/terms';
import { TermsText, VersionTable } from '../../lib/TermsParts';
import '../../lib/policy.css';

/** /trms: the terms of use in force, and the version history. */
export default function TermsPage() {
  const versions = termsVersions.use();
  return (
    <div className="mb-page mb-page--wide pl-page" data-page="terms">
      <h1 className="mb-page__title">이용약관</h1>
      <QueryGate query={versions} what="이용약관을">
        {(list) => {
          const current = list.find((v) => v.current) ?? list[0];
          return current ? <CurrentTerms versions={list} version={current.version} /> : <p className="pl-empty">게시된 이용약관이 없습니다.</p>;
        }}
      </QueryGate>
    </div>
  );
}

function CurrentTerms({ versions, version }: { versions: TermsVersionSummary[]; version: string }) {
  const doc = termsDocument.use({ params: { version } });
  return (
    <QueryGate query={doc} what="이용약관을">
      {(doc) => (
        <>
          <p className="mb-page__lead">
            {doc.title} · <strong>{dateLabel(doc.effectiveDate)} 시행</strong> (현재 적용 중인 약관)
          </p>
          <p className="pl-links">
            <Link to="/trms/test2">이전 버전과 비교하기</Link> · <a href="#terms-history">개정 이력 보기</a>
          </p>
          <TermsText doc={doc} />
          <section aria-labelledby="terms-history" className="pl-history">
            <h2 id="terms-history" className="pl-h2" tabIndex={-1}>
              개정 이력
            </h2>
            <VersionTable versions={versions} shown={doc.version} />
          </section>
        </>
      )}
    </QueryGate>
  );
}
