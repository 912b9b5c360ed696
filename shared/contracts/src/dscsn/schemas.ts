import { z } from 'zod';
import {
  ANSWER_LANGUAGE_CODES,
  ANSWER_MAX,
  ATTACHMENT_MAX_FILES,
  CANCEL_REASON_MAX,
  CONSULT_FIELD_CODES,
  CONSULT_METHODS,
  CYBER_KINDS,
  CYBER_QUESTION_MAX,
  CYBER_TITLE_MAX,
  INST_CODES,
  REGION_CODES,
  RSVT_METHODS,
  RSVT_STATUSES,
  SLOT_TIMES,
  SUMMARY_MAX,
  HOLIDAY_NAME_MAX,
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  HOLIDAYS_PER_YEAR_MAX,
  isValidDate,
  yearOf,
} from './rules';
import { paged, Paging, StaffQuestionQuery, textField, UploadedFile } from '../common';
import { Email, MobileNo, PersonName } from '../member/schemas';
import { RECEIPT_NO_PATTERN, RSVT_NO_PATTERN } from '../route-validation';

export * from './rules';

// ─── Fields ────────────────────────────────────────────────────────────────────────────────────
export const InstCodeField = z.enum(INST_CODES, { error: '기관을 선택해 주세요.' });
export const RsvtMethodField = z.enum(RSVT_METHODS, { error: '상담 방법(방문, 화상, 전화)을 선택해 주세요.' });
export const RegionField = z.enum(REGION_CODES, { error: '지역(시·도)을 선택해 주세요.' });
export const ConsultFieldField = z.enum(CONSULT_FIELD_CODES, { error: '상담 분야를 선택해 주세요.' });
export const DateField = z
  .string({ error: '상담 날짜를 골라 주세요.' })
  .trim()
  .refine(isValidDate, { error: '상담 날짜를 YYYY-MM-DD 형식의 올바른 날짜로 골라 주세요.' });
export const SlotTimeField = z.enum(SLOT_TIMES, { error: '상담 시간을 골라 주세요.' });
/** Reservation number, e.g. R20261204-483920 (R + slot date + 6 random digits). */
export const RsvtNo = z.string({ error: '예약번호가 없습니다.' }).trim().regex(RSVT_NO_PATTERN, { error: '예약번호가 올바르지 않습니다. 예: R20261204-483920' });
/** Cyber consultation / KCAB receipt number, e.g. C20261121-000123. */
export const ReceiptNo = z.string({ error: '접수번호가 없습니다.' }).trim().regex(RECEIPT_NO_PATTERN, { error: '접수번호가 올바르지 않습니다. 예: C20261121-000123' });

