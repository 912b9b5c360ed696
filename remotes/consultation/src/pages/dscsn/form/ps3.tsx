import { useEffect } from 'react';
import { useLocation } from '@portal/router';
import { CONSULT_FIELDS, RsvtRequest, SUMMARY_MAX, maskMobile, type ConsultField } from '@portal/contracts';
import { CheckboxField, FormSection, Notice, SelectField, TextField, issuesToErrors, type TextFieldProps } from '@portal/ui/form';
import { PS3_IDS } from '../../../lib/draft';
import { mobileText, notifyTarget } from '../../../lib/format';
import { useStep, useStepForm } from '../../../lib/use-draft';
import { StepForm, StepFrame } from '../../../lib/StepFrame';
import { takeCarriedQuestion } from '../../../lib/carried-question';

const Ps3Schema = RsvtRequest.pick({ applicant: true, field: true, summary: true, consent: true });
const ORDER = Object.keys(PS3_IDS);

const MOBILE_HINT = '예: 010-1234-5678. 기관 담당자가 이 번호로 연락하고, 전화상담은 이 번호로 전화를 드립니다.';
const EMAIL_HINT = '기관 담당자가 연락할 때 씁니다. 예약 안내 전자우편은 회원 정보의 전자우편 주소로 보냅니다.';
/** The applicant's fields, prefilled from the session (ids in PS3_IDS). */
const APPLICANT_FIELDS: ({ key: 'name' | 'mobileNo' | 'email' } & Omit<TextFieldProps, 'id' | 'value' | 'onValue'>)[] = [
  { key: 'name', label: '이름', required: true, autoComplete: 'name', maxLength: 50 },
  { key: 'mobileNo', label: '휴대전화 번호', required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 13, hint: MOBILE_HINT },
  { key: 'email', label: '전자우편', optional: true, type: 'email', autoComplete: 'email', maxLength: 100, hint: EMAIL_HINT },
];

