import { CASE_STAGES, CASE_STAGE_CODES, CASE_TYPES, DESIRED_HELP, ELRCPT_ATTACHMENT_MAX, ELRCPT_FORMS, ESIGN_PROVIDERS, FACTS_MAX, FACTS_MIN, RRN_LEGAL_BASIS, type ElrcptForm } from '@portal/contracts/client';
import { TextField, type ZodForm } from '@portal/ui/form';
import { AttachmentField, DEFAULT_ATTACHMENT_RULES } from '@portal/blocks/upload';
import { bindField, CountAnnouncement, type FieldSpec, type FormLayout } from '@portal/blocks/form';
import { withThousands, wonInKorean } from '@portal/ui/format';
import { amountDigits, type AplyValues } from './values';


type F = ZodForm<AplyValues & Record<string, unknown>, unknown>;

export interface LayoutInput {
  form: ElrcptForm;
  /** The stored RRN, masked (580315-2******), or null. */
  rrnMasked: string | null;
  /** The person asked to type the RRN again (다시 입력). */
  rrnRetype: boolean;
  onRrnRetype(): void;
  factsSaid: string;
  onUploadBusy(busy: boolean): void;
  /** Opens 나의 서류에서 고르기. */
  onPickDocs(): void;
}

function RrnField({ form, input }: { form: F; input: LayoutInput }) {
  const id = form.id('rrn');
  const basis = (
    <>
      법적 근거: {RRN_LEGAL_BASIS}. 암호화하여 보관하고, 화면에는 뒷자리를 가려 보여 줍니다.
    </>
  );
  if (input.rrnMasked && !input.rrnRetype)
    return (
      <div className="fm-field el-rrn" data-rrn-stored="">
        <p className="fm-label" id={`${id}-label`}>
          주민등록번호 <span className="fm-req">(필수)</span>
        </p>
        <p className="el-rrn__masked">
          <span aria-describedby={`${id}-label`}>{input.rrnMasked}</span> (저장됨){' '}
          <button type="button" className="btn btn-tertiary btn-small" id={id} onClick={input.onRrnRetype}>
            다시 입력
          </button>
        </p>
        <p className="fm-hint">{basis}</p>
        {form.errors.rrn ? <p className="fm-error">{form.errors.rrn}</p> : null}
      </div>
    );
  return (
    <TextField {...bindField(form, 'rrn')} label="주민등록번호" required hint={<>13자리, 예: 580315-2123456. {basis}</>} inputMode="numeric" autoComplete="off" maxLength={14} />
  );
}

