import { z } from 'zod';
import { paged, Paging, requiredText, sorting, textField } from '../common';
import { Email, MobileNo, PersonName } from '../member/schemas';
import {
  AMOUNT_MAX,
  APLY_NO_PATTERN,
  CASE_STAGE_CODES,
  CASE_TYPE_CODES,
  DESIRED_HELP_CODES,
  ELRCPT_ATTACHMENT_MAX,
  ELRCPT_FORMS,
  ELRCPT_FORM_CODES,
  ELRCPT_INST_CODES,
  ELRCPT_STATUS_CODES,
  FACTS_MAX,
  FACTS_MIN,
  REASON_MAX,
  SIGN_ID_PATTERN,
  SIGN_LINES_MAX,
  SIGN_LINE_MAX,
  SIGN_TITLE_MAX,
  SIGNATURE_MAX,
  SUPPLEMENT_NOTE_MAX,
  type ElrcptForm,
} from './rules';

export * from './rules';

// ─── Fields ────────────────────────────────────────────────────────────────────────────────────
export const AplyNo = z.string({ error: '신청번호가 없습니다.' }).trim().regex(APLY_NO_PATTERN, { error: '신청번호가 올바르지 않습니다. 예: A20261125-000042' });
export const AplyNoParams = z.object({ aplyNo: AplyNo });
export const SignId = z.string({ error: '서명 요청 번호가 없습니다.' }).trim().regex(SIGN_ID_PATTERN, { error: '서명 요청 번호가 올바르지 않습니다.' });
export const SignIdParams = z.object({ signId: SignId });
export const ElrcptFormField = z.enum(ELRCPT_FORM_CODES, { error: '신청서 종류를 골라 주세요.' });
export const ElrcptInstField = z.enum(ELRCPT_INST_CODES, { error: '기관을 골라 주세요.' });
export const ElrcptStatusField = z.enum(ELRCPT_STATUS_CODES, { error: '진행 상태가 올바르지 않습니다.' });

const DateYmd = (label: string) =>
  z
    .string({ error: `${label}을 입력해 주세요.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}을 YYYY-MM-DD 형식으로 입력해 주세요. 예: 1958-03-15` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `${label}이 달력에 없는 날짜입니다.` });

/** 주민등록번호 13 digits (hyphen optional); the 7th digit is 1–8 (내국인 1–4, 외국인 5–8) and the first six a real date. */
export const Rrn = z
  .string({ error: '주민등록번호 13자리를 입력해 주세요.' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{13}$/, { error: '주민등록번호 13자리를 숫자로 입력해 주세요. 예: 580315-2123456' })
      .refine((d) => /^[1-8]$/.test(d[6]!), { error: '주민등록번호 뒷자리 첫 숫자가 올바르지 않습니다.' })
      .refine((d) => {
        const century = '1256'.includes(d[6]!) ? 1900 : '3478'.includes(d[6]!) ? 2000 : 1900;
        const y = century + +d.slice(0, 2), m = +d.slice(2, 4), day = +d.slice(4, 6);
        const t = new Date(Date.UTC(y, m - 1, day));
        return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === day;
      }, { error: '주민등록번호 앞자리(생년월일)가 달력에 없는 날짜입니다.' }),
  );

const Zip = z.string({ error: '우편번호를 입력해 주세요.' }).trim().regex(/^\d{5}$/, { error: '우편번호 5자리를 숫자로 입력해 주세요.' });
const Address = textField('주소', 2, 200);
const AddressDetail = z.string().trim().max(100, { error: '상세 주소는 100자 이하로 입력해 주세요.' });
const Amount = z
  .number({ error: '금액을 숫자(원)로 입력해 주세요.' })
  .int({ error: '금액은 원 단위 정수로 입력해 주세요.' })
  .min(0, { error: '금액은 0원 이상으로 입력해 주세요.' })
  .max(AMOUNT_MAX, { error: '금액은 1조 원 이하로 입력해 주세요.' });

