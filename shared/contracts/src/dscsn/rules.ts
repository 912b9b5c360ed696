// Consultation rules without zod: the calendar, slots, holidays and code lists the server enforces
// and the pages show. Dates are Korea Standard Time calendar dates 'YYYY-MM-DD'; times 'HH:MM'.
import { codeList } from '../code-list';

/** Institutions taking part, keyed by our code (route mapping in README "Consultation"). */
export const INST = {
  /** 대한법률구조공단 (Korea Legal Aid Corporation): /dscsn/inst/DscInstKlaInfo, klac… pages */
  KLAC: 'KLAC',
  /** 법률홈닥터 (법무부): /dscsn/inst/DscInstLhdInfo, IntvLhdM, LhdTelInfo */
  LHD: 'LHD',
  /** 한국가정법률상담소 (lawhome): /dscsn/inst/DscInstLhmInfo, IntvLhmM, VidoLhmM */
  LHM: 'LHM',
  /** 대한가정법률복지상담원 (lawqa): /dscsn/inst/DscInstLqaInfo, IntvLqaM, CybLqaM */
  LQA: 'LQA',
  /** 대한상사중재원 (KCAB): /dscsn/inst/kcab/KcabEdit */
  KCAB: 'KCAB',
  /** 신용회복위원회 (CCRS): /dscsn/inst/ccrs, consultation on its own site */
  CCRS: 'CCRS',
  /** 양육비이행관리원 (Child Support Agency): /dscsn/inst/csa, consultation on its own site */
  CSA: 'CSA',
  /** 금융복지상담센터 (Financial Welfare Counselling Centre): /dscsn/inst/fwc, on its own site */
  FWC: 'FWC',
} as const;
export type InstCode = (typeof INST)[keyof typeof INST];
export const INST_CODES = Object.values(INST) as [InstCode, ...InstCode[]];

/** Booked consultation methods. Cyber (written) consultation is not booked into a slot. */
export const RSVT_METHOD = { VISIT: 'VISIT', VIDEO: 'VIDEO', PHONE: 'PHONE' } as const;
export type RsvtMethod = (typeof RSVT_METHOD)[keyof typeof RSVT_METHOD];
export const RSVT_METHODS = ['VISIT', 'VIDEO', 'PHONE'] as const;
export const RSVT_METHOD_LABELS: Record<RsvtMethod, string> = { VISIT: '방문상담', VIDEO: '화상상담', PHONE: '전화상담' };
/** Every method an institution page can list (EXTERNAL: on the institution's own site). */
export const { codes: CONSULT_METHODS, labels: CONSULT_METHOD_LABELS } = codeList({ VISIT: '방문상담', VIDEO: '화상상담', PHONE: '전화상담', CYBER: '사이버(온라인)상담', EXTERNAL: '기관 누리집에서 상담' });
export type ConsultMethod = (typeof CONSULT_METHODS)[number];

/**
 * Reservation status shown on my page: 예약완료 / 방문 확인됨 (checked in at the office's desk on the
 * day) / 상담완료 / 미방문 (no-show, marked by the office after the start) / 취소.
 */
export const RSVT_STATUS = { BOOKED: 'BOOKED', CHECKED_IN: 'CHECKED_IN', DONE: 'DONE', NO_SHOW: 'NO_SHOW', CANCELLED: 'CANCELLED' } as const;
export type RsvtStatus = (typeof RSVT_STATUS)[keyof typeof RSVT_STATUS];
export const RSVT_STATUSES = ['BOOKED', 'CHECKED_IN', 'DONE', 'NO_SHOW', 'CANCELLED'] as const satisfies readonly RsvtStatus[];
export const RSVT_STATUS_LABELS: Record<RsvtStatus, string> = { BOOKED: '예약완료', CHECKED_IN: '방문 확인됨', DONE: '상담완료', NO_SHOW: '미방문', CANCELLED: '취소' };
/** The statuses that hold the person's one booking a day at an institution (the partial unique index of 0022). */
export const RSVT_ACTIVE_STATUSES = ['BOOKED', 'CHECKED_IN'] as const satisfies readonly RsvtStatus[];

/** Consultation fields (상담 분야) for bookings and cyber consultations. */
export const CONSULT_FIELDS = {
  LEASE: '주택·상가 임대차(전세·보증금)',
  WAGE: '임금체불·근로',
  FAMILY: '이혼·가족관계',
  CHILD_SUPPORT: '양육비',
  DEBT: '채무·개인회생·파산',
  DAMAGES: '손해배상·교통사고',
  INHERIT: '상속·유언',
  CONTRACT: '계약·매매·대여금',
  CRIMINAL: '형사 피해·고소',
  ETC: '기타',
} as const;
export type ConsultField = keyof typeof CONSULT_FIELDS;
export const CONSULT_FIELD_CODES = Object.keys(CONSULT_FIELDS) as [ConsultField, ...ConsultField[]];

