import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@portal/router';
import {
  BOOKING_PREFILL_KEY,
  CASE_CATEGORIES,
  CASE_HINTS,
  CASE_INSTS,
  CASE_LABELS,
  CASE_TO_CONSULT_FIELD,
  ELRCPT_INSTS,
  isSensitiveCase,
  MEDIAN_YEARS,
  TARGET_BY_CODE,
  TEST_STATUS_LABELS,
  TIER_LABELS,
  wonText,
  type BookingPrefill,
  type CaseCategory,
  type ElrcptInst,
  type EvaluateAnswer,
} from '@portal/contracts/client';
import { httpErrorSentence } from '@portal/http';
import { Button, ErrorSummary, Notice, RadioGroup, SelectField, StepIndicator, TextField, errorBody, errorStatus, type FieldErrors } from '@portal/ui/form';
import { QuickExit } from '@portal/blocks/quick-exit';
import { ColumnHeads } from '@portal/ui';
import { HelpButton, Tooltip } from '@portal/ui/tooltip';
import { slfdgnsEvaluate } from '../../../api/slfdgnsEvaluate';
import { Catalogue } from '../../../lib/Catalogue';
import '../../../lib/slfdgns.css';

const STEPS = ['사건', '기관', '구조대상자 유형', '소득요건'] as const;
const KEY = 'portal.slfdgns.draft';
const MAX_TYPES = 20;

interface Answers {
  v: 1;
  caseCategory: CaseCategory | '';
  inst: ElrcptInst | '';
  types: string[];
  year: string;
  size: string;
  income: string;
  wage: string;
}

const thisYear = () => {
  const y = new Date().getFullYear();
  return String(MEDIAN_YEARS.includes(y) ? y : MEDIAN_YEARS[MEDIAN_YEARS.length - 1]);
};
const empty = (): Answers => ({ v: 1, caseCategory: '', inst: '', types: [], year: thisYear(), size: '', income: '', wage: '' });

/** Answers of this tab (sessionStorage), never kept for the 성폭력 and 스토킹·가정폭력 paths. */
function readAnswers(): Answers {
  try {
    const d = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Answers | null;
    return d && d.v === 1 ? { ...empty(), ...d } : empty();
  } catch {
    return empty();
  }
}
function writeAnswers(a: Answers | null) {
  try {
    if (a && !isSensitiveCase(a.caseCategory)) sessionStorage.setItem(KEY, JSON.stringify(a));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the steps still work on this page
  }
}

/** '2,500,000원' or '250만' → whole won; null when it is not a number. */
export function parseWon(text: string): number | null {
  const t = text.replace(/[\s,원]/g, '');
  if (!t) return null;
  const man = /^(\d+)만$/.exec(t);
  if (man) return Number(man[1]) * 10_000;
  return /^\d{1,12}$/.test(t) ? Number(t) : null;
}


const IDS: Record<string, string> = { caseCategory: 'sd-case', inst: 'sd-inst', types: 'sd-types', year: 'sd-year', size: 'sd-size', income: 'sd-income', wage: 'sd-wage' };
const SERVER_FIELD: Record<string, string> = { year: 'year', householdSize: 'size', monthlyIncome: 'income', averageWage: 'wage', targetTypes: 'types' };

/** The amounts of step 3, in won. */
const AMOUNTS = {
  income: { label: '가구 월소득(원)', hint: '가구원 모두의 한 달 소득을 더한 금액(세금 떼기 전)입니다. 숫자만 적어 주세요. 예: 2500000' },
  wage: { label: '최종 3개월 월평균임금(원)', hint: '그만두기 전(또는 최근) 3개월 동안 받기로 한 임금의 월평균입니다. 400만원 미만이어야 합니다.' },
} as const;

/** A required amount of AMOUNTS, typed as digits; once it reads as an amount the field says it in words (= 250만원). */
function WonField({ field, value, onValue, error }: { field: keyof typeof AMOUNTS; value: string; onValue(value: string): void; error?: string }) {
  const won = parseWon(value);
  return (
    <TextField
      id={IDS[field]!}
      {...AMOUNTS[field]}
      required
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onValue={onValue}
      ok={won != null ? `= ${wonText(won)}` : undefined}
      error={error}
    />
  );
}
/** Institutions the visit booking knows (its own codes). */
const BOOKING_INST: Partial<Record<ElrcptInst, string>> = { KLAC: 'KLAC', LHM: 'LHM', LQA: 'LQA' };

/**
 * /elrcpt/slfdgns/SlfdgnsEdit: the self-diagnosis in four steps (사건 → 기관 → 구조대상자 유형 →
 * 소득요건), then the early, explained result from POST /api/elrcpt/slfdgns/evaluate with the way on:
 * 전자접수 신청 (/elrcpt/aply?inst=…&types=…&case=…&from=slfdgns) or a visit booking carrying the answers.
 */
