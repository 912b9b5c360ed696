// Back office (issue 34): the schemas of office scheduling (weekly hours, per-date closures and slot
// capacity, a month at a time) and of the desk's bookings (today's list, check-in, no-show).
import { z } from 'zod';
import { Paging, paged, textField } from '../common';
import { RSVT_STATUSES, SLOT_TIMES, isValidDate, type RsvtMethod } from '../dscsn/rules';
import { BookedSlot, DateField, MaskedApplicant, OfficeRef, RsvtMethodField, RsvtNo, SlotTimeField } from '../dscsn/schemas';

// ─── Rules ─────────────────────────────────────────────────────────────────────────────────────
/** Hours of a weekday nobody set: open, from the first to the last slot of the day (SLOT_TIMES, lunch 12:00–13:00 closed). */
export const DEFAULT_FIRST_SLOT = SLOT_TIMES[0];
export const DEFAULT_LAST_SLOT = SLOT_TIMES[SLOT_TIMES.length - 1];
/** Weekdays with hours (1 Monday … 5 Friday); Saturday and Sunday are always closed (주말). */
export const SCHEDULE_WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;
/** Places a slot may hold for one method (a day's capacity per slot). */
export const SLOT_CAPACITY_MAX = 50;
export const CLOSURE_REASON_MAX = 100;

/** Why a day takes no bookings: 주말, 공휴일(holiday table), 공휴일 정보 준비 중, 휴무(a closure with its reason), 정기 휴무(weekly hours). */
export const SCHEDULE_CLOSED_KINDS = ['WEEKEND', 'HOLIDAY', 'HOLIDAYS_PENDING', 'CLOSURE', 'WEEKLY_OFF'] as const;
export type ScheduleClosedKind = (typeof SCHEDULE_CLOSED_KINDS)[number];

/** Why a booked citizen would lose their slot: the day closes, their time is no longer offered, or the slot's capacity falls below what is booked. */
export const SCHEDULE_CONFLICT_KINDS = ['DAY_CLOSED', 'TIME_REMOVED', 'OVER_CAPACITY'] as const;
export const SCHEDULE_CONFLICT_LABELS: Record<(typeof SCHEDULE_CONFLICT_KINDS)[number], string> = {
  DAY_CLOSED: '그날 휴무',
  TIME_REMOVED: '상담 시간에서 빠짐',
  OVER_CAPACITY: '정원보다 예약이 많음',
};

/** The slot times of a day from its first to its last slot (both SLOT_TIMES). */
export const slotTimesBetween = (first: string, last: string): string[] => SLOT_TIMES.filter((t) => t >= first && t <= last);

// ─── Fields ────────────────────────────────────────────────────────────────────────────────────
export const ScheduleMonthField = z
  .string({ error: '달을 YYYY-MM 형식으로 보내 주세요. 예: 2026-12' })
  .trim()
  .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, { error: '달을 YYYY-MM 형식(2000년~2099년)으로 보내 주세요. 예: 2026-12' });
const OfficeIdField = z
  .string({ error: '사무소를 골라 주세요.' })
  .trim()
  .min(1, { error: '사무소를 골라 주세요.' })
  .max(40, { error: '사무소 번호가 올바르지 않습니다. 사무소를 다시 골라 주세요.' });
const Capacity = (method: RsvtMethod) =>
  z
    .number({ error: `${method} 정원을 0~${SLOT_CAPACITY_MAX} 사이 숫자로 보내 주세요.` })
    .int({ error: `${method} 정원은 정수로 보내 주세요.` })
    .min(0, { error: `${method} 정원은 0 이상으로 보내 주세요. 0이면 그날 그 방법은 예약을 받지 않습니다.` })
    .max(SLOT_CAPACITY_MAX, { error: `${method} 정원은 한 시간대에 ${SLOT_CAPACITY_MAX}명 이하로 보내 주세요.` });
/** Places per 30-minute slot for each method; a method left out keeps the office's usual number. */
export const SlotCapacityInput = z.strictObject(
  { VISIT: Capacity('VISIT').optional(), VIDEO: Capacity('VIDEO').optional(), PHONE: Capacity('PHONE').optional() },
  { error: '정원은 VISIT, VIDEO, PHONE별 숫자로 보내 주세요.' },
);
/** Places per slot of every method (0: the method takes no bookings that day or is not offered). */
export const MethodCounts = z.object({ VISIT: z.number().int(), VIDEO: z.number().int(), PHONE: z.number().int() });
export type MethodCounts = z.infer<typeof MethodCounts>;

// ─── GET /api/admin/schedule ───────────────────────────────────────────────────────────────────
export const ScheduleQuery = z.object({ officeId: OfficeIdField, month: ScheduleMonthField });

/** One weekday's usual hours (Monday … Friday). */
export const WeeklyHours = z.object({
  weekday: z.number().int(),
  weekdayLabel: z.string(),
  open: z.boolean(),
  firstSlot: SlotTimeField,
  lastSlot: SlotTimeField,
});
export type WeeklyHours = z.infer<typeof WeeklyHours>;