/** Languages a foreign resident may have the answer made easy to read in (CyberRequest FR.language): [Korean name, the language's own name]. */
export const ANSWER_LANGUAGES = {
  ko: ['한국어', '한국어'],
  en: ['영어', 'English'],
  zh: ['중국어', '中文'],
  vi: ['베트남어', 'Tiếng Việt'],
  th: ['태국어', 'ภาษาไทย'],
  tl: ['필리핀어(타갈로그어)', 'Tagalog'],
  mn: ['몽골어', 'Монгол'],
  uz: ['우즈베크어', 'Oʻzbek'],
  ru: ['러시아어', 'Русский'],
  ne: ['네팔어', 'नेपाली'],
  km: ['크메르어(캄보디아어)', 'ខ្មែរ'],
} as const satisfies Record<string, readonly [string, string]>;
export type AnswerLanguage = keyof typeof ANSWER_LANGUAGES;
export const ANSWER_LANGUAGE_CODES = Object.keys(ANSWER_LANGUAGES) as [AnswerLanguage, ...AnswerLanguage[]];

/** 17 시도 (KOSTAT codes, as in the boundary maps) for choosing an office by region. */
export const REGIONS = {
  '11': '서울특별시',
  '21': '부산광역시',
  '22': '대구광역시',
  '23': '인천광역시',
  '24': '광주광역시',
  '25': '대전광역시',
  '26': '울산광역시',
  '29': '세종특별자치시',
  '31': '경기도',
  '32': '강원특별자치도',
  '33': '충청북도',
  '34': '충청남도',
  '35': '전북특별자치도',
  '36': '전라남도',
  '37': '경상북도',
  '38': '경상남도',
  '39': '제주특별자치도',
} as const;
export type RegionCode = keyof typeof REGIONS;
export const REGION_CODES = Object.keys(REGIONS) as [RegionCode, ...RegionCode[]];

/**
 * The public holidays the calendar rules read (관공서의 공휴일에 관한 규정, substitute and temporary
 * holidays, election days). The server loads them from its public_holidays table; the rules below
 * never assume a year: a date of a year whose list is not registered is not a working day to book.
 */
export interface HolidayLookup {
  /** The holiday's name on a date ('YYYY-MM-DD'), or undefined when it is none. */
  nameOf(date: string): string | undefined;
  /** Whether the year's 공휴일 list is registered. */
  hasYear(year: number): boolean;
}

/** A lookup over a date → name map and the years whose lists are registered. */
export function holidayLookup(holidays: Readonly<Record<string, string>> | ReadonlyMap<string, string>, years: Iterable<number>): HolidayLookup {
  const names = holidays instanceof Map ? holidays : new Map(Object.entries(holidays));
  const loaded = new Set(years);
  return { nameOf: (date) => names.get(date), hasYear: (year) => loaded.has(year) };
}

export const yearOf = (date: string) => Number(date.slice(0, 4));

/** closedReason of a date in a year whose 공휴일 are not registered yet. */
export const HOLIDAYS_PENDING = '공휴일 정보 준비 중';

/** Why a date is closed whoever books it: 주말, 공휴일 정보 준비 중, 공휴일(…); null on a working day. */
export function closedReason(date: string, holidays: HolidayLookup): string | null {
  const wd = weekday(date);
  if (wd === 0 || wd === 6) return '주말';
  if (!holidays.hasYear(yearOf(date))) return HOLIDAYS_PENDING;
  const h = holidays.nameOf(date);
  return h ? `공휴일(${h})` : null;
}

/** The calendar's notice for years in the window whose 공휴일 are not registered, or null. */
export function pendingYearsNotice(dates: readonly string[], holidays: HolidayLookup): string | null {
  const years = [...new Set(dates.map(yearOf))].filter((y) => !holidays.hasYear(y));
  if (!years.length) return null;
  const named = years.map((y) => `${y}년`).join(', ');
  return `${named} 공휴일 정보가 아직 등록되지 않아 ${named} 날짜는 예약을 받지 않습니다. 공휴일이 등록되면 그 해의 날짜도 예약할 수 있습니다.`;
}

/** Bookable window: from tomorrow (KST) up to this many days ahead, inclusive. */
export const BOOKING_DAYS_AHEAD = 14;
/** Slot length in minutes and the day's slot starts (lunch 12:00–13:00 closed). */
export const SLOT_MINUTES = 30;
export const SLOT_TIMES = [
  '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
  '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30',
] as const;
export type SlotTime = (typeof SLOT_TIMES)[number];
/** Cancelling or changing the time is possible until this many minutes before the slot starts. */
export const CHANGE_DEADLINE_MINUTES = 60;
export const SUMMARY_MAX = 2000;
export const CYBER_QUESTION_MAX = 4000;
export const CYBER_TITLE_MAX = 100;
export const CANCEL_REASON_MAX = 200;
export const ANSWER_MAX = 8000;

