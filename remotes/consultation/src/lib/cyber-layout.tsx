import type { ReactNode } from 'react';
import { ANSWER_LANGUAGES, CONSULT_FIELDS, CONSULT_FIELD_CODES, CYBER_QUESTION_MAX, CYBER_TITLE_MAX, type ConsultField, type CyberKind, type UploadedFile } from '@portal/contracts';
import { Notice } from '@portal/ui/form';
import { AttachmentField } from '@portal/blocks/upload';
import { isGuest, type Applicant } from '@portal/blocks/gate';
import { CountAnnouncement, PublicityField, type FieldSpec, type FormLayout, type FormSectionSpec } from '@portal/blocks/form';
import { digitsOnly, maskMobile, withThousands, wonInKorean } from './cyber-format';
import type { ntnCodeList } from '../api/ntnCodeList';

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

type Fields = FieldSpec<CyberValues>[];

/** Korean labels and the English line the foreign-resident (FR) form adds to each. */
const LABELS = {
  applicant: ['신청인', 'Applicant'],
  residence: ['거주 정보', 'Residence'],
  nationality: ['국적', 'Nationality'],
  language: ['편한 언어', 'Preferred language'],
  content: ['상담 내용', 'Your question'],
  field: ['상담 분야', 'Field'],
  title: ['제목', 'Title'],
  question: ['상담 내용', 'Question'],
  isPublic: ['공개 여부', 'Public or private'],
  consentSection: ['개인정보 수집·이용 동의', 'Consent'],
  consent: ['개인정보 수집·이용에 동의합니다', 'I agree'],
} as const;

