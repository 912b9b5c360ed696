import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import type { TermsDocument } from '@portal/contracts';
import { Notice, SelectField } from '@portal/ui/form';
import { QueryGate } from '@portal/blocks/list';
import { termsDocument } from '../../api/termsDocument';
import { termsVersions } from '../../api/termsVersions';
import { dateLabel, viewLink, type TermsVersionSummary } from '../../lib/terms';
import { compareArticles, type ArticleChange, type Piece } from '../../lib/terms-diff';
import '../../lib/policy.css';

const KIND_LABELS: Record<ArticleChange['kind'], string> = { added: '신설', removed: '삭제', changed: '변경', renumbered: '조 번호 변경', same: '변경 없음' };

/** /trms/test2: 이용약관 버전 비교 — two versions, article by article (default: the previous vs the current). */
export default function TermsComparePage() {
  // a new query string (another version or survey) is a new load
  return <TermsComparePageInner key={useLocation().search} />;
}

function TermsComparePageInner() {
  const q = new URLSearchParams(useLocation().search);
  const versions = termsVersions.use();
  return (
    <div className="mb-page mb-page--wide pl-page" data-page="terms-compare">
      <h1 className="mb-page__title">이용약관 버전 비교</h1>
      <p className="mb-page__lead">두 버전을 골라 조문별로 무엇이 신설·삭제·변경되었는지 봅니다. 바뀐 글자는 [추가]와 [삭제] 표시와 함께 보여 드립니다.</p>
      <QueryGate query={versions} what="이용약관을">
        {(list) => {
          const names = list.map((v) => v.version); // newest first
          const to = names.includes(q.get('to') ?? '') ? q.get('to')! : names[0];
          const fromAsked = q.get('from');
          const older = names.filter((n) => to && n < to);
          const from = fromAsked && names.includes(fromAsked) ? fromAsked : (older[0] ?? names[1] ?? names[0]);
          return from && to ? <Comparison versions={list} from={from} to={to} /> : <p className="pl-empty">비교할 약관 버전이 없습니다.</p>;
        }}
      </QueryGate>
    </div>
  );
}

function Comparison({ versions, from, to }: { versions: TermsVersionSummary[]; from: string; to: string }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const before = termsDocument.use({ params: { version: from } });
  const after = termsDocument.use({ params: { version: to } });
  return (
    <QueryGate query={before} what="이용약관을">
      {(b) => (
        <QueryGate query={after} what="이용약관을">
          {(a) => (
            <>
              <ComparePicker key={search} versions={versions} from={b.version} to={a.version} onGo={(f, t) => navigate(`${pathname}?from=${f}&to=${t}`)} />
              <CompareResult before={b} after={a} />
            </>
          )}
        </QueryGate>
      )}
    </QueryGate>
  );
}

function ComparePicker({ versions, from, to, onGo }: { versions: TermsVersionSummary[]; from: string; to: string; onGo(from: string, to: string): void }) {
  const [a, setA] = useState(from);
  const [b, setB] = useState(to);
  const [error, setError] = useState<string | null>(null);
  const options = versions.map((v) => ({ value: v.version, label: `${dateLabel(v.version)} 시행${v.current ? ' (현재)' : ''}` }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (a === b) {
      setError('서로 다른 두 버전을 골라 주세요.');
      document.getElementById('cmp-from')?.focus();
      return;
    }
    setError(null);
    onGo(a < b ? a : b, a < b ? b : a);
  };
  return (
    <form className="pl-compare-form" onSubmit={submit} noValidate aria-label="비교할 두 버전 고르기">
      <SelectField id="cmp-from" label="이전 버전" value={a} onValue={(v) => (setA(v), setError(null))} options={options} placeholder="버전을 고르세요" error={error ?? undefined} />
      <SelectField id="cmp-to" label="비교할 버전" value={b} onValue={(v) => (setB(v), setError(null))} options={options} placeholder="버전을 고르세요" />
      <div className="pl-compare-form__go">
        <button type="submit" className="btn btn-primary">
          비교
        </button>
      </div>
    </form>
  );
}

function CompareResult({ before, after }: { before: TermsDocument; after: TermsDocument }) {
  const changes = compareArticles(before.articles, after.articles);
  const counts = (k: ArticleChange['kind']) => changes.filter((c) => c.kind === k).length;
  const addendumChanged = before.addendum !== after.addendum;
  return (
    <section aria-labelledby="cmp-result" data-compare="">
      <h2 id="cmp-result" className="pl-h2" tabIndex={-1}>
        {dateLabel(before.version)} 시행 → {dateLabel(after.version)} 시행
      </h2>
      <p role="status">
        신설 {counts('added')}개, 삭제 {counts('removed')}개, 변경 {counts('changed')}개, 조 번호만 바뀐 조문 {counts('renumbered')}개
      </p>
      <p className="pl-legend">
        표시 방법: <ins className="pl-ins">[추가] 추가된 글</ins> <del className="pl-del">[삭제] 지워진 글</del>
      </p>
      <p>
        <Link to={viewLink(before.version)}>{dateLabel(before.version)} 버전 전문</Link> · <Link to={viewLink(after.version)}>{dateLabel(after.version)} 버전 전문</Link>
      </p>
      <ol className="pl-changes">
        {changes.map((c, i) => (
          <Change key={i} c={c} />
        ))}
      </ol>
      {addendumChanged ? (
        <Notice tone="info">
          <p>부칙(시행일)이 {before.addendum} → {after.addendum}로 바뀌었습니다.</p>
        </Notice>
      ) : null}
    </section>
  );
}

function Change({ c }: { c: ArticleChange }) {
  const art = c.kind === 'removed' ? c.before : c.after;
  const title = c.kind === 'renumbered' || (c.kind === 'changed' && c.before.articleNo !== c.after.articleNo) ? `${c.before.articleNo} → ${c.after.articleNo}(${art.heading})` : `${art.articleNo}(${art.heading})`;
  // an added or removed article is one inserted or deleted piece
  const pieces: Piece[] | null = c.kind === 'changed' ? c.pieces : c.kind === 'added' ? [{ kind: 'ins', text: art.text }] : c.kind === 'removed' ? [{ kind: 'del', text: art.text }] : null;
  return (
    <li className={`pl-change pl-change--${c.kind}`} data-change={c.kind} data-heading={art.heading}>
      <h3 className="pl-change__title">
        <span className={`pl-badge pl-badge--${c.kind}`}>{KIND_LABELS[c.kind]}</span> {title}
      </h3>
      {pieces ? (
        <p className="pl-diff">
          {pieces.map((p, i) =>
            p.kind === 'same' ? (
              <span key={i}>{p.text}</span>
            ) : (
              <Marked key={i} tag={p.kind}>
                {p.text}
              </Marked>
            ),
          )}
        </p>
      ) : (
        <details>
          <summary>조문 보기</summary>
          <p className="pl-diff">{art.text}</p>
        </details>
      )}
    </li>
  );
}

/** Inserted or deleted words, with their label for those who cannot see the colour or the strike. */
function Marked({ tag: Tag, children }: { tag: 'ins' | 'del'; children: string }) {
  return (
    <Tag className={`pl-${Tag}`}>
      <span className="pl-mark">{Tag === 'ins' ? '[추가] ' : '[삭제] '}</span>
      {children}
    </Tag>
  );
}
