import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import type { TermsDocument } from '@portal/contracts';
import { errorStatus, Notice, SelectField } from '@portal/ui/form';
import { QueryGate } from '@portal/blocks/list';
import { termsDocument } from '../../api/termsDocument';
import { termsVersions } from '../../api/termsVersions';
import { dateLabel, spanLabel, viewLink, type TermsVersionSummary } from '../../lib/terms';
import { TermsText, VersionTable } from '../../lib/TermsParts';
import '../../lib/policy.css';

const VERSION_RE = /^\d{4}-\d{2}-\d{2}$/;

/** /trms/trmsView?version=YYYY-MM-DD: one version (no version: the one in force). */
export default function TermsViewPage() {
  // a new query string (another version or survey) is a new load
  return <TermsViewPageInner key={useLocation().search} />;
}

function TermsViewPageInner() {
  const asked = new URLSearchParams(useLocation().search).get('version');
  const versions = termsVersions.use();
  return (
    <div className="mb-page mb-page--wide pl-page" data-page="terms-view">
      <h1 className="mb-page__title">이용약관 보기</h1>
      <QueryGate query={versions} what="이용약관을">
        {(list) => {
          const version = asked ?? list.find((v) => v.current)?.version;
          return version && VERSION_RE.test(version) ? <VersionOf versions={list} version={version} asked={asked} /> : <View versions={list} doc={null} asked={asked} />;
        }}
      </QueryGate>
    </div>
  );
}

function VersionOf({ versions, version, asked }: { versions: TermsVersionSummary[]; version: string; asked: string | null }) {
  const doc = termsDocument.use({ params: { version } });
  // no such version (404) or a malformed one (400): the notice above the history
  return (
    <QueryGate query={doc} what="이용약관을" fallback={(e) => ([404, 400].includes(errorStatus(e) ?? 0) ? <View versions={versions} doc={null} asked={asked} /> : null)}>
      {(d) => <View versions={versions} doc={d} asked={asked} />}
    </QueryGate>
  );
}

function View({ versions, doc, asked }: { versions: TermsVersionSummary[]; doc: TermsDocument | null; asked: string | null }) {
  const navigate = useNavigate();
  return (
    <>
      {!doc ? (
        <Notice tone="warning" role="alert">
          <p data-version-missing="">
            {asked ? `'${asked}'에 시행된 이용약관 버전이 없습니다.` : '게시된 이용약관이 없습니다.'} 아래 개정 이력에서 버전을 골라 주세요.
          </p>
        </Notice>
      ) : (
        <>
          <VersionSwitch versions={versions} current={doc.version} onGo={(v) => navigate(viewLink(v))} />
          <p className="mb-page__lead">
            {doc.title} · <strong>{dateLabel(doc.effectiveDate)} 시행</strong> · 적용 기간 {spanLabel(doc)}
            {doc.current ? ' (현재 적용 중)' : ' (지난 버전)'}
          </p>
          <p className="pl-links">
            <Link to={`/trms/test2?to=${doc.version}`}>다른 버전과 비교하기</Link> · <Link to="/trms">현재 이용약관</Link>
          </p>
          <p className="pl-change">주요 변경: {doc.changeSummary}</p>
          <TermsText doc={doc} />
        </>
      )}
      <section aria-labelledby="terms-history" className="pl-history">
        <h2 id="terms-history" className="pl-h2">
          개정 이력
        </h2>
        <VersionTable versions={versions} shown={doc?.version} />
      </section>
    </>
  );
}

/** A version select with its own button (changing the select alone never moves the page). */
function VersionSwitch({ versions, current, onGo }: { versions: TermsVersionSummary[]; current: string; onGo(v: string): void }) {
  const [value, setValue] = useState(current);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value && value !== current) onGo(value);
  };
  return (
    <form className="pl-switch" onSubmit={submit} aria-label="약관 버전 바꾸기">
      <SelectField
        id="terms-version"
        label="버전 선택"
        value={value}
        onValue={(v) => setValue(v)}
        options={versions.map((v) => ({ value: v.version, label: `${dateLabel(v.version)} 시행${v.current ? ' (현재)' : ''}` }))}
        placeholder="버전을 고르세요"
      />
      <button type="submit" className="btn btn-secondary">
        이 버전 보기
      </button>
    </form>
  );
}