/** What is stored for one date (null on a day that follows the weekly hours and the office's capacity). */
export const DayOverride = z.object({
  closed: z.boolean(),
  reason: z.string().nullable(),
  firstSlot: SlotTimeField.nullable(),
  lastSlot: SlotTimeField.nullable(),
  /** Only the methods set for this date; the others follow the office. */
  capacity: z.object({ VISIT: z.number().int().optional(), VIDEO: z.number().int().optional(), PHONE: z.number().int().optional() }).nullable(),
});
export type DayOverride = z.infer<typeof DayOverride>;

export const ScheduleDay = z.object({
  date: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int(),
  /** The date is today or later (earlier days are shown, not changed). */
  editable: z.boolean(),
  /** Takes bookings (some method has places and the day is not closed). */
  open: z.boolean(),
  /** Why the day is closed (null when open): the kind and a Korean label such as 공휴일(성탄절), 휴무(직원 교육), 주말. */
  closed: z.object({ kind: z.enum(SCHEDULE_CLOSED_KINDS), label: z.string() }).nullable(),
  /** The holiday's name from the holiday table (the day is closed whatever is set for it). */
  holidayName: z.string().nullable(),
  /** The day's first and last slot (the weekly hours unless set for the date); null when closed. */
  firstSlot: z.string().nullable(),
  lastSlot: z.string().nullable(),
  /** The slot times offered (empty when closed). */
  times: z.array(z.string()),
  /** Places per slot of each method that day (0 when closed or not offered). */
  capacity: MethodCounts,
  /** Bookings of each method that day that hold a place (every status but 취소). */
  booked: MethodCounts,
  /** The times that hold bookings, per method (for knowing how far hours and capacity may go). */
  bookedSlots: z.array(z.object({ time: z.string(), method: RsvtMethodField, count: z.number().int() })),
  override: DayOverride.nullable(),
});
export type ScheduleDay = z.infer<typeof ScheduleDay>;

export const ScheduleMonth = z.object({
  ...OfficeRef,
  instCode: z.string(),
  month: z.string(),
  /** Today (KST) by the server's clock. */
  today: z.string(),
  /** Methods the office books and its usual places per slot (what a date follows unless set). */
  officeCapacity: MethodCounts,
  /** Every slot time of the day grid (30 minutes, 12:00–13:00 closed): the choices for first and last slot. */
  slotTimes: z.array(z.string()),
  weekly: z.array(WeeklyHours),
  days: z.array(ScheduleDay),
});
export type ScheduleMonth = z.infer<typeof ScheduleMonth>;

// ─── PUT /api/admin/schedule ───────────────────────────────────────────────────────────────────
const Reason = textField('휴무 사유', 1, CLOSURE_REASON_MAX);
const Weekday = z
  .number({ error: '요일을 1(월)~5(금) 사이 숫자로 보내 주세요.' })
  .int({ error: '요일을 1(월)~5(금) 사이 숫자로 보내 주세요.' })
  .min(1, { error: '요일을 1(월)~5(금) 사이 숫자로 보내 주세요. 토요일과 일요일은 언제나 쉽니다.' })
  .max(5, { error: '요일을 1(월)~5(금) 사이 숫자로 보내 주세요. 토요일과 일요일은 언제나 쉽니다.' });
const firstNotAfterLast = (v: { firstSlot?: string | null; lastSlot?: string | null }) => !v.firstSlot || !v.lastSlot || v.firstSlot <= v.lastSlot;

export const WeeklyHoursInput = z
  .strictObject({ weekday: Weekday, open: z.boolean({ error: '그 요일에 상담하는지(open) 참/거짓으로 보내 주세요.' }), firstSlot: SlotTimeField, lastSlot: SlotTimeField })
  .refine(firstNotAfterLast, { error: '첫 상담 시간은 마지막 상담 시간보다 늦을 수 없습니다. 시간을 다시 골라 주세요.', path: ['firstSlot'] });

/**
 * A date's setting as it should be: `closed` with a reason, or open with its own first and last slot
 * and/or capacity per method. Open with neither: the date follows the weekly hours and the office's
 * capacity again (what was set for it is removed).
 */
export const ScheduleDayInput = z
  .strictObject({
    date: DateField,
    closed: z.boolean({ error: '그날 휴무인지(closed) 참/거짓으로 보내 주세요.' }),
    reason: Reason.optional(),
    firstSlot: SlotTimeField.optional(),
    lastSlot: SlotTimeField.optional(),
    capacity: SlotCapacityInput.optional(),
  })
  .refine((d) => !d.closed || !!d.reason, { error: '휴무로 정하는 날은 휴무 사유를 적어 주세요. 예: 직원 교육, 사무소 이전', path: ['reason'] })
  .refine((d) => !d.firstSlot === !d.lastSlot, { error: '상담 시간을 바꾸려면 첫 상담 시간과 마지막 상담 시간을 함께 보내 주세요.', path: ['lastSlot'] })
  .refine(firstNotAfterLast, { error: '첫 상담 시간은 마지막 상담 시간보다 늦을 수 없습니다. 시간을 다시 골라 주세요.', path: ['firstSlot'] });
