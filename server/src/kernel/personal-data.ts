// Citizens' personal data in staff answers (issue 34): masked by default, one record opened with a
// reason through POST /api/admin/records/open (modules/admin/audit.ts, an OPEN row in the audit log).
// One list of fields per answer says where the personal values sit, what kind each is (its mask)
// and its Korean label: the staff answer masks them with it, the opening reads the same paths.
// (The RRN is not one of them: it is never answered whole; its back half is opened only through the
// proof-document flow, POST /api/staff/elrcpt/:aplyNo/prdoc/:prdocId/unmask, which is now an OPEN too.)
import { maskAddress, maskBirthDate, maskEmail, maskName, maskPhone, maskRest } from '@portal/contracts';

export type PersonalKind = 'name' | 'phone' | 'email' | 'address' | 'detail' | 'zip' | 'birthDate';

/** One personal value of an answer: its path (dots), its Korean label and its kind. */
export interface PersonalField {
  key: string;
  label: string;
  kind: PersonalKind;
}

const MASKS: Record<PersonalKind, (v: string) => string> = {
  name: maskName,
  phone: maskPhone,
  email: maskEmail,
  address: maskAddress,
  detail: (v) => maskRest(v),
  zip: (v) => maskRest(v, 3),
  birthDate: maskBirthDate,
};

export const maskValue = (kind: PersonalKind, value: string): string => (value ? MASKS[kind](value) : value);

const read = (obj: unknown, path: string[]): unknown => path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

/** A copy of `answer` with every listed string masked (objects on the paths copied, the rest shared). */
export function maskFields<T>(answer: T, fields: readonly PersonalField[]): T {
  const copy = (o: unknown): Record<string, unknown> => ({ ...(o as Record<string, unknown>) });
  const out = copy(answer);
  for (const f of fields) {
    const path = f.key.split('.');
    let at: Record<string, unknown> = out;
    let ok = true;
    for (const k of path.slice(0, -1)) {
      if (!at[k] || typeof at[k] !== 'object') {
        ok = false;
        break;
      }
      at[k] = copy(at[k]);
      at = at[k] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (ok && typeof at[last] === 'string') at[last] = maskValue(f.kind, at[last] as string);
  }
  return out as T;
}

/** The listed values that are there (non-empty strings), unmasked, for an opening. */
export function personalValues(source: unknown, fields: readonly PersonalField[]): { key: string; label: string; value: string }[] {
  return fields.flatMap((f) => {
    const v = read(source, f.key.split('.'));
    return typeof v === 'string' && v.trim() !== '' ? [{ key: f.key, label: f.label, value: v }] : [];
  });
}

// ─── Where the personal values sit in each staff answer ───────────────────────────────────────────

/** An electronic application as staff read it (list: applicantName only). */
export const ELRCPT_PERSONAL: readonly PersonalField[] = [
  { key: 'applicantName', label: '신청인 이름', kind: 'name' },
  { key: 'content.applicant.name', label: '신청인 이름', kind: 'name' },
  { key: 'content.applicant.birthDate', label: '신청인 생년월일', kind: 'birthDate' },
  { key: 'content.applicant.mobile', label: '신청인 휴대전화', kind: 'phone' },
  { key: 'content.applicant.email', label: '신청인 이메일', kind: 'email' },
  { key: 'content.applicant.zip', label: '신청인 우편번호', kind: 'zip' },
  { key: 'content.applicant.address', label: '신청인 주소', kind: 'address' },
  { key: 'content.applicant.addressDetail', label: '신청인 상세주소', kind: 'detail' },
  { key: 'content.opponent.name', label: '상대방 이름', kind: 'name' },
  { key: 'content.opponent.phone', label: '상대방 전화번호', kind: 'phone' },
  { key: 'content.opponent.address', label: '상대방 주소', kind: 'address' },
];

/** A member account's contacts (the asker of a cyber consultation or Q&A, an open-API applicant). */
export const ACCOUNT_PERSONAL: readonly PersonalField[] = [
  { key: 'account.name', label: '회원 이름', kind: 'name' },
  { key: 'account.mobile', label: '회원 휴대전화', kind: 'phone' },
  { key: 'account.email', label: '회원 이메일', kind: 'email' },
];

/** A booking: the applicant as typed at booking (already masked in every answer) and the account's notice number. */
export const RSVT_PERSONAL: readonly PersonalField[] = [
  { key: 'applicantName', label: '신청인 이름', kind: 'name' },
  { key: 'applicantMobile', label: '신청인 휴대전화(회신 번호)', kind: 'phone' },
  { key: 'applicantEmail', label: '신청인 이메일', kind: 'email' },
  { key: 'account.mobile', label: '알림 받는 휴대전화', kind: 'phone' },
];