function labelOf(key: keyof typeof LABELS, english: boolean): ReactNode {
  const [ko, en] = LABELS[key];
  if (!english) return ko;
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
export const SAY_AT = [0, 100, 500];

export interface CyberLayoutInput {
  kind: CyberKind;
  applicant: Applicant;
  /** What the consent covers (one paragraph) — differs for KCAB. */
  consentPurpose: string;
  /** The countries (OVS and FR). */
  nations: ReturnType<typeof ntnCodeList.use>;
  /** What the screen reader hears of the title and question counters. */
  said: string[];
  onUploadBusy(busy: boolean): void;
}

/**
 * The written-consultation form of a kind as data for the form engine: 신청인, 거주 정보 (OVS, FR),
 * 신청 절차와 상대방 (KCAB), 상담 내용, 개인정보 동의.
 */
export function cyberLayout(input: CyberLayoutInput, values: CyberValues): FormLayout<CyberValues> {
  const { kind } = input;
  const english = kind === 'FR';
  const label = (key: keyof typeof LABELS) => labelOf(key, english);
  const residence = kind === 'OVS' || kind === 'FR' ? [residenceSection(kind, input.nations, label)] : [];
  const kcab = kind === 'KCAB' ? [kcabSection(values.claimAmount === '' ? null : Number(values.claimAmount))] : [];
  return {
    sections: [applicantSection(input.applicant, label), ...residence, ...kcab, contentSection(input, label), consentSection(input.consentPurpose, label)],
  };
}

type Label = (key: keyof typeof LABELS) => ReactNode;

function applicantSection(applicant: Applicant, label: Label): FormSectionSpec<CyberValues> {
  return {
    id: 'cy-applicant',
    title: label('applicant'),
    description: isGuest(applicant) ? '답변이 등록되면 본인확인한 이 휴대전화로 알려 드립니다.' : '답변이 등록되면 이 휴대전화로 알려 드립니다. 번호는 회원정보에서 바꿀 수 있습니다.',
    fields: [{ kind: 'static', id: 'applicant', content: <ApplicantLines applicant={applicant} /> }],
  };
}

/** Who applies: the name (비회원 marked) and the masked mobile number the answer notice goes to. */
function ApplicantLines({ applicant }: { applicant: Applicant }) {
  return (
    <dl className="fm-dl">
      <dt>이름</dt>
      <dd data-applicant-name="">
        {applicant.name}
        {isGuest(applicant) ? ' (비회원)' : ''}
      </dd>
      <dt>휴대전화</dt>
      <dd>{maskMobile(applicant.mobileNo)}</dd>
    </dl>
  );
}

/** Where the applicant lives (OVS) or their nationality and language (FR): the countries from ntnCodeList. */
function residenceSection(kind: 'OVS' | 'FR', nations: CyberLayoutInput['nations'], label: Label): FormSectionSpec<CyberValues> {
  const english = kind === 'FR';
  const nationOptions = (nations.data ?? []).filter((n) => n.ntnCd !== 'KR').map((n) => ({ value: n.ntnCd, label: english ? `${n.ntnNm} (${n.ntnEngNm})` : n.ntnNm }));
  const loading = nations.status === 'pending';
  const loadError: FieldSpec<CyberValues> = {
    kind: 'static',
    id: 'nations-error',
    content:
      nations.status === 'error' ? (
        <Notice tone="error" role="alert">
          <p>
            국가 목록을 불러오지 못했습니다.{' '}
            <button type="button" className="btn btn-tertiary btn-small" onClick={() => void nations.refetch()}>
              다시 불러오기
            </button>
          </p>
        </Notice>
      ) : null,
  };
  const fields: Fields =
    kind === 'OVS'
      ? [
          {
            kind: 'combobox',
            name: 'residenceCountry',
            label: '거주 국가',
            required: true,
            options: nationOptions,
            noun: '국가',
            placeholder: loading ? '국가 목록을 불러오는 중입니다' : '나라 이름을 입력하거나 골라 주세요',
            hint: '지금 살고 계신 나라를 골라 주세요. 답변할 때 그 나라에서 도움받을 수 있는 곳(재외공관 등)도 함께 안내합니다.',
          },
        ]
      : [
          {
            kind: 'combobox',
            name: 'nationality',
            label: label('nationality'),
            required: true,
            options: nationOptions,
            noun: '국가',
            placeholder: loading ? '국가 목록을 불러오는 중입니다 (Loading)' : '국적을 입력하거나 골라 주세요 (Type or choose)',
          },
          {
            kind: 'select',
            name: 'language',
            label: label('language'),
            required: true,
            options: Object.entries(ANSWER_LANGUAGES).map(([code, [ko, own]]) => ({ value: code, label: ko === own ? ko : `${ko} (${own})` })),
            placeholder: '언어를 골라 주세요 (Choose)',
            hint: (
              <>
                답변은 한국어로 씁니다. 고른 언어로 통역 도움을 받을 수 있는 곳(외국인종합안내센터 ☎1345)을 함께 안내합니다.{' '}
                <span lang="en">The answer is written in Korean; we add where to get free interpretation in your language (Korea Immigration Contact Center, 1345).</span>
              </>
            ),
          },
        ];
  return { id: 'cy-residence', title: label('residence'), fields: [loadError, ...fields] };
}

/** The KCAB part (procedure, respondent, amount); `claim` is the amount typed so far, read out in Korean. */
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

// The engine has no counted text kind, no upload kind and no 공개 여부 kind: those three are 'custom'.
function contentSection({ kind, said, onUploadBusy }: CyberLayoutInput, label: Label): FormSectionSpec<CyberValues> {
  const publicity: FieldSpec<CyberValues> =
    kind === 'KCAB'
      ? {
          kind: 'static',
          id: 'kcab-private',
          content: (
            <p className="fm-hint" data-kcab-private="">
              중재·조정 신청은 공개되지 않습니다. 신청 내용은 신청인과 대한상사중재원 담당자만 볼 수 있습니다.
            </p>
          ),
        }
      : {
          kind: 'custom',
          name: 'isPublic',
          render: (form) => (
            <PublicityField
              form={form}
              legend={label('isPublic')}
              privately="신청인과 답변하는 기관만 봅니다."
              publicly="답변이 끝나면 이름 없이 질문과 답변을 사이버상담 목록에 공개해 다른 분도 참고합니다."
            />
          ),
        };
  return {
    id: 'cy-content',
    title: label('content'),
    fields: [
      {
        kind: 'select',
        name: 'field',
        label: label('field'),
        required: true,
        options: CONSULT_FIELD_CODES.map((c) => ({ value: c, label: CONSULT_FIELDS[c] })),
        placeholder: '상담 분야를 골라 주세요',
      },
      { kind: 'counted', name: 'title', label: label('title'), required: true, max: CYBER_TITLE_MAX, counterClass: 'cy-counter', hint: <>2자 이상 {CYBER_TITLE_MAX}자 이하</>, autoComplete: 'off' },
      {
        kind: 'counted',
        name: 'question',
        label: label('question'),
        required: true,
        multiline: true,
        className: 'cy-question',
        max: CYBER_QUESTION_MAX,
        counterClass: 'cy-counter',
        hint: <>언제, 누구와, 무슨 일이 있었는지와 궁금한 점을 20자 이상 {withThousands(String(CYBER_QUESTION_MAX))}자 이하로 적어 주세요. 주민등록번호나 계좌번호는 적지 마세요.</>,
      },
      { kind: 'static', id: 'count-said', content: <CountAnnouncement said={said} /> },
      {
        kind: 'custom',
        name: 'files',
        render: (form) => (
          <AttachmentField
            id={form.id('fileIds')}
            files={form.values.files}
            onFiles={(files) => form.set('files', files)}
            error={form.errors.fileIds}
            onBusyChange={onUploadBusy}
          />
        ),
      },
      publicity,
    ],
  };
}

function consentSection(consentPurpose: string, label: Label): FormSectionSpec<CyberValues> {
  return {
    id: 'cy-consent',
    title: label('consentSection'),
    fields: [
      {
        kind: 'static',
        id: 'consent-terms',
        content: (
          <>
            <dl className="fm-dl">
              <dt>수집 항목</dt>
              <dd>이름, 휴대전화 번호, 상담 내용과 첨부파일</dd>
              <dt>이용 목적</dt>
              <dd>{consentPurpose}</dd>
              <dt>보관 기간</dt>
              <dd>상담을 마친 뒤 관계 법령에 따른 기간(최대 5년) 동안 보관하고 지웁니다.</dd>
            </dl>
            <p className="fm-hint">동의하지 않으실 수 있으나, 동의하지 않으면 신청할 수 없습니다.</p>
          </>
        ),
      },
      { kind: 'checkbox', name: 'consent', label: label('consent'), required: true },
    ],
  };
}
