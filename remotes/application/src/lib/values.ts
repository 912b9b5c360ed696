// The application form's values (flat, as the form engine keeps them) and the content the contract
// sends (nested). Pure: unit-tested in test/values.test.ts.
import type { DraftContent, ElrcptForm } from '@portal/contracts/client';
import type { UploadedFile } from '@portal/contracts';
import { ELRCPT_FORMS } from '@portal/contracts/client';
import { digitsOnly } from '@portal/ui/format';
import { checkDate, datePartsOf, isoOfDateText } from '@portal/ui/date-input';

/** An attached file as the upload block lists it. */
export type FileRef = UploadedFile;

/** A file known by id and name only (a saved document, an id of a stored draft): its type from the name. */
export function fileRef(fileId: string, name: string, size = 0, uploadedAt = ''): FileRef {
  const ext = name.split('.').pop()?.toUpperCase() ?? '';
  const type = ext === 'JPEG' ? 'JPG' : ext === 'HWPX' ? 'HWP' : (['PDF', 'JPG', 'PNG', 'HWP'] as const).find((t) => t === ext) ?? 'PDF';
  return { fileId, name, size, type, uploadedAt };
}

export interface AplyValues extends Record<string, unknown> {
  name: string;
  /** The three parts as typed (dateText: '1958-3-15'); the content carries 'YYYY-MM-DD' once they make a date. */
  birthDate: string;
  /** Typed only when the person (re)enters it; the stored one is never in the browser. */
  rrn: string;
  mobile: string;
  email: string;
  zip: string;
  address: string;
  addressDetail: string;
  occupation: string;
  oppName: string;
  oppRelation: string;
  oppPhone: string;
  oppAddress: string;
  caseType: string;
  stage: string;
  court: string;
  caseNumber: string;
  /** Digits only; shown with thousands separators. */
  amount: string;
  facts: string;
  help: string[];
  sms: boolean;
  email_notice: boolean;
  files: FileRef[];
  /** The signing app chosen for 전자서명 (not content). */
  provider: string;
}

/** The flat field name of each content path ('applicant.name' → 'name'), for the server's and zod's errors. */
export const FIELD_OF_PATH: Record<string, keyof AplyValues & string> = {
  'applicant.name': 'name',
  'applicant.birthDate': 'birthDate',
  'applicant.rrn': 'rrn',
  'applicant.mobile': 'mobile',
  'applicant.email': 'email',
  'applicant.zip': 'zip',
  'applicant.address': 'address',
  'applicant.addressDetail': 'addressDetail',
  'applicant.occupation': 'occupation',
  'opponent.name': 'oppName',
  'opponent.relation': 'oppRelation',
  'opponent.phone': 'oppPhone',
  'opponent.address': 'oppAddress',
  'case.caseType': 'caseType',
  'case.stage': 'stage',
  'case.court': 'court',
  'case.caseNumber': 'caseNumber',
  'case.amount': 'amount',
  'case.facts': 'facts',
  'case.help': 'help',
  'notices.sms': 'sms',
  'notices.email': 'email_notice',
  attachments: 'files',
};

/**
 * The field's own message where the contract's is about the wire format: the birth date's names the
 * part to fix (연도, 월, 일) as the three fields show it. Null: keep the contract's.
 */
export function fieldMessage(field: string, content: ReturnType<typeof toContent>): string | null {
  if (field === 'birthDate') return checkDate(datePartsOf(content.applicant.birthDate), '생년월일', { required: true });
  return null;
}

/** 'body.content.case.facts' / 'case.help.1' → 'facts' / 'help'; unknown paths keep their first segment. */
export function fieldOfPath(path: string): string {
  const p = path.replace(/^body\./, '').replace(/^content\./, '');
  const parts = p.split('.');
  for (let n = parts.length; n > 0; n--) {
    const hit = FIELD_OF_PATH[parts.slice(0, n).join('.')];
    if (hit) return hit;
  }
  return parts[0] ?? '';
}

