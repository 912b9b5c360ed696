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

/** Reservation status shown on my page: 예약완료 / 상담완료 / 취소. */
export const RSVT_STATUS = { BOOKED: 'BOOKED', DONE: 'DONE', CANCELLED: 'CANCELLED' } as const;
export type RsvtStatus = (typeof RSVT_STATUS)[keyof typeof RSVT_STATUS];
export const RSVT_STATUS_LABELS: Record<RsvtStatus, string> = { BOOKED: '예약완료', DONE: '상담완료', CANCELLED: '취소' };

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
 * Korean public holidays (관공서의 공휴일에 관한 규정, with substitute holidays and the 2026-06-03
 * local election) of 2026 and 2027 that fall on weekdays or weekends alike; weekends are closed anyway.
 */
export const PUBLIC_HOLIDAYS: Record<string, string> = {
  '2026-01-01': '신정',
  '2026-02-16': '설날 연휴',
  '2026-02-17': '설날',
  '2026-02-18': '설날 연휴',
  '2026-03-01': '삼일절',
  '2026-03-02': '대체공휴일(삼일절)',
  '2026-05-05': '어린이날',
  '2026-05-24': '부처님오신날',
  '2026-05-25': '대체공휴일(부처님오신날)',
  '2026-06-03': '전국동시지방선거일',
  '2026-06-06': '현충일',
  '2026-07-17': '제헌절',
  '2026-08-15': '광복절',
  '2026-08-17': '대체공휴일(광복절)',
  '2026-09-24': '추석 연휴',
  '2026-09-25': '추석',
  '2026-09-26': '추석 연휴',
  '2026-10-03': '개천절',
  '2026-10-05': '대체공휴일(개천절)',
  '2026-10-09': '한글날',
  '2026-12-25': '성탄절',
  '2027-01-01': '신정',
  '2027-02-06': '설날 연휴',
  '2027-02-07': '설날',
  '2027-02-08': '설날 연휴',
  '2027-02-09': '대체공휴일(설날)',
  '2027-03-01': '삼일절',
  '2027-05-05': '어린이날',
  '2027-05-13': '부처님오신날',
  '2027-06-06': '현충일',
  '2027-07-17': '제헌절',
  '2027-07-19': '대체공휴일(제헌절)',
  '2027-08-15': '광복절',
  '2027-08-16': '대체공휴일(광복절)',
  '2027-09-14': '추석 연휴',
  '2027-09-15': '추석',
  '2027-09-16': '추석 연휴',
  '2027-10-03': '개천절',
  '2027-10-04': '대체공휴일(개천절)',
  '2027-10-09': '한글날',
  '2027-10-11': '대체공휴일(한글날)',
  '2027-12-25': '성탄절',
  '2027-12-27': '대체공휴일(성탄절)',
};

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
export function dateProblem(date: string, now: Date): string | null {
  if (!isValidDate(date)) return '상담 날짜가 올바르지 않습니다. 달력에서 날짜를 골라 주세요.';
  const today = kstDate(now);
  if (date <= today) return '상담 날짜는 내일부터 고를 수 있습니다. 지난 날짜나 오늘은 예약할 수 없습니다.';
  if (date > addDays(today, BOOKING_DAYS_AHEAD)) return `상담 날짜는 ${BOOKING_DAYS_AHEAD}일 뒤까지만 고를 수 있습니다.`;
  const wd = weekday(date);
  if (wd === 0 || wd === 6) return '토요일과 일요일에는 상담하지 않습니다. 평일을 골라 주세요.';
  const holiday = PUBLIC_HOLIDAYS[date];
  if (holiday) return `${date}은(는) 공휴일(${holiday})이라 상담하지 않습니다. 다른 날짜를 골라 주세요.`;
  return null;
}

/** The bookable dates from tomorrow to BOOKING_DAYS_AHEAD days ahead (weekdays, not holidays). */
export function bookableDates(now: Date): string[] {
  const today = kstDate(now);
  const out: string[] = [];
  for (let i = 1; i <= BOOKING_DAYS_AHEAD; i++) {
    const d = addDays(today, i);
    if (!dateProblem(d, now)) out.push(d);
  }
  return out;
}

/** The date n working days after the given date (for the expected cyber answer date). */
export function addWorkingDays(date: string, n: number): string {
  let d = date;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    const wd = weekday(d);
    if (wd !== 0 && wd !== 6 && !PUBLIC_HOLIDAYS[d]) left--;
  }
  return d;
}
