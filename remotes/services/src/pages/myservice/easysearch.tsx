import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  CASE_HINTS,
  FINDER_PROBLEM_LABELS,
  FINDER_PROBLEMS,
  HELP_METHOD_LABELS,
  HELP_METHODS,
  INCOME_BAND_LABELS,
  INCOME_BANDS,
  PERSON_TAG_LABELS,
  PERSON_TAGS,
  REGIONS,
  SIGUNGU,
  type FinderResult,
} from '@portal/contracts/client';
import { CheckboxGroup, errorBody, ErrorSummary, Notice, RadioGroup, SelectField } from '@portal/ui/form';
import { QueryGate } from '@portal/blocks/list';
import { svcFinder } from '../../api/svcFinder';
import { finderQuery, formValuesOf, readFinderAddress, type FinderValues } from '../../lib/finder-address';
import { ApplyLink, ServicePage } from '../../lib/frame';
import '../../lib/finder.css';
import { TextList } from '@portal/ui';

const hint = (p: string) => (p in CASE_HINTS ? CASE_HINTS[p as keyof typeof CASE_HINTS] : undefined);
const options = <T extends string>(codes: readonly T[], labels: Record<T, string>) => codes.map((value) => ({ value, label: labels[value] }));
const REGION_OPTIONS = Object.entries(REGIONS).map(([value, label]) => ({ value, label }));

/**
 * /myservice/easysearch: a few plain questions → services ranked for this person, each with why it
 * fits and what to check, the nearest office and the real next step. The answers stay in the
 * address (bands and codes only), so a result can be bookmarked or shared.
 */
export default function EasySearch() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = readFinderAddress(search);
  const [values, setValues] = useState<FinderValues>(() => formValuesOf(address));
  const [missing, setMissing] = useState(0);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const asked = address.problem !== '';
  // what the address asks, sent as it is: a tampered value gets the server's Korean answer
  const query = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== ''));
  const result = svcFinder.use({ query: query as never }, { enabled: asked });

  // the address changed (back/forward, a shared link): the form follows it
  useEffect(() => setValues(formValuesOf(readFinderAddress(search))), [search]);
  useEffect(() => {
    if (asked && result.status === 'success') resultsRef.current?.focus();
  }, [asked, result.status, search]);

  const set = <K extends keyof FinderValues>(k: K, v: FinderValues[K]) => setValues((x) => ({ ...x, [k]: v, ...(k === 'region' ? { sigungu: '' } : {}) }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.problem) {
      setMissing((n) => n + 1);
      return;
    }
    setMissing(0);
    navigate(`/myservice/easysearch?${finderQuery(values)}`);
  };
  const sigunguOptions = SIGUNGU.filter(([code]) => values.region && code.startsWith(values.region)).map(([value, label]) => ({ value, label }));

  return (
    <ServicePage page="easysearch" title="쉬운 서비스 찾기" lead="몇 가지만 고르면 도움받을 수 있는 기관과 서비스를 맞는 순서대로 알려 드립니다. 이름이나 연락처는 묻지 않습니다.">
      <form className="sv-form" onSubmit={onSubmit} noValidate aria-label="서비스 찾기 질문">
        {missing ? <ErrorSummary errors={{ problem: '어떤 일이 있었는지 하나를 골라 주세요.' }} attempt={missing} order={['problem']} idOf={() => 'finder-problem'} /> : null}
        <RadioGroup
          id="finder-problem"
          legend="1. 어떤 일이 있었나요?"
          required
          variant="cards"
          options={FINDER_PROBLEMS.map((p) => ({ value: p, label: FINDER_PROBLEM_LABELS[p], description: hint(p) }))}
          value={values.problem}
          onValue={(v) => set('problem', v)}
          error={missing ? '어떤 일이 있었는지 하나를 골라 주세요.' : undefined}
        />
        <div className="sv-row">
          <RadioGroup id="finder-age" legend="2. 나이" variant="stack" options={[{ value: '', label: '고르지 않음' }, ...options(AGE_BANDS, AGE_BAND_LABELS)]} value={values.age} onValue={(v) => set('age', v)} />
          <RadioGroup
            id="finder-method"
            legend="3. 원하는 도움 방법"
            variant="stack"
            options={[{ value: '', label: '상관없음' }, ...options(HELP_METHODS, HELP_METHOD_LABELS)]}
            value={values.method}
            onValue={(v) => set('method', v)}
          />
        </div>
        <SelectField
          id="finder-income"
          label="4. 가구 소득 (기준 중위소득 대비)"
          placeholder="모름 / 고르지 않음"
          options={options(INCOME_BANDS, INCOME_BAND_LABELS)}
          value={values.income}
          onValue={(v) => set('income', v)}
          hint={
            <>
              가구원 수별 금액은 <Link to="/elrcpt/slfdgns/SlfdgnsEdit">법률구조 대상 자가진단</Link>에서 확인할 수 있습니다.
            </>
          }
        />
        <CheckboxGroup id="finder-persons" legend="5. 해당하는 것 (여러 개 고를 수 있어요)" options={options(PERSON_TAGS, PERSON_TAG_LABELS)} value={values.persons} onValue={(v) => set('persons', v)} />
        <div className="sv-row">
          <SelectField id="finder-region" label="6. 사는 곳 (시·도)" placeholder="고르지 않음" options={REGION_OPTIONS} value={values.region} onValue={(v) => set('region', v)} />
          <SelectField
            id="finder-sigungu"
            label="시·군·구"
            placeholder={values.region ? '고르지 않음' : '시·도를 먼저 골라 주세요'}
            options={sigunguOptions}
            value={values.sigungu}
            onValue={(v) => set('sigungu', v)}
          />
        </div>
        <div className="sv-actions">
          <button type="submit" className="btn btn-primary" data-finder-submit="">
            맞는 서비스 찾기
          </button>
          {asked ? (
            <Link to="/myservice/easysearch" className="btn btn-secondary">
              처음부터 다시
            </Link>
          ) : null}
        </div>
      </form>
      {asked ? (
        <section aria-labelledby="finder-results" data-finder-results="">
          <QueryGate query={result} what="맞는 서비스를" fallback={(error, retry) => <Refused error={error} retry={retry} />}>
            {(r) => <Results r={r} headingRef={resultsRef} />}
          </QueryGate>
        </section>
      ) : null}
    </ServicePage>
  );
}

