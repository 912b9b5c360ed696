import { useState } from 'react';
import { useNavigate } from '@portal/router';
import { http } from '@portal/http';
import type { TermsItem } from '@portal/contracts';
import { Button, CheckboxField, ErrorSummary, LoadGate, PageHeading, StepIndicator, usePageState } from '@portal/ui/form';
import { JOIN_STEPS, joinState, type JoinState } from '../lib';
import { StepMissing } from '../StepMissing';

type Agreements = NonNullable<JoinState['agreements']>;
type TermsId = keyof Agreements;

const EMPTY: Agreements = { TERMS: false, PRIVACY_REQUIRED: false, PRIVACY_OPTIONAL: false, AGE14: false };
const MISSING: Record<TermsId, string> = {
  TERMS: '이용약관에 동의해 주세요.',
  PRIVACY_REQUIRED: '개인정보 수집·이용(필수)에 동의해 주세요.',
  PRIVACY_OPTIONAL: '',
  AGE14: '만 14세 이상인지 확인해 주세요.',
};
const idOf = (t: string) => `join-agree-${t}`;
/** The server's titles may end in '(필수)'/'(선택)'; the page adds its own marker. */
const bare = (title: string) => title.replace(/\s*\((필수|선택)\)\s*$/, '');

/** /join/agreement: the four items with their full texts, 전체 동의, continue with the required ones. */
export default function JoinAgreement() {
  const navigate = useNavigate();
  const terms = usePageState(() => http.get<TermsItem[]>('/api/join/terms').then((r) => r.data));
  const [agreed, setAgreed] = useState<Agreements>(() => ({ ...EMPTY, ...joinState.get().agreements }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  const [hasType] = useState(() => Boolean(joinState.get().mbrTypeCd));

  const set = (id: TermsId, v: boolean) => {
    setAgreed((a) => ({ ...a, [id]: v }));
    setErrors(({ [id]: _x, ...rest }) => rest);
  };
  const all = (list: TermsItem[]) => list.every((t) => agreed[t.termsId]);
  const setAll = (list: TermsItem[], v: boolean) => {
    const next = { ...agreed };
    for (const t of list) next[t.termsId] = v;
    setAgreed(next);
    if (v) setErrors({});
  };

  const next = (list: TermsItem[]) => {
    const errs: Record<string, string> = {};
    for (const t of list) if (t.required && !agreed[t.termsId]) errs[t.termsId] = MISSING[t.termsId] || `${bare(t.title)}에 동의해 주세요.`;
    if (Object.keys(errs).length) {
      setErrors(errs);
      setAttempt((a) => a + 1);
      return;
    }
    joinState.set({ agreements: agreed });
    navigate('/join/identify');
  };

  return (
    <div className="mb-page" data-page="join-agreement">
      <PageHeading title="회원가입: 약관 동의" lead="아래 내용을 읽고 동의해 주세요. (필수) 항목에 모두 동의해야 가입할 수 있습니다." />
      <StepIndicator steps={JOIN_STEPS} current={0} label="회원가입 단계" />
      {!hasType ? (
        <StepMissing text="회원 유형을 먼저 골라 주세요." to="/join" action="회원 유형 고르기" />
      ) : (
      <LoadGate state={terms} what="약관을">
        {(list) => (
          <form
            className="fm-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              next(list);
            }}
          >
            <ErrorSummary errors={errors} attempt={attempt} idOf={idOf} order={list.map((t) => t.termsId)} />
            <CheckboxField
              id="join-agree-all"
              className="fm-check--all"
              label="전체 동의 (선택 항목 포함)"
              checked={all(list)}
              onValue={(v) => setAll(list, v)}
              hint="전체 동의를 누르면 아래의 필수와 선택 항목에 모두 동의합니다. 선택 항목은 동의하지 않아도 가입할 수 있습니다."
            />
            {list.map((t) => (
              <section key={t.termsId} className="fm-terms" aria-labelledby={`${idOf(t.termsId)}-title`} data-terms={t.termsId}>
                <div className="fm-terms__head">
                  <h2 className="fm-terms__title" id={`${idOf(t.termsId)}-title`}>
                    {bare(t.title)} <span className={t.required ? 'fm-req' : 'fm-opt'}>{t.required ? '(필수)' : '(선택)'}</span>
                  </h2>
                  <p className="fm-terms__meta">
                    {t.version && t.version !== t.effectiveDate ? `${t.version} · ` : ''}시행일 {t.effectiveDate}
                  </p>
                </div>
                <div className="fm-terms__body" tabIndex={0} role="region" aria-label={`${bare(t.title)} 전문`}>
                  {t.body}
                </div>
                <div className="fm-terms__foot">
                  <CheckboxField
                    id={idOf(t.termsId)}
                    label={`${bare(t.title)}에 동의합니다`}
                    required={t.required}
                    optional={!t.required}
                    checked={agreed[t.termsId]}
                    onValue={(v) => set(t.termsId, v)}
                    error={errors[t.termsId]}
                  />
                </div>
              </section>
            ))}
            <div className="fm-actions">
              <Button variant="secondary" onClick={() => navigate('/join')}>
                이전
              </Button>
              <Button type="submit">다음</Button>
            </div>
          </form>
        )}
      </LoadGate>
      )}
    </div>
  );
}