export function blankValues(prefill: { name?: string; mobile?: string; email?: string } = {}): AplyValues {
  return {
    name: prefill.name ?? '',
    birthDate: '',
    rrn: '',
    mobile: prefill.mobile ?? '',
    email: prefill.email ?? '',
    zip: '',
    address: '',
    addressDetail: '',
    occupation: '',
    oppName: '',
    oppRelation: '',
    oppPhone: '',
    oppAddress: '',
    caseType: '',
    stage: '',
    court: '',
    caseNumber: '',
    amount: '',
    facts: '',
    help: [],
    sms: true,
    email_notice: false,
    files: [],
    provider: '',
  };
}

/** An amount typed in any form ('1,000,000원') → '1000000'; '' when none; at most 13 digits. */
export const amountDigits = (text: string): string => digitsOnly(text).slice(0, 13);

const opt = (s: string) => (s.trim() === '' ? undefined : s);

/**
 * The content of the values: what the full schema (contentFor) and the draft save read. Empty
 * optional texts go as undefined (zod names what is missing); the RRN only when typed.
 */
export function toContent(v: AplyValues) {
  return {
    applicant: {
      name: v.name,
      birthDate: isoOfDateText(v.birthDate),
      rrn: opt(v.rrn),
      mobile: v.mobile,
      email: v.email,
      zip: v.zip,
      address: v.address,
      addressDetail: opt(v.addressDetail),
      occupation: opt(v.occupation),
    },
    opponent: { name: v.oppName, relation: opt(v.oppRelation), phone: opt(v.oppPhone), address: opt(v.oppAddress) },
    case: {
      caseType: v.caseType || undefined,
      stage: v.stage || undefined,
      court: opt(v.court),
      caseNumber: opt(v.caseNumber),
      amount: v.amount === '' ? undefined : Number(v.amount),
      facts: v.facts,
      help: v.help,
    },
    notices: { sms: v.sms, email: v.email_notice },
    attachments: v.files.map((f) => f.fileId),
  };
}

/**
 * What the draft save sends: the content as typed (amount null when empty). The RRN only once all 13
 * digits are typed (the server refuses a partial one, and undefined keeps the stored one).
 */
export function toDraft(v: AplyValues): DraftContent {
  const c = toContent(v);
  return {
    applicant: { ...c.applicant, rrn: /^\d{6}-?\d{7}$/.test(v.rrn.trim()) ? v.rrn.trim() : undefined, addressDetail: v.addressDetail, occupation: v.occupation },
    opponent: { name: v.oppName, relation: v.oppRelation, phone: v.oppPhone, address: v.oppAddress },
    case: { caseType: v.caseType, stage: v.stage, court: v.court, caseNumber: v.caseNumber, amount: c.case.amount ?? null, facts: v.facts, help: v.help },
    notices: c.notices,
    attachments: c.attachments,
  };
}

/** The values of a stored draft over the blank ones (the member's prefill fills what the draft lacks). */
export function fromDraft(d: DraftContent, base: AplyValues, names: Record<string, FileRef> = {}): AplyValues {
  const a = d.applicant ?? {};
  const o = d.opponent ?? {};
  const c = d.case ?? {};
  const pick = (s: string | undefined, fallback: string) => (s === undefined || s === '' ? fallback : s);
  return {
    ...base,
    name: pick(a.name, base.name),
    birthDate: a.birthDate ?? '',
    rrn: '',
    mobile: pick(a.mobile, base.mobile),
    email: pick(a.email, base.email),
    zip: a.zip ?? '',
    address: a.address ?? '',
    addressDetail: a.addressDetail ?? '',
    occupation: a.occupation ?? '',
    oppName: o.name ?? '',
    oppRelation: o.relation ?? '',
    oppPhone: o.phone ?? '',
    oppAddress: o.address ?? '',
    caseType: c.caseType || base.caseType,
    stage: c.stage ?? '',
    court: c.court ?? '',
    caseNumber: c.caseNumber ?? '',
    amount: c.amount === null || c.amount === undefined ? '' : String(c.amount),
    facts: c.facts ?? '',
    help: c.help ?? [],
    sms: d.notices?.sms ?? base.sms,
    email_notice: d.notices?.email ?? base.email_notice,
    files: (d.attachments ?? []).map((id) => names[id] ?? fileRef(id, '저장된 첨부파일')),
  };
}

/** A single case type preselected when the form offers only one. */
export function defaultCaseType(form: ElrcptForm): string {
  const types = ELRCPT_FORMS[form].caseTypes;
  return types.length === 1 ? types[0]! : '';
}
