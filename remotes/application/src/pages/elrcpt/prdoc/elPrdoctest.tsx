import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from '@portal/router';
import { APLY_NO_PATTERN, PRDOC_FORM_CODES, PRDOC_KINDS, checkPrdocOptions, initialOptions, prdocFormPath, type PrdocFormCode, type PrdocOptionValues } from '@portal/contracts';
import { Notice, PageHeading, RadioGroup, errorBody, errorStatus, useZodForm } from '@portal/ui/form';
import { FormFields } from '@portal/blocks/form';
import { exchangeSandbox } from '../../../api/exchangeSandbox';
import { optionSpecs } from '../../../lib/prdoc/OptionFields';
import { SandboxNote } from '../../../lib/prdoc/wallet';
import { badOptions, optionKey, seoulToday } from '../../../lib/prdoc/proof';
import '../../../lib/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

const ANY = { safeParse: (v: unknown) => ({ success: true as const, data: v }) };
const asValues = (o: PrdocOptionValues) => Object.fromEntries(Object.entries(o).map(([k, v]) => [optionKey(k), v]));
const emptyOf = (code: PrdocFormCode) => Object.fromEntries(PRDOC_KINDS[code].fields.map((f) => [optionKey(f.key), f.kind === 'checks' ? [] : '']));

/** One state of one form: the fields as the proof form draws them, with `errors` shown. */
function State({ code, title, values, errors, today }: { code: PrdocFormCode; title: string; values: Record<string, unknown>; errors: { field: string; message: string }[]; today: string }) {
  const f = useZodForm<Record<string, unknown>, unknown>(ANY, values);
  useEffect(() => {
    f.setErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])), { focusSummary: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the state is drawn
  }, []);
  const layout = useMemo(() => ({ sections: [{ id: `${f.formId}-s`, fields: optionSpecs(code, today) }] }), [code, today, f.formId]);
  return (
    <div className="pd-test__state" role="group" aria-label={`${PRDOC_KINDS[code].name}: ${title}`} data-test-state={title}>
      <h4>{title}</h4>
      <FormFields layout={layout} form={f} />
    </div>
  );
}

function KindStates({ code, today }: { code: PrdocFormCode; today: string }) {
  const bad = badOptions(code, today);
  return (
    <div className="pd-test__states">
      <State code={code} title="빈 양식" values={emptyOf(code)} errors={[]} today={today} />
      <State code={code} title="처음 값 (initialOptions)" values={asValues(initialOptions(code, today))} errors={[]} today={today} />
      <State code={code} title="잘못된 답의 오류 (checkPrdocOptions)" values={asValues(bad)} errors={checkPrdocOptions(code, bad, today)} today={today} />
    </div>
  );
}

function ExchangeSwitch() {
  const [mode, setMode] = useState<'NORMAL' | 'OUTAGE' | 'TIMEOUT'>('NORMAL');
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = exchangeSandbox.use();
  const id = useId();
  const labels = { NORMAL: '정상', OUTAGE: '장애 (503)', TIMEOUT: '시간 초과 (504)' } as const;
  return (
    <section className="fm-section" aria-labelledby={`${id}-t`} data-exchange-switch="">
      <h2 className="fm-section__title" id={`${id}-t`}>
        행정정보 공동이용 교환 센터 (샌드박스)
      </h2>
      <SandboxNote>이 스위치는 시험용 교환 센터(샌드박스)만 바꿉니다. 로그인한 회원의 다음 공동이용 요청에 센터가 어떻게 답할지 정합니다.</SandboxNote>
      <RadioGroup
        id={`${id}-mode`}
        legend="센터의 답"
        variant="inline"
        value={mode}
        onValue={(m) => setMode(m)}
        options={(['NORMAL', 'OUTAGE', 'TIMEOUT'] as const).map((m) => ({ value: m, label: labels[m] }))}
      />
      <div className="fm-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={send.isPending}
          onClick={() => {
            setSaid(null);
            send.mutateAsync({ body: { mode } }).then(
              (s) => setSaid({ tone: 'success', text: `교환 센터(샌드박스)를 ‘${labels[s.mode]}’으로 바꿨습니다.` }),
              (e: unknown) =>
                setSaid({ tone: 'error', text: errorStatus(e) === 401 ? '로그인한 회원만 바꿀 수 있습니다. 로그인한 뒤 다시 눌러 주세요.' : (errorBody(e).message ?? '바꾸지 못했습니다. 잠시 뒤 다시 해 주세요.') }),
            );
          }}
          data-exchange-apply=""
        >
          적용
        </button>
      </div>
      {said ? (
        <Notice tone={said.tone} role={said.tone === 'error' ? 'alert' : 'status'}>
          <p data-exchange-state="">{said.text}</p>
        </Notice>
      ) : null}
    </section>
  );
}