// ─── Institutions and offices ──────────────────────────────────────────────────────────────────
export const InstitutionSummary = z.object({
  instCode: InstCodeField,
  name: z.string(),
  /** One sentence: what it handles. */
  summary: z.string(),
  phone: z.string(),
  website: z.string(),
  methods: z.array(z.enum(CONSULT_METHODS)),
  /** Address of the portal page about it, e.g. /dscsn/inst/DscInstKlaInfo. */
  infoPath: z.string(),
});
export type InstitutionSummary = z.infer<typeof InstitutionSummary>;
export const InstitutionService = z.object({
  title: z.string(),
  description: z.string(),
  /** Where a citizen starts it: a portal path (/dscsn/…) or an https address of the institution. */
  href: z.string().nullable(),
});
export const Institution = InstitutionSummary.extend({
  /** Paragraphs (plain text). */
  description: z.array(z.string()),
  /** Fields it handles, e.g. 주택임대차, 임금체불 … (free text; the booking form uses CONSULT_FIELDS). */
  handles: z.array(z.string()),
  eligibility: z.array(z.string()),
  hours: z.string(),
  address: z.string(),
  services: z.array(InstitutionService),
  /** When consultation happens on its own site: where to go (https). */
  externalUrl: z.string().nullable(),
  officeCount: z.number().int(),
  /** Where these facts come from (public pages), shown at the bottom of the page. */
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type Institution = z.infer<typeof Institution>;
export const InstitutionList = z.array(InstitutionSummary);

export const OfficeQuery = z.object({
  instCode: InstCodeField,
  method: RsvtMethodField.optional(),
  region: RegionField.optional(),
});
export const Office = z.object({
  officeId: z.string(),
  instCode: InstCodeField,
  name: z.string(),
  region: RegionField,
  regionName: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Methods this office books, with the places per 30-minute slot. */
  capacity: z.array(z.object({ method: RsvtMethodField, perSlot: z.number().int() })),
});
export type Office = z.infer<typeof Office>;
export const OfficeList = z.array(Office);

// ─── Calendar and slots ────────────────────────────────────────────────────────────────────────
export const CalendarQuery = z.object({ officeId: z.string({ error: '상담할 사무소를 먼저 골라 주세요.' }).trim().min(1).max(40), method: RsvtMethodField });
/** The bookable window (tomorrow … 14 days ahead), every date with whether and why it is closed. */
export const CalendarDay = z.object({
  date: z.string(),
  bookable: z.boolean(),
  /** Free places left that day (0 when closed or full). */
  remaining: z.number().int(),
  /** Why closed: 주말, 공휴일(…), 마감. Null when bookable. */
  closedReason: z.string().nullable(),
});
export const Calendar = z.object({
  officeId: z.string(),
  method: RsvtMethodField,
  from: z.string(),
  to: z.string(),
  days: z.array(CalendarDay),
  /** Why dates of the window are closed beyond the days' reasons (a year whose 공휴일 are not registered yet), or null. */
  notice: z.string().nullable(),
});
export type Calendar = z.infer<typeof Calendar>;
export const SlotQuery = CalendarQuery.extend({ date: DateField });
export const Slot = z.object({ time: SlotTimeField, capacity: z.number().int(), remaining: z.number().int(), bookable: z.boolean() });
export const SlotList = z.object({ officeId: z.string(), method: RsvtMethodField, date: z.string(), slots: z.array(Slot) });
export type SlotList = z.infer<typeof SlotList>;

// ─── Booking ───────────────────────────────────────────────────────────────────────────────────
export const Applicant = z.object({
  name: PersonName,
  mobileNo: MobileNo,
  email: Email.optional().or(z.literal('')),
});
/** GET /api/dscsn/applicant: the session's person for the form's prefill (member or verified guest). */
export const ApplicantPrefill = z.object({ name: z.string(), mobileNo: z.string(), email: z.string(), mbrTypeCd: z.string() });
export type ApplicantPrefill = z.infer<typeof ApplicantPrefill>;

export const RsvtRequest = z.object({
  officeId: z.string({ error: '상담할 사무소를 골라 주세요.' }).trim().min(1, { error: '상담할 사무소를 골라 주세요.' }).max(40),
  method: RsvtMethodField,
  date: DateField,
  time: SlotTimeField,
  applicant: Applicant,
  field: ConsultFieldField,
  summary: textField('상담 받을 내용', 10, SUMMARY_MAX, { verb: '적어' }),
  consent: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
});
export type RsvtRequest = z.input<typeof RsvtRequest>;

/** The consultation office a booking or a month's schedule is at: its id and name. */
export const OfficeRef = {
  officeId: z.string(),
  officeName: z.string(),
};
/** When a booking is: the date, the slot's time and its start. */
export const BookedSlot = {
  date: z.string(),
  time: z.string(),
  /** ISO instant of the slot start. */
  startsAt: z.string(),
};
/** Who booked, masked wherever a booking is shown (홍*동, 010-****-5678). */
export const MaskedApplicant = {
  applicantName: z.string(),
  applicantMobile: z.string(),
};
export const Reservation = z.object({
  rsvtNo: z.string(),
  /** RSVT_STATUS_LABELS: 예약완료, 방문 확인됨, 상담완료, 미방문, 취소. */
  status: z.enum(RSVT_STATUSES),
  method: RsvtMethodField,
  instCode: InstCodeField,
  instName: z.string(),
  ...OfficeRef,
  officeAddress: z.string(),
  officePhone: z.string(),
  ...BookedSlot,
  field: ConsultFieldField,
  summary: z.string(),
  ...MaskedApplicant,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Cancelling and changing the time are allowed until 1 hour before the start (and only while BOOKED). */
  changeableUntil: z.string(),
  changeable: z.boolean(),
  /** What to bring / how it happens (sentences for the completion page and the detail page). */
  guidance: z.array(z.string()),
  /** VIDEO only: the access code for the room (6 digits) and the portal page that joins it. */
  video: z.object({ accessCode: z.string(), joinPath: z.string(), opensAt: z.string() }).nullable(),
  /** PHONE only: the institution calls this (masked) number in the booked slot. */
  callbackNo: z.string().nullable(),
  /** VISIT on the day: the check-in ticket (번호표) number; null on other days. */
  ticketNo: z.string().nullable(),
  /**
   * Where the portal's notices (booking, change, cancellation) go: the account's verified mobile
   * number, masked (010-****-5678); null when the account has none. Never the applicant number.
   */
  notifyMobile: z.string().nullable(),
});
export type Reservation = z.infer<typeof Reservation>;
/** Error body of booking calls: SLOT_FULL ("마감"), NOT_BOOKABLE_DATE, DUPLICATE_DAY, TOO_LATE, NOT_FOUND, NOT_CHANGEABLE, IDEMPOTENCY_MISMATCH. */
export const RsvtError = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const MyRsvtQuery = z.object({
  status: z.enum([...RSVT_STATUSES, 'ALL'], { error: '상태는 BOOKED, CHECKED_IN, DONE, NO_SHOW, CANCELLED, ALL 중 하나로 보내 주세요.' }).optional().default('ALL'),
  ...Paging,
});
export const MyRsvtList = paged(Reservation);
export const RsvtNoParams = z.object({ rsvtNo: RsvtNo });
export const RsvtCancel = z.object({
  reason: z.string().trim().max(CANCEL_REASON_MAX, { error: `취소 사유는 ${CANCEL_REASON_MAX}자 이하로 적어 주세요.` }).optional().default(''),
});
export const RsvtTimeChange = z.object({ date: DateField, time: SlotTimeField });

/** POST /api/dscsn/vido/enter: a booked video consultation's room (video adapter; the sandbox names its test room). */
export const VideoEnter = z.object({
  rsvtNo: RsvtNo,
  accessCode: z.string({ error: '접속번호 6자리를 입력해 주세요.' }).trim().regex(/^\d{6}$/, { error: '접속번호 6자리를 숫자로 입력해 주세요.' }),
});
export const VideoRoom = z.object({
  rsvtNo: z.string(),
  roomName: z.string(),
  /** Where the browser opens the room: https address of the provider, or a portal path for the sandbox room. */
  roomUrl: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** true: the sandbox adapter answered; the page says it is a test room. */
  sandbox: z.boolean(),
});
export type VideoRoom = z.infer<typeof VideoRoom>;

// ─── Attachments ───────────────────────────────────────────────────────────────────────────────
export const FileIdParams = z.object({ fileId: z.string().trim().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: '파일 번호가 올바르지 않습니다.' }) });
const FileIds = z
  .array(z.string().trim().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: '첨부파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' }))
  .max(ATTACHMENT_MAX_FILES, { error: `첨부파일은 ${ATTACHMENT_MAX_FILES}개까지 올릴 수 있습니다.` })
  .optional()
  .default([]);