/** Step 3: the applicant (prefilled from the session, editable), the field, the summary and consent. */
export default function Ps3() {
  const location = useLocation();
  const { draft, update, blocked, gate } = useStep(2);
  const form = useStepForm(2);
  const { errors, clear } = form;

  // the session's name, mobile and e-mail fill the form once; what the person types afterwards stays
  useEffect(() => {
    if (gate.status !== 'in' || !draft || draft.prefilled) return;
    const a = gate.applicant;
    update((d) => ({
      ...d,
      prefilled: true,
      applicant: { name: d.applicant.name || a.name, mobileNo: d.applicant.mobileNo || mobileText(a.mobileNo), email: d.applicant.email || a.email },
      // the question brought from the AI guidance, when nothing was typed here yet
      summary: d.summary || takeCarriedQuestion().slice(0, SUMMARY_MAX),
    }));
  }, [gate, draft, update]);

  // coming from a server error on ps4 that names a field: that field takes focus
  const focusId = (location.state as { focus?: string } | null)?.focus;
  useEffect(() => {
    if (gate.status === 'in' && focusId) document.getElementById(focusId)?.focus();
  }, [gate.status, focusId]);

  if (blocked || !draft) return null;
  const len = draft.summary.length;
  const over = len > SUMMARY_MAX;
  const setApplicant = (k: 'name' | 'mobileNo' | 'email', v: string) => {
    update((d) => ({ ...d, applicant: { ...d.applicant, [k]: v } }));
    clear(`applicant.${k}`);
  };

  const check = () => {
    const r = Ps3Schema.safeParse({ applicant: draft.applicant, field: draft.field || undefined, summary: draft.summary, consent: draft.consent });
    const errs = r.success ? {} : issuesToErrors(r.error.issues);
    if (over) errs.summary = `상담 받을 내용은 ${SUMMARY_MAX.toLocaleString()}자 이하로 적어 주세요. 지금 ${len.toLocaleString()}자입니다.`;
    return errs;
  };

  return (
    <StepFrame step={2} draft={draft} gate={gate}>
      {(applicant) => (
        <StepForm step={2} form={form} check={check} ids={PS3_IDS} order={ORDER}>
          <FormSection
            title="신청인"
            id="ps3-applicant"
            description={
              applicant.mbrTypeCd === '09'
                ? '비회원 본인확인으로 확인한 정보를 채워 두었습니다. 기관 담당자가 연락할 번호가 다르면 고쳐 주세요.'
                : '회원 정보로 채워 두었습니다. 기관 담당자가 연락할 연락처가 다르면 고쳐 주세요.'
            }
          >
            <Notice tone="info">
              <p data-notify-target="">{notifyTarget(applicant.mobileNo ? maskMobile(applicant.mobileNo) : null)}</p>
            </Notice>
            {APPLICANT_FIELDS.map(({ key, ...props }) => (
              <TextField
                key={key}
                id={PS3_IDS[`applicant.${key}`]!}
                {...props}
                value={draft.applicant[key]}
                onValue={(v) => setApplicant(key, v)}
                error={errors[`applicant.${key}`]}
              />
            ))}
          </FormSection>
          <FormSection title="상담 내용" id="ps3-content">
            <SelectField<ConsultField>
              id={PS3_IDS.field!}
              label="상담 분야"
              required
              value={draft.field}
              options={(Object.keys(CONSULT_FIELDS) as ConsultField[]).map((k) => ({ value: k, label: CONSULT_FIELDS[k] }))}
              placeholder="분야를 골라 주세요"
              error={errors.field}
              onValue={(v) => {
                update({ field: v });
                clear('field');
              }}
            />
            <TextField
              id={PS3_IDS.summary!}
              label="상담 받을 내용"
              required
              multiline
              className="ds-summary"
              value={draft.summary}
              onValue={(v) => {
                update({ summary: v });
                clear('summary');
              }}
              hint={
                <>
                  <span className={over ? 'ds-count ds-count--over' : 'ds-count'} data-summary-count="">
                    {len.toLocaleString()} / {SUMMARY_MAX.toLocaleString()}자
                  </span>
                  . 10자 이상, 무엇이 언제 있었는지와 궁금한 점을 적어 주세요. 주민등록번호나 계좌번호는 적지 마세요.
                </>
              }
              error={errors.summary ?? (over ? `${(len - SUMMARY_MAX).toLocaleString()}자를 줄여 주세요. 상담 받을 내용은 ${SUMMARY_MAX.toLocaleString()}자까지 적을 수 있습니다.` : undefined)}
            />
          </FormSection>
          <FormSection title="개인정보 수집·이용 동의" id="ps3-consent-sec">
            <dl className="fm-dl ds-consent">
              <dt>수집 항목</dt>
              <dd>이름, 휴대전화 번호, 전자우편(적은 경우), 상담 분야와 상담 받을 내용, 예약 날짜·시간·사무소</dd>
              <dt>이용 목적</dt>
              <dd>상담 예약의 접수와 확인, 예약 안내 문자·전자우편 발송, 상담 위원의 상담 준비와 진행, 전화상담 연락</dd>
              <dt>보관 기간</dt>
              <dd>상담을 마친 날(또는 예약을 취소한 날)부터 5년 동안 보관한 뒤 지웁니다.</dd>
            </dl>
            <p className="fm-hint">동의하지 않으실 수 있으나, 동의하지 않으면 상담을 예약할 수 없습니다. 이때에는 대한법률구조공단 전화상담(국번 없이 132)을 이용해 주세요.</p>
            <CheckboxField
              id={PS3_IDS.consent!}
              label="위 개인정보 수집·이용에 동의합니다"
              required
              checked={draft.consent}
              error={errors.consent}
              onValue={(v) => {
                update({ consent: v });
                clear('consent');
              }}
            />
          </FormSection>
        </StepForm>
      )}
    </StepFrame>
  );
}
