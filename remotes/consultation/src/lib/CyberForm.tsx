import { useCallback, useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import type { CallBody } from '@portal/contracts/call-types';
import {
  ATTACHMENT_ACCEPT,
  CONSULT_FIELDS,
  CONSULT_FIELD_CODES,
  CYBER_QUESTION_MAX,
  CYBER_TITLE_MAX,
  CyberRequest,
  type ConsultField,
  type CyberKind,
  type UploadedFile,
} from '@portal/contracts';
import {
  Button,
  CheckboxField,
  FormSection,
  Notice,
  SelectField,
  useFormDraft,
  useSaveDraft,
  useZodForm,
} from '@portal/ui/form';
import { AttachmentField } from '@portal/blocks/upload';
import { digitsOnly, maskMobile, withThousands, wonInKorean } from './cyber-format';
import { LANGUAGES } from './cyber-kinds';
import { isGuest, type Applicant as ApplicantPrefill } from '@portal/blocks/gate';
import { bindCheckbox, bindField, CountAnnouncement, CountedTextField, FormFields, PublicityField, RestoredDraftNotice, SubmitForm, startOver, useCountAnnouncement, useSubmit, type FormSectionSpec } from '@portal/blocks/form';
import { SessionEndedNotice } from './cyber-session';
import { dscsnCyber } from '../api/dscsnCyber';
import { ntnCodeList } from '../api/ntnCodeList';

export interface CyberValues extends Record<string, unknown> {
  field: ConsultField | '';
  title: string;
  question: string;
  files: UploadedFile[];
  isPublic: 'N' | 'Y';
  consent: boolean;
  residenceCountry: string;
  nationality: string;
  language: string;
  procedure: '' | 'ARBITRATION' | 'MEDIATION';
  respondentName: string;
  /** Digits only (shown with thousands separators). */
  claimAmount: string;
}

const blank = (): CyberValues => ({
  field: '',
  title: '',
  question: '',
  files: [],
  isPublic: 'N',
  consent: false,
  residenceCountry: '',
  nationality: '',
  language: '',
  procedure: '',
  respondentName: '',
  claimAmount: '',
});

/** The request body of dscsnCyber for a kind; empty choices go as undefined so zod names them. */
export function toRequest(kind: CyberKind, v: CyberValues): unknown {
  const common = {
    kind,
    field: v.field || undefined,
    title: v.title,
    question: v.question,
    fileIds: v.files.map((f) => f.fileId),
    isPublic: kind === 'KCAB' ? false : v.isPublic === 'Y',
    consent: v.consent,
  };
  switch (kind) {
    case 'OVS':
      return { ...common, residenceCountry: v.residenceCountry || undefined };
    case 'FR':
      return { ...common, nationality: v.nationality || undefined, language: v.language || undefined };
    case 'KCAB':
      return {
        ...common,
        procedure: v.procedure || undefined,
        respondentName: v.respondentName,
        claimAmount: v.claimAmount === '' ? undefined : Number(v.claimAmount),
      };
    default:
      return common;
  }
}

const ORDER = ['residenceCountry', 'nationality', 'language', 'procedure', 'respondentName', 'claimAmount', 'field', 'title', 'question', 'fileIds', 'isPublic', 'consent'];

/** Server field names → our field names ('body.fileIds.1' → 'fileIds', 'files' → 'fileIds'). */
function fieldOf(serverField: string): string {
  const key = serverField.replace(/^body\./, '').split('.')[0] ?? '';
  return key === 'files' ? 'fileIds' : key;
}

/** The KCAB part of the form (procedure, respondent, amount) as data for the form engine. */
function kcabSection(claim: number | null): FormSectionSpec<CyberValues> {
  return {
    id: 'cy-kcab',
    title: '신청 절차와 상대방',
    fields: [
      {
        kind: 'radio',
        name: 'procedure',
        legend: '신청할 절차',
        required: true,
        variant: 'cards',
        options: [
          {
            value: 'ARBITRATION',
            label: '중재',
            description: '중재인이 양쪽 주장을 듣고 판정합니다. 중재판정은 법원의 확정판결과 같은 효력이 있고 한 번으로 끝납니다(단심제). 양쪽이 중재에 합의한 경우(중재조항 등)에 신청할 수 있습니다.',
          },
          {
            value: 'MEDIATION',
            label: '조정',
            description: '조정인이 양쪽이 스스로 합의하도록 돕습니다. 합의가 되면 조정이 성립하고, 합의가 되지 않으면 중재나 소송을 택할 수 있습니다.',
          },
        ],
      },
      {
        kind: 'text',
        name: 'respondentName',
        label: '상대방(피신청인) 이름 또는 회사명',
        required: true,
        hint: '분쟁 상대방의 이름이나 회사(상호)를 적어 주세요. 100자까지 쓸 수 있습니다.',
        autoComplete: 'off',
      },
      {
        kind: 'text',
        name: 'claimAmount',
        label: '청구 금액(원)',
        required: true,
        inputMode: 'numeric',
        format: withThousands,
        parse: digitsOnly,
        hint: (
          <>
            숫자만 적어 주세요. 돈을 청구하는 분쟁이 아니면 0을 적어 주세요.
            {claim !== null && Number.isFinite(claim) ? (
              <>
                {' '}
                <strong data-claim-words="">{wonInKorean(claim)}</strong>
              </>
            ) : null}
          </>
        ),
        autoComplete: 'off',
      },
    ],
  };
}

/** Korean label with the English line foreign residents read (FR form only). */
function L({ ko, en, english }: { ko: string; en: string; english: boolean }) {
  if (!english) return <>{ko}</>;
  return (
    <>
      {ko}{' '}
      <span lang="en" className="cy-en">
        {en}
      </span>
    </>
  );
}

/** The characters left at which a screen reader hears the count (the question is long). */
const SAY_AT = [0, 100, 500];

export interface CyberFormProps {
  kind: CyberKind;
  applicant: ApplicantPrefill;
  /** Name of the thing for messages: '사이버상담', '중재·조정 신청'. */
  what: string;
  /** What the consent covers (one paragraph) — differs for KCAB. */
  consentPurpose: string;
  submitLabel: string;
}

/**
 * The written-consultation form of all five kinds (DOM, OVS, FR, LQA; KCAB through KcabEdit): the same
 * zod schema as the server, a sessionStorage draft with its Idempotency-Key (reload loses nothing; a
 * double click or retry makes one receipt), attachments uploaded one by one, and on success the
 * completion page with the receipt number.
 */
export function CyberForm({ kind, applicant, what, consentPurpose, submitLabel }: CyberFormProps) {
  const navigate = useNavigate();
  const draft = useFormDraft<CyberValues>(`portal.dscsn.draft.cyber.${kind}`, blank);
  const form = useZodForm(CyberRequest, draft.initialValues, (v) => toRequest(kind, v));
  const [saving, setSaving] = useState(true);
  useSaveDraft(form.values, draft.save, saving);
  const [uploading, setUploading] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [restored, setRestored] = useState(draft.restored);
  const english = kind === 'FR';
  const titleSaid = useCountAnnouncement(form.values.title.length, CYBER_TITLE_MAX, '제목', SAY_AT);
  const questionSaid = useCountAnnouncement(form.values.question.length, CYBER_QUESTION_MAX, '상담 내용', SAY_AT);
  const onBusyChange = useCallback((b: boolean) => setUploading(b), []);

  const send = dscsnCyber.use();
  const submit = useSubmit({
    form,
    draft,
    send: (body, key) => send.mutateAsync({ body: body as CallBody<'dscsnCyber'>, headers: { 'idempotency-key': key } }),
    onDone: (result) => {
      setSaving(false);
      navigate(`/dscsn/cyber/CyberRsvtCmptnInfo?receiptNo=${encodeURIComponent(result.receiptNo)}`, { replace: true });
    },
    // empty fields get "입력해 주세요" rather than the schema's length message
    check: (v) => {
      setSessionEnded(false);
      return {
      title: v.title.trim() ? undefined : '제목을 입력해 주세요.',
      question: v.question.trim() ? undefined : '상담 내용을 입력해 주세요.',
      respondentName: kind === 'KCAB' && !v.respondentName.trim() ? '상대방(피신청인) 이름 또는 회사명을 입력해 주세요.' : undefined,
      };
    },
    blocked: () => (uploading ? { field: 'fileIds', message: '첨부파일을 올리는 중입니다. 다 올라간 뒤 다시 신청해 주세요.' } : null),
    fieldOf,
    refused: ({ status }) => {
      if (status !== 401) return undefined;
      setSessionEnded(true);
      return 'handled';
    },
    mismatch: (
      <>
        바로 전에 보낸 {what} 신청이 이미 접수되었을 수 있습니다. <Link to="/my/dscsn/cyber/CybdsnDsctnList">나의 사이버상담 내역</Link>에서 확인해 주세요. 접수되지
        않았다면 다시 신청 버튼을 눌러 주세요.
      </>
    ),
  });

  const clearAll = () => {
    startOver(draft, form, blank(), submit);
    setRestored(false);
  };

  const f = form.values;
  const fieldOptions = CONSULT_FIELD_CODES.map((c) => ({ value: c, label: CONSULT_FIELDS[c] }));
  const claim = f.claimAmount === '' ? null : Number(f.claimAmount);

  return (
    <SubmitForm form={form} submit={submit} order={ORDER} className="fm-form cy-form" data-cyber-form={kind}>
      {sessionEnded ? <SessionEndedNotice /> : null}
      {restored ? <RestoredDraftNotice onClear={clearAll}>이 탭에서 작성하던 내용을 불러왔습니다.</RestoredDraftNotice> : null}

      <FormSection title={<L ko="신청인" en="Applicant" english={english} />} id="cy-applicant"
        description={isGuest(applicant) ? '답변이 등록되면 본인확인한 이 휴대전화로 알려 드립니다.' : '답변이 등록되면 이 휴대전화로 알려 드립니다. 번호는 회원정보에서 바꿀 수 있습니다.'}
      >
        <dl className="fm-dl">
          <dt>이름</dt>
          <dd data-applicant-name="">
            {applicant.name}
            {isGuest(applicant) ? ' (비회원)' : ''}
          </dd>
          <dt>휴대전화</dt>
          <dd>{maskMobile(applicant.mobileNo)}</dd>
        </dl>
      </FormSection>

      {kind === 'OVS' || kind === 'FR' ? <ResidenceSection kind={kind} form={form} /> : null}

      {kind === 'KCAB' ? <FormFields layout={{ sections: [kcabSection(claim)] }} form={form} /> : null}

      <FormSection title={<L ko="상담 내용" en="Your question" english={english} />} id="cy-content">
        <SelectField
          {...bindField(form, 'field')}
          label={<L ko="상담 분야" en="Field" english={english} />}
          required
          options={fieldOptions}
          placeholder="상담 분야를 골라 주세요"
        />
        <CountedTextField form={form} name="title" label={<L ko="제목" en="Title" english={english} />} required max={CYBER_TITLE_MAX} counterClass="cy-counter" hint={<>2자 이상 {CYBER_TITLE_MAX}자 이하</>} autoComplete="off" />
        <CountedTextField
          form={form}
          name="question"
          label={<L ko="상담 내용" en="Question" english={english} />}
          required
          multiline
          className="cy-question"
          max={CYBER_QUESTION_MAX}
          counterClass="cy-counter"
          hint={
            <>
              언제, 누구와, 무슨 일이 있었는지와 궁금한 점을 20자 이상 {withThousands(String(CYBER_QUESTION_MAX))}자 이하로 적어 주세요. 주민등록번호나 계좌번호는 적지 마세요.
            </>
          }
        />
        <CountAnnouncement said={[titleSaid, questionSaid]} />
        <AttachmentField
          id={form.id('fileIds')}
          files={f.files}
          onFiles={(files) => form.set('files', files)}
          accept={ATTACHMENT_ACCEPT}
          error={form.errors.fileIds}
          onBusyChange={onBusyChange}
        />
        {kind === 'KCAB' ? (
          <p className="fm-hint" data-kcab-private="">
            중재·조정 신청은 공개되지 않습니다. 신청 내용은 신청인과 대한상사중재원 담당자만 볼 수 있습니다.
          </p>
        ) : (
          <PublicityField
            form={form}
            legend={<L ko="공개 여부" en="Public or private" english={english} />}
            privately="신청인과 답변하는 기관만 봅니다."
            publicly="답변이 끝나면 이름 없이 질문과 답변을 사이버상담 목록에 공개해 다른 분도 참고합니다."
          />
        )}
      </FormSection>

      <FormSection title={<L ko="개인정보 수집·이용 동의" en="Consent" english={english} />} id="cy-consent">
        <dl className="fm-dl">
          <dt>수집 항목</dt>
          <dd>이름, 휴대전화 번호, 상담 내용과 첨부파일</dd>
          <dt>이용 목적</dt>
          <dd>{consentPurpose}</dd>
          <dt>보관 기간</dt>
          <dd>상담을 마친 뒤 관계 법령에 따른 기간(최대 5년) 동안 보관하고 지웁니다.</dd>
        </dl>
        <p className="fm-hint">동의하지 않으실 수 있으나, 동의하지 않으면 신청할 수 없습니다.</p>
        <CheckboxField {...bindCheckbox(form, 'consent')} label={<L ko="개인정보 수집·이용에 동의합니다" en="I agree" english={english} />} required />
      </FormSection>

      <div className="fm-actions">
        <Button type="submit" busy={submit.pending} busyLabel="신청하는 중입니다" data-submit="">
          {submitLabel}
        </Button>
      </div>
      <p className="fm-hint">작성하는 내용은 이 탭에 임시로 저장되어, 새로 고침해도 지워지지 않습니다. 탭을 닫으면 지워집니다.</p>
    </SubmitForm>
  );
}

/** Where the applicant lives (OVS) or their nationality and language (FR): the countries from ntnCodeList. */
function ResidenceSection({ kind, form }: { kind: 'OVS' | 'FR'; form: ReturnType<typeof useZodForm<CyberValues, unknown>> }) {
  const english = kind === 'FR';
  const f = form.values;
  const nations = ntnCodeList.use();
  const nationOptions = (nations.data ?? []).filter((n) => n.ntnCd !== 'KR').map((n) => ({ value: n.ntnCd, label: english ? `${n.ntnNm} (${n.ntnEngNm})` : n.ntnNm }));
  return (
      <FormSection title={<L ko="거주 정보" en="Residence" english={english} />} id="cy-residence">
        {nations.status === 'error' ? (
          <Notice tone="error" role="alert">
            <p>
              국가 목록을 불러오지 못했습니다.{' '}
              <button type="button" className="btn btn-tertiary btn-small" onClick={() => void nations.refetch()}>
                다시 불러오기
              </button>
            </p>
          </Notice>
        ) : null}
        {kind === 'OVS' ? (
          <SelectField
            {...bindField(form, 'residenceCountry')}
            label="거주 국가"
            required
            options={nationOptions}
            placeholder={nations.status === 'pending' ? '국가 목록을 불러오는 중입니다' : '거주 국가를 골라 주세요'}
            hint="지금 살고 계신 나라를 골라 주세요. 답변할 때 그 나라에서 도움받을 수 있는 곳(재외공관 등)도 함께 안내합니다."
          />
        ) : (
          <>
            <SelectField
              {...bindField(form, 'nationality')}
              label={<L ko="국적" en="Nationality" english />}
              required
              options={nationOptions}
              placeholder={nations.status === 'pending' ? '국가 목록을 불러오는 중입니다 (Loading)' : '국적을 골라 주세요 (Choose)'}
            />
            <div className="fm-field">
              <label className="fm-label" htmlFor={form.id('language')}>
                <L ko="편한 언어" en="Preferred language" english />
                <span className="fm-req">(필수)</span>
              </label>
              <select
                id={form.id('language')}
                className="fm-select"
                value={f.language}
                onChange={(e) => form.set('language', e.target.value)}
                aria-invalid={form.errors.language ? true : undefined}
                aria-describedby={`${form.id('language')}-hint${form.errors.language ? ` ${form.id('language')}-error` : ''}`}
                aria-required
              >
                <option value="">언어를 골라 주세요 (Choose)</option>
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.ko === l.own ? l.ko : `${l.ko} (${l.own})`}
                  </option>
                ))}
              </select>
              <p className="fm-hint" id={`${form.id('language')}-hint`}>
                답변은 한국어로 씁니다. 고른 언어로 통역 도움을 받을 수 있는 곳(외국인종합안내센터 ☎1345)을 함께 안내합니다.{' '}
                <span lang="en">The answer is written in Korean; we add where to get free interpretation in your language (Korea Immigration Contact Center, 1345).</span>
              </p>
              {form.errors.language ? (
                <p className="fm-error" id={`${form.id('language')}-error`}>
                  {form.errors.language}
                </p>
              ) : null}
            </div>
          </>
        )}
      </FormSection>
  );
}