/**
 * /elrcpt/prdoc/elPrdoctest: the sandbox and QA page of the 26 proof forms. Each form's fields in
 * three states (empty, initialOptions, the errors checkPrdocOptions gives for a bad answer), a link
 * to each form for an application number, and the switch of the sandbox exchange centre.
 */
export default function ElPrdoctest() {
  const today = useMemo(() => seoulToday(), []);
  const [aplyNo, setAplyNo] = useState('');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const id = useId();
  const linked = APLY_NO_PATTERN.test(aplyNo.trim());
  return (
    <div className="mb-page el-page pd-page pd-test" data-page="elrcpt-prdoc-test">
      <PageHeading title="증빙서류 양식 시험 (샌드박스)" lead="점검용 화면입니다. 실제 신청에는 쓰지 않습니다." />
      <SandboxNote>이 화면은 샌드박스 점검 화면입니다. 여기서 보이는 양식 상태는 저장되지 않습니다.</SandboxNote>
      <ExchangeSwitch />
      <section className="fm-section" aria-labelledby={`${id}-forms`}>
        <h2 className="fm-section__title" id={`${id}-forms`}>
          양식 {PRDOC_FORM_CODES.length}종
        </h2>
        <div className="fm-field">
          <label className="fm-label" htmlFor={`${id}-aply`}>
            양식에 연결할 신청번호 (임시저장 신청서)
          </label>
          <p className="fm-hint" id={`${id}-aply-hint`}>
            예: A20261125-000042. 입력하면 각 양식으로 가는 링크가 생깁니다.
          </p>
          <input className="fm-input" id={`${id}-aply`} aria-describedby={`${id}-aply-hint`} value={aplyNo} onChange={(e) => setAplyNo(e.target.value)} />
        </div>
        <div className="fm-actions">
          <button type="button" className="btn btn-tertiary btn-small" onClick={() => setOpen(Object.fromEntries(PRDOC_FORM_CODES.map((c) => [c, true])))} data-open-all="">
            모두 펼치기
          </button>
          <button type="button" className="btn btn-tertiary btn-small" onClick={() => setOpen({})}>
            모두 접기
          </button>
        </div>
        {PRDOC_FORM_CODES.map((c) => (
          <details key={c} open={!!open[c]} data-test-kind={c} onToggle={(e) => setOpen((o) => ({ ...o, [c]: (e.target as HTMLDetailsElement).open }))}>
            <summary>
              {PRDOC_KINDS[c].name} ({c}Form) · {PRDOC_KINDS[c].issuer} · 항목 {PRDOC_KINDS[c].fields.length}개 · {PRDOC_KINDS[c].wallet ? '지갑 가능' : '지갑 없음'}
            </summary>
            <p>
              {linked ? <Link to={`${prdocFormPath(c)}?aplyNo=${encodeURIComponent(aplyNo.trim())}`}>{PRDOC_KINDS[c].name} 양식 열기</Link> : <span className="fm-hint">신청번호를 입력하면 양식 링크가 생깁니다: {prdocFormPath(c)}</span>}
            </p>
            {open[c] ? <KindStates code={c} today={today} /> : null}
          </details>
        ))}
      </section>
    </div>
  );
}
