// Electronic application for legal aid (area `elrcpt`, issue 16): the institutions that take
// applications, their forms, the lifecycle and its transitions, limits. No zod here: pages and the
// server read these directly; schemas.ts builds the validation on them.
import { codeList } from '../code-list';

/**
 * Institutions that take electronic applications. Codes are the consultation area's institution
 * codes where it has them (LHM = 한국가정법률상담소, the real service's route name "Klacfr"), so one
 * staff account of an institution serves both areas; LEGALAID (대한변협법률구조재단) is new here.
 */
export const ELRCPT_INSTS = {
  KLAC: { name: '대한법률구조공단', consentPath: '/elrcpt/form/ElrcptKlacAgreInfo' },
  LHM: { name: '한국가정법률상담소', consentPath: '/elrcpt/form/ElrcptKlacfrAgreInfo' },
  LQA: { name: '대한가정법률복지상담원', consentPath: '/elrcpt/form/ElrcptLqaAgreInfo' },
  LEGALAID: { name: '대한변협법률구조재단', consentPath: '/elrcpt/form/ElrcptLegalaidAgreInfo' },
  KCAB: { name: '대한상사중재원', consentPath: '/elrcpt/form/ElrcptKcabAgreInfo' },
} as const;
export type ElrcptInst = keyof typeof ELRCPT_INSTS;
export const ELRCPT_INST_CODES = /*#__PURE__*/ Object.keys(ELRCPT_INSTS) as [ElrcptInst, ...ElrcptInst[]];

/** Case types (사건 종류) an application form offers. */
export const { codes: CASE_TYPE_CODES, labels: CASE_TYPES } = codeList({
  CIVIL: '민사 (돈·계약·임대차·손해배상 등)',
  FAMILY: '가사 (이혼·양육비·친권·상속 등)',
  ADMIN: '행정 (행정처분·산재·공공기관 결정 등)',
  LABOR: '임금·퇴직금·해고 등 노동',
  CRIMINAL_VICTIM: '형사 피해 (고소·피해자 지원)',
  CRIMINAL_DEFENSE: '형사 변호 (피의자·피고인)',
  INSOLVENCY: '개인회생·파산',
  SEXUAL_VIOLENCE: '성폭력 피해',
  STALKING_DV: '스토킹·가정폭력 피해',
  COMMERCIAL: '상거래 분쟁 (국내 알선)',
});
export type CaseType = (typeof CASE_TYPE_CODES)[number];

/** Where the case stands (소송 단계). */
export const { codes: CASE_STAGE_CODES, labels: CASE_STAGES } = codeList({
  BEFORE_SUIT: '소송 전 (상담·준비 단계)',
  FIRST: '1심 진행 중',
  APPEAL: '항소심 진행 중',
  SUPREME: '상고심 진행 중',
  EXECUTION: '판결 뒤 집행 단계',
  INVESTIGATION: '수사 단계',
  OTHER: '기타',
});
export type CaseStage = (typeof CASE_STAGE_CODES)[number];

/** What the applicant asks for (희망 구조 내용). */
export const { codes: DESIRED_HELP_CODES, labels: DESIRED_HELP } = codeList({
  LITIGATION: '소송 대리 (변호사·공단 소속 변호사가 소송을 맡음)',
  DOCUMENTS: '소장·답변서 등 서류 작성',
  COUNSEL: '법률 상담',
  MEDIATION: '조정·화해·알선',
  DEFENSE: '형사 변호',
  VICTIM_SUPPORT: '피해자 법률 지원 (고소 대리, 재판 동행 등)',
});
export type DesiredHelp = (typeof DESIRED_HELP_CODES)[number];

export interface ElrcptFormDef {
  inst: ElrcptInst;
  /** The form's route, as routes.txt names it. */
  path: string;
  title: string;
  /** One sentence under the title: who this form is for. */
  lead: string;
  caseTypes: readonly CaseType[];
  help: readonly DesiredHelp[];
  /** The form asks for the resident registration number (주민등록번호), with its legal basis shown. */
  needsRrn: boolean;
  /** Victims' forms: quick exit on the page, no prefill on a shared device without sign-in, neutral SMS. */
  sensitive: boolean;
  /** The amount in dispute is required (상거래 알선). */
  amountRequired: boolean;
}

type FormFlag = 'needsRrn' | 'sensitive' | 'amountRequired';
/** A form as written below: the three flags are off unless the form says otherwise. */
const form = /*#__NO_SIDE_EFFECTS__*/ ({ needsRrn = false, sensitive = false, amountRequired = false, ...def }: Omit<ElrcptFormDef, FormFlag> & Partial<Pick<ElrcptFormDef, FormFlag>>): ElrcptFormDef => ({
  ...def,
  needsRrn,
  sensitive,
  amountRequired,
});