// ─── Cyber (written) consultation and KCAB application ────────────────────────────────────────

const CyberCommon = {
  field: ConsultFieldField,
  title: textField('제목', 2, CYBER_TITLE_MAX),
  question: textField('상담 내용', 20, CYBER_QUESTION_MAX, { verb: '적어', ask: '입력해' }),
  fileIds: FileIds,
  /** Public: the question and answer (without names) appear in the public list of /dscsn/cyber. */
  isPublic: z.boolean({ error: '공개 여부를 골라 주세요.' }),
  consent: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
};
export const CyberRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DOM'), ...CyberCommon }),
  z.object({
    kind: z.literal('OVS'),
    ...CyberCommon,
    /** ISO 3166-1 alpha-2 of the country of residence (from GET /api/code/ntnCodeList). */
    residenceCountry: z.string({ error: '거주 국가를 골라 주세요.' }).trim().regex(/^[A-Z]{2}$/, { error: '거주 국가를 골라 주세요.' }),
  }),
  z.object({
    kind: z.literal('FR'),
    ...CyberCommon,
    nationality: z.string({ error: '국적을 골라 주세요.' }).trim().regex(/^[A-Z]{2}$/, { error: '국적을 골라 주세요.' }),
    /** Language the answer should be easy to read in (the answer itself is Korean, with interpretation help noted). */
    language: z.enum(ANSWER_LANGUAGE_CODES, { error: '답변 받을 언어를 골라 주세요.' }),
  }),
  z.object({ kind: z.literal('LQA'), ...CyberCommon }),
  z.object({
    kind: z.literal('KCAB'),
    ...CyberCommon,
    /** 중재 (arbitration) or 조정 (mediation). */
    procedure: z.enum(['ARBITRATION', 'MEDIATION'], { error: '신청할 절차(중재, 조정)를 골라 주세요.' }),
    respondentName: z.string({ error: '상대방(피신청인) 이름 또는 회사명을 입력해 주세요.' }).trim().min(1, { error: '상대방(피신청인) 이름 또는 회사명을 입력해 주세요.' }).max(100, { error: '상대방 이름은 100자 이하로 입력해 주세요.' }),
    /** Amount in dispute in won (0 when not about money). */
    claimAmount: z.number({ error: '청구 금액을 숫자로 입력해 주세요. 금액이 없으면 0을 입력해 주세요.' }).int().min(0, { error: '청구 금액은 0원 이상으로 입력해 주세요.' }).max(1e13, { error: '청구 금액이 너무 큽니다. 다시 확인해 주세요.' }),
  }),
]);
export type CyberRequest = z.input<typeof CyberRequest>;