/** The application form of `form` as data for the form engine: 신청인, 상대방, 사건, 알림, 첨부. */
export function applicationLayout(input: LayoutInput, values: AplyValues): FormLayout<AplyValues> {
  const def = ELRCPT_FORMS[input.form];
  const amount = values.amount === '' ? null : Number(values.amount);
  const applicant: FieldSpec<AplyValues>[] = [
    { kind: 'text', name: 'name', label: '이름', required: true, autoComplete: 'name', maxLength: 50 },
    { kind: 'date-parts', name: 'birthDate', legend: '생년월일', required: true, hint: '예: 1958년 3월 15일이면 1958, 3, 15', birthday: true },
    ...(def.needsRrn ? ([{ kind: 'custom', name: 'rrn', render: (form: F) => <RrnField form={form} input={input} /> }] as FieldSpec<AplyValues>[]) : []),
    { kind: 'tel', name: 'mobile', label: '휴대전화', required: true, autoComplete: 'tel', inputMode: 'tel', hint: '예: 010-1234-5678' },
    { kind: 'email', name: 'email', label: '전자우편', optional: true, autoComplete: 'email' },
    { kind: 'text', name: 'zip', label: '우편번호', required: true, inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, hint: '5자리 숫자' },
    { kind: 'text', name: 'address', label: '주소', required: true, autoComplete: 'street-address', hint: '서류를 받을 주소(송달 주소)를 적어 주세요.' },
    { kind: 'text', name: 'addressDetail', label: '상세 주소', optional: true, maxLength: 100 },
    { kind: 'text', name: 'occupation', label: '직업', optional: true, maxLength: 50 },
  ];
  const opponent: FieldSpec<AplyValues>[] = [
    { kind: 'text', name: 'oppName', label: def.amountRequired ? '상대방(피신청인) 이름 또는 상호' : '상대방 이름(상호)', required: true, hint: '모르면 "모름"이라고 적어 주세요.', autoComplete: 'off', maxLength: 100 },
    { kind: 'text', name: 'oppRelation', label: '상대방과의 관계', optional: true, hint: '예: 임대인, 전 배우자, 고용주', maxLength: 30 },
    { kind: 'tel', name: 'oppPhone', label: '상대방 연락처', optional: true, inputMode: 'tel', autoComplete: 'off', maxLength: 20 },
    { kind: 'text', name: 'oppAddress', label: '상대방 주소', optional: true, autoComplete: 'off', maxLength: 200 },
  ];
  const caseFields: FieldSpec<AplyValues>[] = [
    { kind: 'select', name: 'caseType', label: '사건 종류', required: true, options: def.caseTypes.map((c) => ({ value: c, label: CASE_TYPES[c] })), placeholder: '사건 종류를 골라 주세요' },
    { kind: 'select', name: 'stage', label: '진행 단계', required: true, options: CASE_STAGE_CODES.map((s) => ({ value: s, label: CASE_STAGES[s] })), placeholder: '진행 단계를 골라 주세요' },
    { kind: 'text', name: 'court', label: '법원(기관)', optional: true, hint: '소송이나 수사가 진행 중이면 법원·수사기관 이름. 예: 서울중앙지방법원', maxLength: 50 },
    { kind: 'text', name: 'caseNumber', label: '사건번호', optional: true, hint: '예: 2026가소12345', maxLength: 30 },
    {
      kind: 'text',
      name: 'amount',
      label: def.amountRequired ? '분쟁 금액(원)' : '소송·청구 금액(원)',
      required: def.amountRequired || undefined,
      optional: !def.amountRequired || undefined,
      inputMode: 'numeric',
      format: withThousands,
      parse: amountDigits,
      autoComplete: 'off',
      hint: (
        <>
          숫자만 적어 주세요.
          {amount !== null && Number.isFinite(amount) ? (
            <>
              {' '}
              <strong data-amount-words="">{wonInKorean(amount)}</strong>
            </>
          ) : null}
        </>
      ),
    },
    {
      kind: 'counted',
      name: 'facts',
      label: '사건 내용',
      required: true,
      multiline: true,
      className: 'el-facts',
      max: FACTS_MAX,
      counterClass: 'el-counter',
      hint: <>언제, 누구와, 무슨 일이 있었는지 {FACTS_MIN}자 이상 {withThousands(String(FACTS_MAX))}자 이하로 적어 주세요.</>,
    },
    { kind: 'static', id: 'facts-said', content: <CountAnnouncement said={[input.factsSaid]} /> },
    { kind: 'checkboxes', name: 'help', legend: '희망하는 도움', required: true, hint: '하나 이상 골라 주세요.', options: def.help.map((h) => ({ value: h, label: DESIRED_HELP[h] })) },
  ];
  const notices: FieldSpec<AplyValues>[] = [
    { kind: 'checkbox', name: 'sms', label: '문자(SMS)로 진행 상황 알림 받기' },
    { kind: 'checkbox', name: 'email_notice', label: '전자우편으로 진행 상황 알림 받기' },
  ];
  const attach: FieldSpec<AplyValues>[] = [
    {
      kind: 'custom',
      name: 'files',
      render: (form) => (
        <>
          <AttachmentField
            id={form.id('files')}
            files={form.values.files}
            onFiles={(files) => form.set('files', files)}
            rules={{ ...DEFAULT_ATTACHMENT_RULES, maxFiles: ELRCPT_ATTACHMENT_MAX }}
            error={form.errors.files}
            onBusyChange={input.onUploadBusy}
            hint="소장, 판결문, 계약서, 소득 증명 등. PDF·JPG·PNG·HWP 파일을 올릴 수 있습니다."
          />
          <p>
            <button type="button" className="btn btn-secondary btn-small" onClick={input.onPickDocs} data-pick-docs="">
              나의 서류에서 고르기
            </button>
          </p>
        </>
      ),
    },
  ];
  return {
    sections: [
      { id: 'el-applicant', title: '신청인', description: '회원정보로 미리 채웠습니다. 다르면 고쳐 주세요.', fields: applicant },
      { id: 'el-opponent', title: '상대방', fields: opponent },
      { id: 'el-case', title: '사건', fields: caseFields },
      {
        id: 'el-notice',
        title: '알림',
        description: def.sensitive ? '문자와 전자우편에는 사건의 종류나 내용을 적지 않고 "신청 진행 상황이 바뀌었습니다"라고만 알립니다.' : '신청의 진행 상황(접수, 보완요청, 결정)을 알려 드립니다.',
        fields: notices,
      },
      { id: 'el-attach', title: '첨부', description: '첨부는 나중에 보완 요청을 받아 내도 됩니다.', fields: attach },
      {
        id: 'el-provider',
        title: '서명할 인증 앱',
        fields: [
          {
            kind: 'radio',
            name: 'provider',
            legend: '전자서명에 쓸 앱',
            required: true,
            variant: 'inline',
            options: Object.entries(ESIGN_PROVIDERS).map(([value, label]) => ({ value, label })),
            hint: '고른 앱으로 서명 요청을 보냅니다. 휴대전화에서 앱을 열어 서명해 주세요.',
          },
        ],
      },
    ],
  };
}