// ─── Content of an application (the same schema in the browser and on the server) ──────────────
export const ElrcptApplicant = z.object({
  name: PersonName,
  birthDate: DateYmd('생년월일'),
  /** Sent only when typed (or retyped); stored encrypted, answered masked (rrnMasked). */
  rrn: Rrn.optional(),
  mobile: MobileNo,
  email: z.union([Email, z.literal('')]).optional(),
  zip: Zip,
  address: Address,
  addressDetail: AddressDetail.optional(),
  occupation: z.string().trim().max(50, { error: '직업은 50자 이하로 입력해 주세요.' }).optional(),
}, { error: '신청인 정보를 입력해 주세요.' });
export const ElrcptOpponent = z.object({
  /** A person or a company; '모름' when the applicant does not know it. */
  name: textField('상대방 이름(상호)', 1, 100),
  relation: z.string().trim().max(30, { error: '상대방과의 관계는 30자 이하로 입력해 주세요.' }).optional(),
  phone: z.string().trim().max(20, { error: '상대방 연락처는 20자 이하로 입력해 주세요.' }).regex(/^[0-9-]*$/, { error: '상대방 연락처는 숫자와 - 만 입력해 주세요.' }).optional(),
  address: z.string().trim().max(200, { error: '상대방 주소는 200자 이하로 입력해 주세요.' }).optional(),
}, { error: '상대방 정보를 입력해 주세요.' });
export const CaseInfo = z.object({
  caseType: z.enum(CASE_TYPE_CODES, { error: '사건 종류를 골라 주세요.' }),
  stage: z.enum(CASE_STAGE_CODES, { error: '사건 진행 단계를 골라 주세요.' }),
  court: z.string().trim().max(50, { error: '법원(기관) 이름은 50자 이하로 입력해 주세요.' }).optional(),
  caseNumber: z.string().trim().max(30, { error: '사건번호는 30자 이하로 입력해 주세요. 예: 2026가소12345' }).optional(),
  amount: Amount.optional(),
  facts: textField('사건 내용', FACTS_MIN, FACTS_MAX, { verb: '적어' }),
  help: z.array(z.enum(DESIRED_HELP_CODES, { error: '희망하는 도움을 목록에서 골라 주세요.' })).min(1, { error: '희망하는 도움을 하나 이상 골라 주세요.' }).max(DESIRED_HELP_CODES.length),
}, { error: '사건 정보를 입력해 주세요.' });
export const Notices = z.object({
  sms: z.boolean({ error: '문자 알림 수신 여부를 골라 주세요.' }),
  email: z.boolean({ error: '전자우편 알림 수신 여부를 골라 주세요.' }),
}, { error: '알림 받을 방법을 골라 주세요.' });

/** What the self-diagnosis handed over (shown at the top of the form, stored with the application). */
export const DiagnosisCarry = z.object({
  targetTypes: z.array(z.string().trim().regex(/^[A-Z0-9_]{2,40}$/, { error: '구조대상자 유형 코드가 올바르지 않습니다.' })).max(10, { error: '구조대상자 유형은 10개까지 고를 수 있습니다.' }),
  caseCategory: z.string().trim().regex(/^[A-Z0-9_]{0,40}$/, { error: '사건 분류 코드가 올바르지 않습니다.' }).optional(),
});

/** Attached files (POST /api/files ids) and saved documents picked in MyDocPopup. */
export const Attachments = z.array(z.string().trim().min(1, { error: '첨부 파일 번호가 비어 있습니다.' }).max(60, { error: '첨부 파일 번호가 올바르지 않습니다.' }), { error: '첨부 파일 목록을 보내 주세요.' }).max(ELRCPT_ATTACHMENT_MAX, { error: `첨부 파일은 ${ELRCPT_ATTACHMENT_MAX}개까지 올릴 수 있습니다.` });

const ContentShape = {
  applicant: ElrcptApplicant,
  opponent: ElrcptOpponent,
  case: CaseInfo,
  notices: Notices,
  attachments: Attachments,
};

/** The complete content, checked against its form (case type and help offered, amount, RRN). */
export function contentFor(form: ElrcptForm, hasStoredRrn = false) {
  const def = ELRCPT_FORMS[form];
  return z.object(ContentShape).superRefine((c, ctx) => {
    if (!(def.caseTypes as readonly string[]).includes(c.case.caseType)) ctx.addIssue({ code: 'custom', path: ['case', 'caseType'], message: '이 신청서에서 고를 수 없는 사건 종류입니다. 목록에서 골라 주세요.' });
    c.case.help.forEach((h, i) => {
      if (!(def.help as readonly string[]).includes(h)) ctx.addIssue({ code: 'custom', path: ['case', 'help', i], message: '이 기관에서 고를 수 없는 도움입니다. 목록에서 골라 주세요.' });
    });
    if (def.amountRequired && c.case.amount === undefined) ctx.addIssue({ code: 'custom', path: ['case', 'amount'], message: '분쟁 금액(원)을 입력해 주세요.' });
    if (def.needsRrn && !c.applicant.rrn && !hasStoredRrn) ctx.addIssue({ code: 'custom', path: ['applicant', 'rrn'], message: '주민등록번호 13자리를 입력해 주세요.' });
  });
}
export const ApplicationContent = z.object(ContentShape);
export type ApplicationContent = z.infer<typeof ApplicationContent>;