/** A tampered address (400 with the fields) or a failure: what happened, in Korean, with the form still there. */
function Refused({ error, retry }: { error: Error; retry(): void }) {
  const body = errorBody<{ message?: string; errors?: { field: string; message: string }[] }>(error);
  if (body?.errors?.length) {
    return (
      <Notice tone="error" role="alert">
        <p>
          <strong>주소에 고를 수 없는 답이 있어 찾지 못했습니다.</strong> 위 질문에서 다시 골라 주세요.
        </p>
        <ul data-finder-refused="">
          {body.errors.map((e) => (
            <li key={e.field}>{e.message}</li>
          ))}
        </ul>
      </Notice>
    );
  }
  return (
    <Notice tone="error" role="alert">
      <p>
        {body?.message ?? '맞는 서비스를 불러오지 못했습니다.'}{' '}
        <button type="button" className="btn btn-tertiary btn-small" onClick={retry}>
          다시 시도
        </button>
      </p>
    </Notice>
  );
}

/** The best matches first; the rest one press away (a long list tires a phone screen). */
const FIRST = 5;

function Results({ r, headingRef }: { r: FinderResult; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const [all, setAll] = useState(false);
  const nextRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (all) nextRef.current?.focus();
  }, [all]);
  const shown = all ? r.items : r.items.slice(0, FIRST);
  return (
    <>
      <h2 className="sv-h2" id="finder-results" tabIndex={-1} ref={headingRef}>
        맞는 서비스 {r.items.length}개
      </h2>
      {r.items.length ? (
        <ol className="sv-results">
          {shown.map((it, i) => (
            <li key={it.service.id} className="sv-card" data-finder-item={it.service.id} data-inst={it.service.instCode}>
              <h3 className="sv-card__title">
                <span className="sv-card__rank">{i + 1}.</span>
                <Link to={`/servicetype/detail?id=${encodeURIComponent(it.service.id)}`} ref={i === FIRST ? nextRef : undefined}>
                  {it.service.title}
                </Link>
              </h3>
              <p className="sv-card__inst">
                {it.service.instName} · {it.service.cost}
              </p>
              <p className="sv-card__summary">{it.service.summary}</p>
              <h4>이런 점이 맞아요</h4>
              <ul className="sv-reasons" data-reasons="">
                {it.reasons.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              {it.checks.length ? (
                <>
                  <h4>신청 전에 확인하세요</h4>
                  <TextList items={it.checks} className="sv-checks" />
                </>
              ) : null}
              {it.nearestOffice ? (
                <p className="sv-office">
                  <strong>가까운 사무소</strong> {it.nearestOffice.name} ({it.nearestOffice.regionName} {it.nearestOffice.sigunguName}
                  {it.nearestOffice.distanceKm != null ? `, 약 ${it.nearestOffice.distanceKm}km` : ''}) · 전화 <a href={`tel:${it.nearestOffice.phone.replace(/[^\d+]/g, '')}`}>{it.nearestOffice.phone}</a>
                </p>
              ) : null}
              <div className="sv-card__actions">
                <ApplyLink apply={it.apply} what={it.service.title} />
                <Link className="btn btn-secondary" to={`/servicetype/detail?id=${encodeURIComponent(it.service.id)}`}>
                  자세히 보기
                </Link>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {r.items.length > FIRST && !all ? (
        <p className="sv-more">
          <button type="button" className="btn btn-secondary" onClick={() => setAll(true)} data-finder-more="">
            맞는 서비스 {r.items.length - FIRST}개 더 보기
          </button>
        </p>
      ) : null}
      {r.items.length ? null : (
        <Notice tone="info">
          <p>고른 답에 꼭 맞는 서비스를 찾지 못했습니다. 조건을 줄여 다시 찾거나, 국번 없이 132(대한법률구조공단)에 전화해 어디서 도움받을 수 있는지 물어보세요.</p>
          <p>
            <Link to="/servicetype">유형별 서비스 모두 보기</Link> · <Link to="/dscsn/rsvt/DscsnRsvtM">상담 예약</Link>
          </p>
        </Notice>
      )}
      <p className="sv-share">이 화면의 주소에는 고른 답만 들어 있어(이름·연락처 없음) 즐겨찾기하거나 가족에게 보내면 같은 결과를 볼 수 있습니다.</p>
      {r.excluded.length ? (
        <details className="sv-excluded" data-finder-excluded="">
          <summary>고른 답으로는 이용하기 어려운 서비스 {r.excluded.length}개</summary>
          <ul className="sv-checks">
            {r.excluded.map((x) => (
              <li key={x.service.id}>
                <Link to={`/servicetype/detail?id=${encodeURIComponent(x.service.id)}`}>{x.service.title}</Link> ({x.service.instName}): {x.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