/** One form per route (spec: forms under /elrcpt/form/). KlacEtcM is our 대한법률구조공단 form for criminal and other matters (README). */
export const ELRCPT_FORMS = {
  KLAC: form({
    inst: 'KLAC',
    path: '/elrcpt/form/ElrcptKlacM',
    title: '대한법률구조공단 법률구조 신청 (민사·가사·행정)',
    lead: '돈·임대차·임금·가족·행정 문제로 소송이 필요하거나 진행 중인 분이 공단의 소송 지원을 신청합니다.',
    caseTypes: ['CIVIL', 'FAMILY', 'ADMIN', 'LABOR', 'INSOLVENCY'],
    help: ['LITIGATION', 'DOCUMENTS', 'COUNSEL'],
    needsRrn: true,
  }),
  KLAC_ETC: form({
    inst: 'KLAC',
    path: '/elrcpt/form/ElrcptKlacEtcM',
    title: '대한법률구조공단 법률구조 신청 (형사·기타)',
    lead: '범죄 피해자 지원이나 형사 사건 변호 등 민사·가사·행정 밖의 구조를 신청합니다.',
    caseTypes: ['CRIMINAL_VICTIM', 'CRIMINAL_DEFENSE', 'CIVIL'],
    help: ['DEFENSE', 'VICTIM_SUPPORT', 'DOCUMENTS', 'COUNSEL'],
    needsRrn: true,
  }),
  KLACFR: form({
    inst: 'LHM',
    path: '/elrcpt/form/ElrcptKlacfrM',
    title: '한국가정법률상담소 법률구조 신청',
    lead: '이혼, 양육비, 친권, 상속 등 가족 문제의 소송 지원을 신청합니다.',
    caseTypes: ['FAMILY'],
    help: ['LITIGATION', 'DOCUMENTS', 'COUNSEL', 'MEDIATION'],
  }),
  LQA: form({
    inst: 'LQA',
    path: '/elrcpt/form/ElrcptLqaM',
    title: '대한가정법률복지상담원 법률구조 신청',
    lead: '가정 문제(이혼, 양육, 가정폭력 등)의 상담과 소송 지원을 신청합니다.',
    caseTypes: ['FAMILY', 'STALKING_DV'],
    help: ['LITIGATION', 'DOCUMENTS', 'COUNSEL', 'MEDIATION'],
  }),
  LEGALAID: form({
    inst: 'LEGALAID',
    path: '/elrcpt/form/ElrcptLegalaidM',
    title: '대한변협법률구조재단 법률구조 신청',
    lead: '경제적으로 어려운 분이 변호사의 소송 대리를 신청합니다.',
    caseTypes: ['CIVIL', 'FAMILY', 'ADMIN', 'LABOR', 'CRIMINAL_VICTIM'],
    help: ['LITIGATION', 'DOCUMENTS', 'COUNSEL'],
  }),
  LEGALAID_STKGDV: form({
    inst: 'LEGALAID',
    path: '/elrcpt/form/ElrcptLegalaidStkgDvM',
    title: '스토킹·가정폭력 피해자 법률지원 신청',
    lead: '스토킹이나 가정폭력 피해를 입은 분이 변호사의 법률 지원을 무료로 신청합니다.',
    caseTypes: ['STALKING_DV'],
    help: ['VICTIM_SUPPORT', 'LITIGATION', 'COUNSEL'],
    sensitive: true,
  }),
  LEGALAID_SXVL: form({
    inst: 'LEGALAID',
    path: '/elrcpt/form/ElrcptLegalaidSxvl',
    title: '성폭력 피해자 법률지원 신청',
    lead: '성폭력 피해를 입은 분이 변호사의 법률 지원(고소 대리, 재판 동행 등)을 무료로 신청합니다.',
    caseTypes: ['SEXUAL_VIOLENCE'],
    help: ['VICTIM_SUPPORT', 'LITIGATION', 'COUNSEL'],
    sensitive: true,
  }),
  KCAB: form({
    inst: 'KCAB',
    path: '/elrcpt/form/ElrcptKcabM',
    title: '대한상사중재원 국내 알선 신청',
    lead: '상거래 분쟁을 소송 없이 알선(중재원이 양쪽의 합의를 도움)으로 풀도록 신청합니다. 알선은 무료입니다.',
    caseTypes: ['COMMERCIAL'],
    help: ['MEDIATION'],
    amountRequired: true,
  }),
} as const satisfies Record<string, ElrcptFormDef>;
export type ElrcptForm = keyof typeof ELRCPT_FORMS;
export const ELRCPT_FORM_CODES = /*#__PURE__*/ Object.keys(ELRCPT_FORMS) as [ElrcptForm, ...ElrcptForm[]];

/** The form whose route is `path`, if any. */
export function formOfPath(path: string): ElrcptForm | undefined {
  return ELRCPT_FORM_CODES.find((f) => ELRCPT_FORMS[f].path === path);
}