/**
 * A draft may be incomplete: every part optional, but what is there must have the right type and
 * length (so the server never stores 1 MB in a name). Text is kept as typed (not trimmed away).
 */
export const DraftContent = z.object({
  applicant: z
    .object({
      name: z.string().max(50, { error: '이름은 50자 이하로 입력해 주세요.' }),
      birthDate: z.string().max(10),
      rrn: z.string().max(14, { error: '주민등록번호는 13자리로 입력해 주세요.' }),
      mobile: z.string().max(20),
      email: z.string().max(100),
      zip: z.string().max(5),
      address: z.string().max(200),
      addressDetail: z.string().max(100),
      occupation: z.string().max(50),
    })
    .partial()
    .optional(),
  opponent: z.object({ name: z.string().max(100), relation: z.string().max(30), phone: z.string().max(20), address: z.string().max(200) }).partial().optional(),
  case: z
    .object({
      caseType: z.string().max(30),
      stage: z.string().max(30),
      court: z.string().max(50),
      caseNumber: z.string().max(30),
      amount: z.number().int().min(0).max(AMOUNT_MAX).nullable(),
      facts: z.string().max(FACTS_MAX, { error: `사건 내용은 ${FACTS_MAX}자 이하로 적어 주세요.` }),
      help: z.array(z.string().max(30)).max(DESIRED_HELP_CODES.length),
    })
    .partial()
    .optional(),
  notices: z.object({ sms: z.boolean(), email: z.boolean() }).partial().optional(),
  attachments: z.array(z.string().max(60)).max(ELRCPT_ATTACHMENT_MAX).optional(),
});
export type DraftContent = z.infer<typeof DraftContent>;

// ─── Consent (…AgreInfo pages) and starting an application ───────────────────────────────────────
export const Consent = z.object({
  terms: z.literal(true, { error: '이용약관에 동의해 주세요.' }),
  personalData: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
  thirdParty: z.literal(true, { error: '개인정보 제3자 제공에 동의해 주세요.' }),
  /** 행정정보 공동이용: a separate required yes/no; no means the applicant submits the proofs themselves. */
  adminInfoSharing: z.enum(['Y', 'N'], { error: '행정정보 공동이용에 동의하는지 골라 주세요.' }),
  /** Only on forms that need the RRN: consent to process it, with the legal basis shown. */
  rrnProcessing: z.boolean().optional(),
});
export type Consent = z.infer<typeof Consent>;

export const ElrcptStart = z.object({
  form: ElrcptFormField,
  consent: Consent,
  carry: DiagnosisCarry.optional(),
});
export type ElrcptStart = z.infer<typeof ElrcptStart>;

export const DraftSave = z.object({
  content: DraftContent,
  /** The version the browser last read; a stale save (another device saved since) answers 409 STALE_DRAFT. */
  version: z.number().int().min(0),
});
export type DraftSave = z.infer<typeof DraftSave>;
export const DraftSaved = z.object({ aplyNo: AplyNo, version: z.number().int(), savedAt: z.string() });

// ─── What the server answers ───────────────────────────────────────────────────────────────────
export const HistoryEntry = z.object({
  from: ElrcptStatusField.nullable(),
  to: ElrcptStatusField,
  /** 'citizen' | 'staff' | 'system' — staff are never named to the citizen. */
  actor: z.enum(['citizen', 'staff', 'system']),
  /** The request of a 보완요청, the reason of a 기각 or 취하, the note of a 보완제출. */
  message: z.string().nullable(),
  at: z.string(),
});
/** One 보완요청 and its answer; dueDate (YYYY-MM-DD, Korea) is by when the citizen should supplement (null: asked before dates were kept). */
export const Supplement = z.object({
  requestedAt: z.string(),
  request: z.string(),
  dueDate: z.string().nullable(),
  submittedAt: z.string().nullable(),
  note: z.string().nullable(),
  attachments: z.array(z.string()),
});