export const CyberAnswer = z.object({ answer: z.string(), answeredAt: z.string(), answeredBy: z.string() });
export const CyberConsultation = z.object({
  receiptNo: z.string(),
  kind: z.enum(CYBER_KINDS),
  instCode: InstCodeField,
  instName: z.string(),
  field: ConsultFieldField,
  title: z.string(),
  question: z.string(),
  isPublic: z.boolean(),
  status: z.enum(['WAITING', 'ANSWERED']),
  createdAt: z.string(),
  /** Expected answer date (3 working days). */
  expectedAnswerBy: z.string(),
  /** True when the count ran into a year whose 공휴일 were not registered (weekdays counted): the date may move later. */
  expectedAnswerEstimated: z.boolean(),
  attachments: z.array(UploadedFile),
  answer: CyberAnswer.nullable(),
  /** Kind-specific facts as submitted (country, nationality, language, KCAB procedure …), for display. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type CyberConsultation = z.infer<typeof CyberConsultation>;
export const MyCyberQuery = z.object({ ...Paging });
export const MyCyberList = paged(CyberConsultation.omit({ question: true, answer: true, attachments: true, details: true }));
export const ReceiptParams = z.object({ receiptNo: ReceiptNo });

/** Public answered cyber consultations (no names), for /dscsn/cyber. */
export const PublicCyberQuery = z.object({
  keyword: z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional().default(''),
  field: ConsultFieldField.optional(),
  ...Paging,
});
export const PublicCyber = z.object({
  receiptNo: z.string(),
  instName: z.string(),
  field: ConsultFieldField,
  title: z.string(),
  question: z.string(),
  answer: z.string(),
  answeredAt: z.string(),
});
export const PublicCyberList = paged(PublicCyber);
export type PublicCyber = z.infer<typeof PublicCyber>;

// ─── Staff (institution role) ──────────────────────────────────────────────────────────────────
/** Staff sign in like members; a staff row scopes them to one institution (README: sample staff accounts). */
export const StaffCyberQuery = StaffQuestionQuery;
export const StaffCyberList = paged(CyberConsultation);
export const StaffAnswer = z.object({ answer: textField('답변', 10, ANSWER_MAX) });
export const StaffRsvtQuery = z.object({ date: DateField, officeId: z.string().trim().max(40).optional() });
export const StaffRsvtList = z.array(Reservation);
/** Who a staff account is: consultation staff of one institution, or a portal content editor (no institution). */
export const StaffMe = z.object({ instCode: InstCodeField.nullable(), instName: z.string().nullable(), role: z.enum(['CONSULT_STAFF', 'CONTENT_EDITOR']) });

// ─── Public holidays (staff): the booking calendar's 공휴일, 임시공휴일 and a year's official list ──────
export const HOLIDAY_SOURCES = ['OFFICIAL', 'STAFF'] as const;
const yearRange = `${HOLIDAY_YEAR_MIN}년부터 ${HOLIDAY_YEAR_MAX}년 사이`;
export const HolidayDateField = z
  .string({ error: '공휴일 날짜를 입력해 주세요.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '공휴일 날짜를 YYYY-MM-DD 형식의 올바른 날짜로 입력해 주세요.', abort: true })
  .refine(isValidDate, { error: '공휴일 날짜를 YYYY-MM-DD 형식의 올바른 날짜로 입력해 주세요.', abort: true })
  .refine((d) => yearOf(d) >= HOLIDAY_YEAR_MIN && yearOf(d) <= HOLIDAY_YEAR_MAX, { error: `공휴일 날짜는 ${yearRange}로 입력해 주세요.` });
export const HolidayYearField = z
  .string({ error: '연도를 입력해 주세요.' })
  .trim()
  .regex(/^\d{4}$/, { error: '연도를 네 자리 숫자로 입력해 주세요. 예: 2028' })
  .transform(Number)
  .refine((y) => y >= HOLIDAY_YEAR_MIN && y <= HOLIDAY_YEAR_MAX, { error: `연도는 ${yearRange}로 입력해 주세요.` });
const HolidayName = textField('공휴일 이름', 1, HOLIDAY_NAME_MAX);
export const HolidayDateParams = z.object({ date: HolidayDateField });
export const HolidayYearParams = z.object({ year: HolidayYearField });
export const HolidayYearQuery = z.object({ year: HolidayYearField });
/** PUT /api/staff/holidays/:date: adds a holiday (e.g. 임시공휴일) or renames the one of that date. */
export const HolidayPut = z.object({ name: HolidayName });
/** PUT /api/staff/holidays/years/:year: the year's official list (관공서 공휴일, 대체공휴일 included). */
export const HolidayYearLoad = z.object({
  holidays: z
    .array(z.object({ date: HolidayDateField, name: HolidayName }), { error: '그 해의 공휴일 목록을 보내 주세요.' })
    .min(1, { error: '공휴일을 한 날 이상 보내 주세요.' })
    .max(HOLIDAYS_PER_YEAR_MAX, { error: `한 해의 공휴일은 ${HOLIDAYS_PER_YEAR_MAX}일 이하로 보내 주세요.` }),
});
export type HolidayYearLoad = z.input<typeof HolidayYearLoad>;
export const Holiday = z.object({
  date: z.string(),
  name: z.string(),
  /** OFFICIAL: from the official list (seed or a year's list); STAFF: added or renamed by staff. */
  source: z.enum(HOLIDAY_SOURCES),
  updatedAt: z.string(),
  /** Name of the staff member who wrote it last; null for the seed. */
  updatedBy: z.string().nullable(),
});
export type Holiday = z.infer<typeof Holiday>;
export const HolidayChange = z.object({
  at: z.string(),
  action: z.enum(['ADD', 'RENAME', 'REMOVE', 'LOAD_YEAR']),
  date: z.string().nullable(),
  name: z.string().nullable(),
  previousName: z.string().nullable(),
  by: z.string(),
});
export const HolidayYear = z.object({
  year: z.number().int(),
  /** Whether the year's list is registered: dates of a year not registered are not bookable. */
  registered: z.boolean(),
  registeredAt: z.string().nullable(),
  /** OFFICIAL: loaded from the portal's data file at start; STAFF: loaded through the staff call. */
  registeredFrom: z.enum(HOLIDAY_SOURCES).nullable(),
  holidays: z.array(Holiday),
  /** The year's changes by staff, newest first (the last 50). */
  changes: z.array(HolidayChange),
});
export type HolidayYear = z.infer<typeof HolidayYear>;

/** Notifications queued in the outbox (SMS/e-mail adapter) — shown to staff and tests only. */
export const NOTIFY_KINDS = ['RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED'] as const;