/** Lifecycle (issue 16): 임시저장 → 신청 → 접수 → 심사 (보완요청 ↔ 보완제출) → 구조결정 / 기각 / 취하. */
export const { codes: ELRCPT_STATUS_CODES, labels: ELRCPT_STATUS } = codeList({
  DRAFT: '임시저장',
  SUBMITTED: '신청',
  RECEIVED: '접수',
  REVIEW: '심사',
  SUPPLEMENT_REQUESTED: '보완요청',
  SUPPLEMENT_SUBMITTED: '보완제출',
  AIDED: '구조결정',
  REJECTED: '기각',
  WITHDRAWN: '취하',
});
export type ElrcptStatus = (typeof ELRCPT_STATUS_CODES)[number];

/** Open: submitted and not yet decided or withdrawn (one per person, institution and case). */
export const OPEN_STATUSES: readonly ElrcptStatus[] = ['SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'SUPPLEMENT_SUBMITTED'];
export const DECIDED_STATUSES: readonly ElrcptStatus[] = ['AIDED', 'REJECTED'];
/** Waiting for the institution, not the citizen: new, received, in review, a supplement submitted back (the back office's queue). */
export const AWAITING_INSTITUTION_STATUSES: readonly ElrcptStatus[] = ['SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_SUBMITTED'];

/** Who may move an application from a status, and where to. */
export const CITIZEN_TRANSITIONS: Partial<Record<ElrcptStatus, readonly ElrcptStatus[]>> = {
  DRAFT: ['SUBMITTED'],
  SUBMITTED: ['WITHDRAWN'],
  RECEIVED: ['WITHDRAWN'],
  REVIEW: ['WITHDRAWN'],
  SUPPLEMENT_REQUESTED: ['SUPPLEMENT_SUBMITTED', 'WITHDRAWN'],
  SUPPLEMENT_SUBMITTED: ['WITHDRAWN'],
};
export const STAFF_TRANSITIONS: Partial<Record<ElrcptStatus, readonly ElrcptStatus[]>> = {
  SUBMITTED: ['RECEIVED'],
  RECEIVED: ['REVIEW'],
  REVIEW: ['SUPPLEMENT_REQUESTED', 'AIDED', 'REJECTED'],
  SUPPLEMENT_SUBMITTED: ['REVIEW', 'SUPPLEMENT_REQUESTED', 'AIDED', 'REJECTED'],
};
/** The staff moves a citizen must read about (a notification is queued through the outbox). */
export const NOTIFIED_STATUSES: readonly ElrcptStatus[] = ['SUBMITTED', 'RECEIVED', 'SUPPLEMENT_REQUESTED', 'AIDED', 'REJECTED', 'WITHDRAWN'];

export function canMove(from: ElrcptStatus, to: ElrcptStatus, who: 'citizen' | 'staff'): boolean {
  return ((who === 'citizen' ? CITIZEN_TRANSITIONS : STAFF_TRANSITIONS)[from] ?? []).includes(to);
}

export const FACTS_MAX = 4000;
export const FACTS_MIN = 20;
export const REASON_MAX = 1000;
export const SUPPLEMENT_NOTE_MAX = 2000;
export const ELRCPT_ATTACHMENT_MAX = 10;
/** Amounts in 원: up to 1 000 000 000 000 (1조). */
export const AMOUNT_MAX = 1_000_000_000_000;
/** An e-signature request expires after 5 minutes (issue 16). */
export const ESIGN_TTL_SECONDS = 300;
/** The draft is saved this long after the last keystroke (자동 임시저장). */
export const AUTOSAVE_DELAY_MS = 2000;

export { APLY_NO_PATTERN, SIGN_ID_PATTERN } from './record-ids';
/** The signing apps (간편인증서) a signature request may go to, with their names on screen. */
export const ESIGN_PROVIDERS = { PASS: 'PASS', KAKAO: '카카오톡', NAVER: '네이버', TOSS: '토스' } as const;
/** A sample document to sign (/sample/esign/*): its title, each line, how many lines; a signature's length. */
export const SIGN_TITLE_MAX = 100;
export const SIGN_LINE_MAX = 1000;
export const SIGN_LINES_MAX = 20;
export const SIGNATURE_MAX = 200;

/** Legal basis shown where a form collects the resident registration number. */
export const RRN_LEGAL_BASIS = '「법률구조법 시행령」 제4조의2(민감정보 및 고유식별정보의 처리)';

/** 900101-1****** : the first 7 digits stay, the rest is masked. */
export function maskRrn(rrn13: string): string {
  const d = rrn13.replace(/\D/g, '');
  return d.length === 13 ? `${d.slice(0, 6)}-${d.slice(6, 7)}******` : '';
}

/**
 * The canonical text of an application's content that a signature covers: JSON with keys sorted at
 * every level, no whitespace, undefined dropped. The server hashes it (SHA-256) when signing starts
 * and again when the application is submitted; any change in between refuses the submission.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