export const ApplicationSummary = z.object({
  aplyNo: AplyNo,
  form: ElrcptFormField,
  inst: ElrcptInstField,
  instName: z.string(),
  title: z.string(),
  status: ElrcptStatusField,
  statusLabel: z.string(),
  /** 접수번호 given when submitted, e.g. 2026-KLAC-000123. */
  receiptNo: z.string().nullable(),
  caseType: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** What the citizen must do next, in Korean (보완 서류 제출, 전자서명 후 제출), or null. */
  nextAction: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;

export const Application = ApplicationSummary.extend({
  consent: Consent.extend({ at: z.string() }),
  carry: DiagnosisCarry.nullable(),
  content: DraftContent,
  /** The RRN is never answered in full: 580315-2****** or null. */
  rrnMasked: z.string().nullable(),
  version: z.number().int(),
  history: z.array(HistoryEntry),
  supplements: z.array(Supplement),
  decision: z.object({ status: z.enum(['AIDED', 'REJECTED']), reason: z.string().nullable(), at: z.string() }).nullable(),
  withdrawal: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type Application = z.infer<typeof Application>;

export const MyElrcptQuery = z.object({
  status: z.enum(['ALL', 'DRAFT', 'OPEN', 'CLOSED'], { error: '상태는 ALL, DRAFT, OPEN, CLOSED 중 하나로 보내 주세요.' }).optional().default('ALL'),
  ...Paging,
});
export const MyElrcptList = paged(ApplicationSummary);

// ─── Electronic signature (adapter: sandbox by default) ─────────────────────────────────────────
export const SignState = z.enum(['PENDING', 'SIGNED', 'EXPIRED', 'CANCELLED']);
export type SignState = z.infer<typeof SignState>;
export const SignRequest = z.object({
  /** Which signing app the person uses; the sandbox answers for every one. */
  provider: z.enum(['PASS', 'KAKAO', 'NAVER', 'TOSS'], { error: '서명할 인증서(앱)를 골라 주세요.' }),
});
export const SignStatus = z.object({
  signId: SignId,
  /** null: the request covers a sample document (/sample/esign/*), not an application. */
  aplyNo: AplyNo.nullable(),
  state: SignState,
  provider: z.string(),
  /** SHA-256 (hex) of the canonical content the signature covers. */
  contentHash: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  signedAt: z.string().nullable(),
  /** The signature (base64url) once SIGNED, else null: the requester's own, shown by the samples. */
  signature: z.string().nullable(),
  /** True when the sandbox adapter answers: the pages say so and offer its buttons. */
  sandbox: z.boolean(),
});
export type SignStatus = z.infer<typeof SignStatus>;
/**
 * A sample document to sign (/sample/esign/form1, form2): a title and its lines as the page shows
 * them. The signature covers the SHA-256 of {title, lines} as JSON (after trimming); the text is not kept.
 */
export const SignDocument = z.object({
  title: textField('문서 제목', 1, SIGN_TITLE_MAX),
  lines: z
    .array(textField('서명할 내용', 1, SIGN_LINE_MAX), { error: '서명할 내용을 입력해 주세요.' })
    .min(1, { error: '서명할 내용을 입력해 주세요.' })
    .max(SIGN_LINES_MAX, { error: `서명할 내용은 ${SIGN_LINES_MAX}줄까지 보낼 수 있습니다.` }),
});
export type SignDocument = z.infer<typeof SignDocument>;
export const SampleSignRequest = SignRequest.extend({ document: SignDocument });
export const SignatureValue = requiredText('서명 값', SIGNATURE_MAX).regex(/^[A-Za-z0-9_-]+$/, { error: '서명 값은 영문, 숫자, -, _ 로만 이루어집니다. 복사한 서명 값을 그대로 붙여 넣어 주세요.' });
export const SignVerifyRequest = z.object({ document: SignDocument, signature: SignatureValue });
export const SignVerifyResult = z.object({
  valid: z.boolean(),
  /** SHA-256 (hex) of the document as sent. */
  contentHash: z.string(),
  /** Why, in Korean: valid, or what does not match. */
  reason: z.string(),
});
export type SignVerifyResult = z.infer<typeof SignVerifyResult>;
export const SignSandboxAction = z.object({ action: z.enum(['approve', 'cancel'], { error: '샌드박스 동작은 approve 또는 cancel 입니다.' }) });

export const ElrcptSubmit = z.object({ signId: SignId });
export const ElrcptWithdraw = z.object({ reason: textField('취하 사유', 2, REASON_MAX) });
export const ElrcptSupplementSubmit = z.object({ note: textField('보완 내용', 2, SUPPLEMENT_NOTE_MAX, { verb: '적어' }), attachments: Attachments });
export const ElrcptError = z.object({
  message: z.string(),
  /** STALE_DRAFT, NOT_DRAFT, INCOMPLETE, UNSIGNED, SIGNATURE_MISMATCH, SIGN_EXPIRED, DUPLICATE_OPEN, NOT_ALLOWED, DOCUMENT_UNREADABLE */
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** With DUPLICATE_OPEN: the open application of the same case. */
  aplyNo: z.string().optional(),
});


// ─── Member home (/my/main/MyPageInfo) ───────────────────────────────────────────────────────────
export const MyHome = z.object({
  name: z.string(),
  counts: z.object({ bookings: z.number().int(), cyber: z.number().int(), applications: z.number().int(), qna: z.number().int(), documents: z.number().int() }),
  /** Things waiting for the member, most urgent first: a 보완요청, an unsigned draft, an answered question, an upcoming booking. */
  todo: z.array(z.object({ kind: z.enum(['SUPPLEMENT', 'DRAFT', 'BOOKING', 'CYBER_ANSWER', 'QNA_ANSWER']), title: z.string(), detail: z.string(), href: z.string(), at: z.string().nullable() })),
  recent: z.object({
    applications: z.array(ApplicationSummary),
    bookings: z.array(z.object({ rsvtNo: z.string(), title: z.string(), date: z.string(), status: z.string(), href: z.string() })),
    cyber: z.array(z.object({ receiptNo: z.string(), title: z.string(), status: z.string(), href: z.string() })),
    qna: z.array(z.object({ qnaNo: z.string(), title: z.string(), status: z.string(), href: z.string() })),
  }),
});
export type MyHome = z.infer<typeof MyHome>;

// ─── Staff ───────────────────────────────────────────────────────────────────────────────────
/** The staff list's sortable columns: 신청일 (submittedAt) and 최근 처리 (updatedAt). */
export const STAFF_ELRCPT_SORTS = ['submittedAt', 'updatedAt'] as const;
export const StaffElrcptQuery = z.object({
  /** A status, OPEN (not yet decided or withdrawn), WAITING (the institution's turn: AWAITING_INSTITUTION_STATUSES) or ALL (drafts never). */
  status: z.enum([...ELRCPT_STATUS_CODES, 'OPEN', 'WAITING', 'ALL'] as [string, ...string[]], { error: '상태 코드가 올바르지 않습니다.' }).optional().default('OPEN'),
  ...sorting(STAFF_ELRCPT_SORTS, { sort: 'submittedAt', order: 'desc' }),
  ...Paging,
});
export const StaffElrcptListItem = ApplicationSummary.extend({
  applicantName: z.string(),
  /** The latest 보완요청 of the application: when asked, and when the citizen answered (null: not yet). */
  supplement: z.object({ requestedAt: z.string(), dueDate: z.string().nullable(), submittedAt: z.string().nullable() }).nullable(),
  /** Its documents by what they wait for: submitted and not yet checked, sent back (보완요청) or requested and not yet supplied. */
  documents: z.object({ toCheck: z.number().int(), sentBack: z.number().int(), requested: z.number().int(), total: z.number().int() }),
});
export type StaffElrcptListItem = z.infer<typeof StaffElrcptListItem>;
export const StaffElrcptList = paged(StaffElrcptListItem);
export const StaffElrcpt = Application.extend({ applicantName: z.string() });
/** 보완 기한 when a 보완요청 names none: this many days after the request (Korea). */
export const SUPPLEMENT_DUE_DAYS = 14;
/** The latest 보완 기한 a request may set, in days after the request. */
export const SUPPLEMENT_DUE_MAX_DAYS = 60;

export const StaffTransition = z
  .object({
    to: z.enum(['RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'AIDED', 'REJECTED'], { error: '바꿀 상태를 골라 주세요.' }),
    message: z.string().trim().max(REASON_MAX, { error: `내용은 ${REASON_MAX}자 이하로 적어 주세요.` }).optional(),
    /** 보완요청 only: 보완 기한 (YYYY-MM-DD, Korea), tomorrow to SUPPLEMENT_DUE_MAX_DAYS ahead (the server checks the range); default SUPPLEMENT_DUE_DAYS. */
    dueDate: z.iso.date({ error: '보완 기한은 2026-12-31처럼 연-월-일로 골라 주세요.' }).optional(),
  })
  .superRefine((t, ctx) => {
    if ((t.to === 'SUPPLEMENT_REQUESTED' || t.to === 'REJECTED') && !t.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: t.to === 'REJECTED' ? '기각 사유를 적어 주세요.' : '보완할 내용을 적어 주세요.' });
    }
    if (t.dueDate && t.to !== 'SUPPLEMENT_REQUESTED') ctx.addIssue({ code: 'custom', path: ['dueDate'], message: '보완 기한은 보완요청에만 정합니다.' });
  });
