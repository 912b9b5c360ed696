import { Link } from '@portal/router';
import { LoadGate, usePageState } from '@portal/ui/form';
import { dateLabel, termsApi } from './api';
import { TermsText, VersionTable } from './TermsParts';
import './policy.css';

async function load() {
  const versions = await termsApi.versions();
  const current = versions.find((v) => v.current) ?? versions[0];
  if (!current) return { versions, doc: null };
  return { versions, doc: await termsApi.document(current.version) };
}

/** /trms: the terms of use in force, and the version history. */
export default function TermsPage() {
  const state = usePageState(load);
  return (
    <div className="mb-page mb-page--wide pl-page" data-page="terms">
      <h1 className="mb-page__title">이용약관</h1>
      <LoadGate state={state} what="이용약관을">
        {({ versions, doc }) =>
          !doc ? (
            <p className="pl-empty">게시된 이용약관이 없습니다.</p>
          ) : (
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
          )
        }
      </LoadGate>
    </div>
  );
}