/** Attachments of cyber consultations and KCAB applications: type checked by content (magic bytes). */
export const ATTACHMENT_MAX_FILES = 3;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['PDF', 'JPG', 'PNG', 'HWP'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** For the file input's accept attribute only; the server decides by content. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.hwp,.hwpx';
/** Staff-registered holidays: names up to this length, years in this range, days per year at most. */
export const HOLIDAY_NAME_MAX = 30;
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2099;
export const HOLIDAYS_PER_YEAR_MAX = 60;
/** Cyber consultations are answered within this many working days (weekdays that are not holidays). */
export const CYBER_ANSWER_WORKING_DAYS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** The KST calendar date of an instant. */
export function kstDate(at: Date): string {
  const k = new Date(at.getTime() + 9 * 3600_000);
  return `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())}`;
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d! + n));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d!));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m! - 1 && t.getUTCDate() === d;
}

/** The instant a slot starts: date + time in KST. */
export function slotStart(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** Why a date cannot be booked (Korean, names the date), or null when it can. */
export function dateProblem(date: string, now: Date, holidays: HolidayLookup): string | null {
  if (!isValidDate(date)) return '상담 날짜가 올바르지 않습니다. 달력에서 날짜를 골라 주세요.';
  const today = kstDate(now);
  if (date <= today) return '상담 날짜는 내일부터 고를 수 있습니다. 지난 날짜나 오늘은 예약할 수 없습니다.';
  if (date > addDays(today, BOOKING_DAYS_AHEAD)) return `상담 날짜는 ${BOOKING_DAYS_AHEAD}일 뒤까지만 고를 수 있습니다.`;
  const wd = weekday(date);
  if (wd === 0 || wd === 6) return '토요일과 일요일에는 상담하지 않습니다. 평일을 골라 주세요.';
  const year = yearOf(date);
  if (!holidays.hasYear(year)) return `${year}년 공휴일 정보가 아직 등록되지 않아 ${date}은(는) 예약할 수 없습니다. 공휴일이 등록되면 예약할 수 있습니다. 다른 날짜를 골라 주세요.`;
  const holiday = holidays.nameOf(date);
  if (holiday) return `${date}은(는) 공휴일(${holiday})이라 상담하지 않습니다. 다른 날짜를 골라 주세요.`;
  return null;
}

/** The bookable dates from tomorrow to BOOKING_DAYS_AHEAD days ahead (weekdays, not holidays, of registered years). */
export function bookableDates(now: Date, holidays: HolidayLookup): string[] {
  const today = kstDate(now);
  const out: string[] = [];
  for (let i = 1; i <= BOOKING_DAYS_AHEAD; i++) {
    const d = addDays(today, i);
    if (!dateProblem(d, now, holidays)) out.push(d);
  }
  return out;
}

/** A date counted in working days; `estimated` when a counted day lies in a year whose 공휴일 are not registered. */
export interface WorkingDayCount {
  date: string;
  estimated: boolean;
}

/**
 * The date n working days after the given date (for the expected cyber answer date). In a year whose
 * 공휴일 are not registered every weekday counts as a working day and the answer is marked estimated:
 * the real date can only be later, by the holidays registered afterwards.
 */
export function addWorkingDays(date: string, n: number, holidays: HolidayLookup): WorkingDayCount {
  let d = date;
  let left = n;
  let estimated = false;
  while (left > 0) {
    d = addDays(d, 1);
    const wd = weekday(d);
    if (wd === 0 || wd === 6) continue;
    if (!holidays.hasYear(yearOf(d))) estimated = true;
    else if (holidays.nameOf(d)) continue;
    left--;
  }
  return { date: d, estimated };
}

// ─── Cyber (written) consultation and KCAB application ────────────────────────────────────────
/** DOM 국내 거주 (KLAC), OVS 재외국민 (KLAC), FR 외국인 (KLAC), LQA 대한가정법률복지상담원, KCAB 중재·조정 신청. */
export const { codes: CYBER_KINDS, labels: CYBER_KIND_LABELS } = codeList({ DOM: '사이버상담(국내 거주)', OVS: '재외국민 사이버상담', FR: '외국인 사이버상담', LQA: '가정법률 온라인상담', KCAB: '중재·조정 신청', ONE: '원스톱 신청' });
export type CyberKind = (typeof CYBER_KINDS)[number];
export const CYBER_STATUS_LABELS = { WAITING: '답변 대기', ANSWERED: '답변 완료' } as const;
