import { SUMMARY_MAX, type ConsultField, type InstCode, type RegionCode, type RsvtMethod } from '@portal/contracts/client';
import { newIdempotencyKey } from '@portal/ui/form';
import type { BodyKey } from '@portal/blocks/form';

/**
 * The booking draft of the steps ps1 … ps4, kept in sessionStorage so a reload, back/forward or a
 * sign-in detour loses nothing. One Idempotency-Key per draft (`idem`, a BodyKey of @portal/blocks/form):
 * a double click or a retry after a lost answer books once; another body or a refusal gets a new key.
 */
export interface BookingDraft {
  v: 1;
  method: RsvtMethod | '';
  instCode: InstCode | '';
  /** The institution came from the entry page (/dscsn/form/ps1?inst=…): ps1 does not ask for it. */
  instPreset: boolean;
  region: RegionCode | '';
  officeId: string;
  /** What ps4 and the step header show without asking again. */
  instName: string;
  officeName: string;
  officeAddress: string;
  officePhone: string;
  date: string | null;
  time: string | null;
  applicant: { name: string; mobileNo: string; email: string };
  /** The applicant was prefilled from the session once; later edits are the person's own. */
  prefilled: boolean;
  field: ConsultField | '';
  summary: string;
  consent: boolean;
  idem: BodyKey;
  /** Where the person started (an entry page), for "처음으로". */
  origin: string;
}

const KEY = 'portal.dscsn.booking';

export function emptyDraft(patch: Partial<BookingDraft> = {}): BookingDraft {
  return {
    v: 1,
    method: '',
    instCode: '',
    instPreset: false,
    region: '',
    officeId: '',
    instName: '',
    officeName: '',
    officeAddress: '',
    officePhone: '',
    date: null,
    time: null,
    applicant: { name: '', mobileNo: '', email: '' },
    prefilled: false,
    field: '',
    summary: '',
    consent: false,
    idem: { key: newIdempotencyKey(), sent: null },
    origin: '/dscsn/rsvt/DscsnRsvtM',
    ...patch,
  };
}

export function readDraft(): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as BookingDraft;
    return d && d.v === 1 && d.idem?.key ? { ...emptyDraft(), ...d } : null;
  } catch {
    return null;
  }
}

export function writeDraft(d: BookingDraft | null) {
  try {
    if (d) sessionStorage.setItem(KEY, JSON.stringify(d));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable (private mode): the steps still work within this page
  }
}

export const STEP_PATHS = ['/dscsn/form/ps1', '/dscsn/form/ps2', '/dscsn/form/ps3', '/dscsn/form/ps4'] as const;
/** The element ids of step 3's fields (step 4's error list links back to them). */
export const PS3_IDS: Record<string, string> = {
  'applicant.name': 'ps3-name',
  'applicant.mobileNo': 'ps3-mobile',
  'applicant.email': 'ps3-email',
  field: 'ps3-field',
  summary: 'ps3-summary',
  consent: 'ps3-consent',
};

export const STEP_TITLES = ['기관·사무소 선택', '날짜·시간 선택', '신청인·상담 내용', '신청 내용 확인'] as const;

export function step1Done(d: BookingDraft | null): boolean {
  return !!d && !!d.method && !!d.instCode && !!d.officeId;
}
export function step2Done(d: BookingDraft | null): boolean {
  return step1Done(d) && !!d!.date && !!d!.time;
}
export function step3Done(d: BookingDraft | null): boolean {
  if (!step2Done(d)) return false;
  const s = d!.summary.trim().length;
  return !!d!.applicant.name.trim() && !!d!.applicant.mobileNo.trim() && !!d!.field && s >= 10 && s <= SUMMARY_MAX && d!.consent;
}

/** The first step (0-based) this draft has not finished, or null when all before `step` are done. */
export function missingBefore(d: BookingDraft | null, step: number): { step: number; note: string } | null {
  if (step >= 1 && !step1Done(d)) return { step: 0, note: '상담 방법, 기관과 사무소를 먼저 골라 주세요.' };
  if (step >= 2 && !step2Done(d)) return { step: 1, note: '상담 날짜와 시간을 먼저 골라 주세요.' };
  if (step >= 3 && !step3Done(d)) return { step: 2, note: '신청인 정보와 상담 내용을 먼저 적고 동의해 주세요.' };
  return null;
}

/** The request body of dscsnRsvt built from a finished draft. */
export function bookingBody(d: BookingDraft) {
  return {
    officeId: d.officeId,
    method: d.method,
    date: d.date,
    time: d.time,
    applicant: { name: d.applicant.name, mobileNo: d.applicant.mobileNo, email: d.applicant.email },
    field: d.field,
    summary: d.summary,
    consent: d.consent,
  };
}