export default function SelfDiagnosis() {
  const [a, setA] = useState<Answers>(readAnswers);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<EvaluateAnswer | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  const evaluate = slfdgnsEvaluate.use();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  const update = (patch: Partial<Answers>) => {
    setA((cur) => {
      const next = { ...cur, ...patch };
      writeAnswers(next);
      return next;
    });
    setErrors((e) => {
      const rest = { ...e };
      for (const k of Object.keys(patch)) delete rest[k];
      return rest;
    });
  };
  // a new step or the result: its heading takes focus (not on the first paint)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, result]);

  const sensitive = isSensitiveCase(a.caseCategory);
  const insts = a.caseCategory ? CASE_INSTS[a.caseCategory] : [];
  const wageNeeded = a.types.some((c) => TARGET_BY_CODE.get(c)?.wageRule);

  const go = (to: number) => {
    setErrors({});
    setAttempt(0);
    setFailure(null);
    setStep(to);
  };
  const fail = (e: FieldErrors) => {
    setErrors(e);
    setAttempt((n) => n + 1);
  };

  const checkStep = (): FieldErrors => {
    const e: FieldErrors = {};
    if (step === 0 && !a.caseCategory) e.caseCategory = '어떤 일을 겪고 있는지 하나를 골라 주세요.';
    if (step === 1 && !a.inst) e.inst = '사건을 맡길 기관을 골라 주세요.';
    if (step === 2 && a.types.length > MAX_TYPES) e.types = `구조대상자 유형은 ${MAX_TYPES}개까지 고를 수 있습니다. 지금 ${a.types.length}개입니다.`;
    if (step === 3) {
      if (!a.size) e.size = '가구원 수를 골라 주세요.';
      if (!a.income.trim()) e.income = '가구 월소득을 원 단위 숫자로 적어 주세요. 소득이 없으면 0을 적습니다.';
      else if (parseWon(a.income) == null) e.income = `가구 월소득은 숫자로 적어 주세요(예: 2500000). 지금 ‘${a.income.slice(0, 20)}’입니다.`;
      if (wageNeeded) {
        if (!a.wage.trim()) e.wage = '최종 3개월 월평균임금을 원 단위 숫자로 적어 주세요.';
        else if (parseWon(a.wage) == null) e.wage = '최종 3개월 월평균임금은 숫자로 적어 주세요(예: 3200000).';
      }
    }
    return e;
  };

  const submitStep = async (ev: FormEvent) => {
    ev.preventDefault();
    const e = checkStep();
    if (Object.keys(e).length) return fail(e);
    if (step < 3) return go(step + 1);
    setFailure(null);
    try {
      const answer = await evaluate.mutateAsync({
        body: {
          year: Number(a.year),
          householdSize: Number(a.size),
          monthlyIncome: parseWon(a.income)!,
          targetTypes: a.types,
          averageWage: wageNeeded ? parseWon(a.wage) : null,
        },
      });
      setResult(answer);
    } catch (err) {
      const body = errorBody<{ message?: string; errors?: { field: string; message: string }[] }>(err);
      if (errorStatus(err) === 400 && body.errors?.length) {
        const fe: FieldErrors = {};
        for (const x of body.errors) fe[SERVER_FIELD[x.field.split('.')[0]!] ?? 'income'] = x.message;
        return fail(fe);
      }
      setFailure(body.message ?? `결과를 받지 못했습니다. ${httpErrorSentence(err)} 잠시 뒤 다시 눌러 주세요.`);
    }
  };

  const restart = () => {
    const fresh = empty();
    writeAnswers(null);
    setA(fresh);
    setResult(null);
    go(0);
  };

  return (
    <div className="mb-page mb-page--wide" data-page="elrcpt-slfdgns-edit">
      {sensitive ? <QuickExit onExit={() => writeAnswers(null)} /> : null}
      <h1 className="mb-page__title">법률구조 자가진단</h1>
      <StepIndicator steps={[...STEPS]} current={result ? STEPS.length : step} label="자가진단 단계" />
      {result ? (
        <Result a={a} result={result} headingRef={heading} onEdit={() => { setResult(null); go(3); }} onRestart={restart} />
      ) : (
        <form className="fm-form" noValidate onSubmit={submitStep} data-step={step + 1}>
          <h2 className="sd-h2" tabIndex={-1} ref={heading}>
            {step + 1}단계: {STEPS[step]}
          </h2>
          <ErrorSummary errors={errors} attempt={attempt} idOf={(k) => IDS[k] ?? k} order={Object.keys(IDS)} />
          {failure ? (
            <Notice tone="error" role="alert">
              <p>{failure}</p>
            </Notice>
          ) : null}
          {step === 0 ? (
            <RadioGroup
              id={IDS.caseCategory!}
              legend="어떤 일을 겪고 있나요?"
              variant="cards"
              required
              value={a.caseCategory}
              onValue={(c) => {
                const keepInst = CASE_INSTS[c].some((x) => x.inst === a.inst);
                const types = a.types.filter((t) => TARGET_BY_CODE.get(t)?.cases.includes(c));
                update({ caseCategory: c, inst: keepInst ? a.inst : CASE_INSTS[c].length === 1 ? CASE_INSTS[c][0]!.inst : '', types });
              }}
              options={CASE_CATEGORIES.map((c) => ({ value: c, label: CASE_LABELS[c], description: CASE_HINTS[c] }))}
              error={errors.caseCategory}
            />
          ) : null}
          {step === 1 ? (
            <RadioGroup
              id={IDS.inst!}
              legend={`‘${a.caseCategory ? CASE_LABELS[a.caseCategory] : ''}’ 일을 맡는 기관`}
              variant="cards"
              required
              value={a.inst}
              onValue={(inst) => update({ inst })}
              options={insts.map((x) => ({ value: x.inst, label: `${ELRCPT_INSTS[x.inst].name}${x.path ? ` · ${x.path}` : ''}`, description: x.what }))}
              hint="기관마다 신청서와 심사 기준이 다릅니다. 잘 모르겠으면 맨 위 기관을 고르세요."
              error={errors.inst}
            />
          ) : null}
          {step === 2 ? (
            <div id={IDS.types} tabIndex={-1}>
              <p className="fm-hint">
                해당하는 유형을 모두 고르세요(고르지 않아도 됩니다). 고르지 않으면 일반 기준인 ‘기준 중위소득 125% 이하 국민’으로 확인합니다. 이 사건에 신청할 수 있는 유형만 보입니다.
              </p>
              {errors.types ? <p className="fm-error">{errors.types}</p> : null}
              <Catalogue
                selected={a.types}
                forCase={a.caseCategory || undefined}
                onToggle={(code, on) => update({ types: on ? [...a.types, code] : a.types.filter((x) => x !== code) })}
              />
              <p role="status" className="sd-cat__count">
                {a.types.length ? `고른 유형 ${a.types.length}개: ${a.types.map((c) => TARGET_BY_CODE.get(c)?.name).join(', ')}` : '고른 유형이 없습니다(일반 기준으로 확인).'}
              </p>
            </div>
          ) : null}
          {step === 3 ? (
            <>
              <p className="sd-term" data-median-help="">
                기준 중위소득이란{' '}
                <Tooltip
                  id="sd-median-help"
                  content="보건복지부 장관이 해마다 고시하는, 국민 가구소득을 줄 세웠을 때 한가운데 값입니다. 가구원 수마다 다르며, 법률구조는 대개 이 금액의 125% 이하인 가구가 받을 수 있습니다."
                >
                  <HelpButton label="기준 중위소득 설명" />
                </Tooltip>
              </p>
              <SelectField id={IDS.year!} label="기준 연도" required value={a.year} onValue={(year) => update({ year })} options={MEDIAN_YEARS.map((y) => ({ value: String(y), label: `${y}년 기준 중위소득` }))} error={errors.year} />
              <SelectField
                id={IDS.size!}
                label="가구원 수"
                required
                value={a.size}
                onValue={(size) => update({ size })}
                options={Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}명` }))}
                hint="주민등록표 등본에 함께 오른 사람 수입니다. 8명 이상은 7명 기준액에 1명마다 (7명 − 6명 기준액의 차이)를 더해 계산합니다."
                error={errors.size}
              />
              <WonField field="income" value={a.income} onValue={(income) => update({ income })} error={errors.income} />
              {wageNeeded ? <WonField field="wage" value={a.wage} onValue={(wage) => update({ wage })} error={errors.wage} /> : null}
              <p className="fm-hint">실제 심사에서는 건강보험료 납부확인서 등으로 소득을 확인합니다. 이 화면은 건강보험료를 소득으로 바꾸어 계산하지 않습니다.</p>
            </>
          ) : null}
          <div className="fm-actions">
            <Button type="submit" busy={evaluate.isPending} busyLabel="확인하는 중…">
              {step < 3 ? `다음: ${STEPS[step + 1]}` : '결과 보기'}
            </Button>
            {step > 0 ? (
              <Button variant="secondary" onClick={() => go(step - 1)}>
                이전: {STEPS[step - 1]}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}

function Result({ a, result, headingRef, onEdit, onRestart }: { a: Answers; result: EvaluateAnswer; headingRef: React.RefObject<HTMLHeadingElement | null>; onEdit(): void; onRestart(): void }) {
  const failed = result.tests.find((t) => t.status === 'FAIL');
  const types = a.types.join(',');
  const aplyHref = `/elrcpt/aply?inst=${encodeURIComponent(a.inst)}&types=${types.split(',').map(encodeURIComponent).join(',')}&case=${encodeURIComponent(a.caseCategory)}&from=slfdgns`;
  const bookingInst = a.inst ? BOOKING_INST[a.inst] : undefined;
  const bookingHref = `/dscsn/form/ps1?method=VISIT${bookingInst ? `&inst=${bookingInst}` : ''}&prefill=slfdgns`;
  const carryOver = () => {
    const caseName = a.caseCategory ? CASE_LABELS[a.caseCategory] : '';
    const typeNames = a.types.map((c) => TARGET_BY_CODE.get(c)?.name).filter(Boolean).join(', ') || '없음(일반 기준)';
    const verdict = result.eligible ? TIER_LABELS[result.tier] : `대상 아님(${failed?.label ?? '요건'} 미충족)`;
    const prefill: BookingPrefill = {
      v: 1,
      field: a.caseCategory ? CASE_TO_CONSULT_FIELD[a.caseCategory] : 'ETC',
      summary: `[자가진단에서 옮긴 내용] 사건: ${caseName}. 기관: ${a.inst ? ELRCPT_INSTS[a.inst].name : '-'}. 구조대상자 유형: ${typeNames}. 자가진단 결과: ${verdict}. 상담에서 자세히 말씀드리겠습니다.`,
    };
    try {
      sessionStorage.setItem(BOOKING_PREFILL_KEY, JSON.stringify(prefill));
    } catch {
      // storage unavailable: the booking starts empty
    }
  };
  return (
    <section className="sd-result" aria-labelledby="sd-result-title" data-result={result.tier}>
      <h2 className="sd-h2" id="sd-result-title" tabIndex={-1} ref={headingRef}>
        자가진단 결과
      </h2>
      {result.eligible ? (
        <Notice tone="success">
          <p>
            <strong>{TIER_LABELS[result.tier]} 대상으로 보입니다.</strong> 근거 유형: {result.basisType.name}
            {result.limit != null ? ` (소득 기준 ${wonText(result.limit)} 이하)` : ''}.
          </p>
        </Notice>
      ) : (
        <Notice tone="warning">
          <p>
            <strong>전자접수 대상이 아닌 것으로 보입니다.</strong> {failed?.label}: {failed?.detail}
          </p>
          {result.limit != null ? (
            <p data-over="">
              기준 금액 <span className="sd-amount">{wonText(result.limit)}</span>, 넘은 금액 <span className="sd-amount">{wonText(result.over)}</span>. 처음 미충족한 기준에서 확인을 멈췄습니다.
            </p>
          ) : null}
        </Notice>
      )}
      <div className="sd-table-frame" role="region" aria-label="확인한 기준과 결과(옆으로 밀어 볼 수 있습니다)" tabIndex={0}>
        <table className="sd-table" data-tests="">
          <caption>확인한 기준과 결과</caption>
          <ColumnHeads head={['기준', '결과', '설명']} />
          <tbody>
            {result.tests.map((t) => (
              <tr key={t.id} data-test={t.id} data-status={t.status}>
                <th scope="row">{t.label}</th>
                <td className={`sd-status sd-status--${t.status}`}>{TEST_STATUS_LABELS[t.status]}</td>
                <td>{t.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="sd-h3">준비할 서류</h3>
      <ul className="sd-list" data-documents="">
        {result.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <div className="sd-note">
        <p>이 결과는 소득과 구조대상자 요건만 본 안내입니다. 사건에서 이길 수 있는지(승소 가능성)는 판단하지 않으며, 실제 구조 여부는 기관의 심사로 정해집니다.</p>
      </div>
      <div className="sd-actions">
        {result.eligible ? (
          <Link to={aplyHref} className="btn btn-primary" data-aply-link="">
            전자접수 신청
          </Link>
        ) : null}
        <Link to={bookingHref} className={`btn ${result.eligible ? 'btn-secondary' : 'btn-primary'}`} onClick={carryOver} data-booking-link="">
          방문 상담 예약
        </Link>
        <Button variant="tertiary" onClick={onEdit}>
          소득 답 고치기
        </Button>
        <Button variant="tertiary" onClick={onRestart}>
          처음부터 다시
        </Button>
      </div>
      {!result.eligible ? <p className="fm-hint">대상이 아니거나 잘 모르겠으면 방문 상담에서 답한 내용을 바탕으로 함께 살펴봅니다.</p> : null}
    </section>
  );
}