export type ScheduleDayInput = z.input<typeof ScheduleDayInput>;

export const SchedulePut = z.strictObject({
  officeId: OfficeIdField,
  month: ScheduleMonthField,
  /** The dates of the month to set (each at most once); dates left out keep what they have. */
  days: z.array(ScheduleDayInput, { error: '바꿀 날짜 목록(days)을 보내 주세요.' }).max(31, { error: '한 달은 31일을 넘지 않습니다. 날짜 목록을 확인해 주세요.' }),
  /** Weekly hours to set (Monday … Friday, each at most once); left out: unchanged. They apply to every date that is not set on its own. */
  weekly: z.array(WeeklyHoursInput).max(5, { error: '요일별 상담 시간은 월요일부터 금요일까지 다섯 개 이하로 보내 주세요.' }).optional(),
  /** true: nothing is saved; the answer says which bookings the change would affect and how the month would look. */
  dryRun: z.boolean({ error: 'dryRun은 참/거짓으로 보내 주세요.' }).optional().default(false),
});
export type SchedulePut = z.input<typeof SchedulePut>;

/** A booking a change would leave without its slot (the applicant's name masked: 홍*동). */
export const AffectedBooking = z.object({
  rsvtNo: z.string(),
  date: z.string(),
  time: z.string(),
  method: RsvtMethodField,
  status: z.enum(RSVT_STATUSES),
  applicantName: z.string(),
  why: z.enum(SCHEDULE_CONFLICT_KINDS),
});
export type AffectedBooking = z.infer<typeof AffectedBooking>;

/** 200: applied (or, with dryRun, what would be: applied false, nothing saved). */
export const ScheduleApplied = z.object({ applied: z.boolean(), affected: z.array(AffectedBooking), schedule: ScheduleMonth });
export type ScheduleApplied = z.infer<typeof ScheduleApplied>;
/** 409 SCHEDULE_CONFLICT: nothing saved; the message names the dates and what to change, `affected` lists the bookings. */
export const ScheduleConflict = z.object({ message: z.string(), code: z.literal('SCHEDULE_CONFLICT'), affected: z.array(AffectedBooking) });

// ─── The desk: bookings of a day, check-in, no-show ───────────────────────────────────────────
export const DESK_SORTS = ['time', '-time', 'status', 'ticket'] as const;
export const DeskRsvtQuery = z.object({
  /** One office of the staff member's institution; left out: every office of it. */
  officeId: OfficeIdField.optional(),
  /** Left out: today (KST). */
  date: z
    .string({ error: '날짜를 YYYY-MM-DD 형식으로 보내 주세요.' })
    .trim()
    .refine(isValidDate, { error: '날짜를 YYYY-MM-DD 형식의 올바른 날짜로 보내 주세요.' })
    .optional(),
  status: z.enum([...RSVT_STATUSES, 'ALL'], { error: '상태는 BOOKED, CHECKED_IN, DONE, NO_SHOW, CANCELLED, ALL 중 하나로 보내 주세요.' }).optional().default('ALL'),
  /** time: by start (default), -time: latest first, status: by status then start, ticket: by 번호표. */
  sort: z.enum(DESK_SORTS, { error: '정렬은 time, -time, status, ticket 중 하나로 보내 주세요.' }).optional().default('time'),
  ...Paging,
});
export const DeskRsvt = z.object({
  rsvtNo: z.string(),
  status: z.enum(RSVT_STATUSES),
  method: RsvtMethodField,
  ...OfficeRef,
  ...BookedSlot,
  ...MaskedApplicant,
  field: z.string(),
  /** VISIT: the check-in ticket; null otherwise. */
  ticketNo: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  noShowAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What the desk may do now: check in (a visit of today, booked or marked no-show), mark no-show (booked, after the start), complete (checked in or booked, after the start). */
  canCheckIn: z.boolean(),
  canNoShow: z.boolean(),
  canComplete: z.boolean(),
});
export type DeskRsvt = z.infer<typeof DeskRsvt>;
export const DeskRsvtList = paged(DeskRsvt).extend({
  date: z.string(),
  /** The day's bookings by status (every office asked, whatever `status` filters). */
  counts: z.object({ BOOKED: z.number().int(), CHECKED_IN: z.number().int(), DONE: z.number().int(), NO_SHOW: z.number().int(), CANCELLED: z.number().int() }),
});
export type DeskRsvtList = z.infer<typeof DeskRsvtList>;
export const DeskCheckIn = z.strictObject({ rsvtNo: RsvtNo });
export const DeskRsvtParams = z.object({ rsvtNo: RsvtNo });
