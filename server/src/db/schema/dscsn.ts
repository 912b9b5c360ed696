import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { catalogueEntry, filedBy, idempotentRequest, institutionOffice, timestampsSetByCode, ts, uuidKey } from './columns';

// Consultation (0004_consultation, 0013_services columns): institutions, offices, slots, reservations, cyber
// consultation, uploaded files and staff.

type Methods = ('VISIT' | 'VIDEO' | 'PHONE' | 'CYBER' | 'EXTERNAL')[];
type RsvtMethodCol = 'VISIT' | 'VIDEO' | 'PHONE';

export const dscsnInstitutions = pgTable('dscsn_institutions', {
  instCode: text('inst_code').primaryKey(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  phone: text('phone').notNull(),
  website: text('website').notNull(),
  methods: jsonb('methods').$type<Methods>().notNull(),
  infoPath: text('info_path').notNull(),
  description: jsonb('description').$type<string[]>().notNull(),
  handles: jsonb('handles').$type<string[]>().notNull(),
  eligibility: jsonb('eligibility').$type<string[]>().notNull(),
  hours: text('hours').notNull(),
  address: text('address').notNull(),
  services: jsonb('services').$type<{ title: string; description: string; href: string | null }[]>().notNull(),
  externalUrl: text('external_url'),
  sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const dscsnOffices = pgTable('dscsn_offices', {
  ...institutionOffice(),
  region: text('region').notNull(),
  capacity: jsonb('capacity').$type<Partial<Record<RsvtMethodCol, number>>>().notNull(),
  ...catalogueEntry(),
  // 0013_services: where the office is on the map (and hours, in institutionOffice)
  sigungu: text('sigungu'),
});

export const dscsnSlots = pgTable(
  'dscsn_slots',
  {
    officeId: text('office_id').notNull(),
    method: text('method').$type<RsvtMethodCol>().notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.method, t.slotDate, t.slotTime] })],
);

export const dscsnTicketCounters = pgTable(
  'dscsn_ticket_counters',
  {
    officeId: text('office_id').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.slotDate] })],
);

export const dscsnReservations = pgTable(
  'dscsn_reservations',
  {
    id: uuidKey(),
    rsvtNo: text('rsvt_no').notNull().unique('dscsn_reservations_rsvt_no_key'),
    ...filedBy(),
    instCode: text('inst_code').notNull(),
    officeId: text('office_id').notNull(),
    method: text('method').$type<RsvtMethodCol>().notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    startsAt: ts('starts_at').notNull(),
    /** 0022: CHECKED_IN (came, on the day) and NO_SHOW (did not come) keep their place in the slot, like DONE. */
    status: text('status').$type<'BOOKED' | 'CHECKED_IN' | 'DONE' | 'NO_SHOW' | 'CANCELLED'>().notNull().default('BOOKED'),
    field: text('field').notNull(),
    summary: text('summary').notNull(),
    applicantName: text('applicant_name').notNull(),
    applicantMobile: text('applicant_mobile').notNull(),
    applicantEmail: text('applicant_email').notNull().default(''),
    accessCode: text('access_code'),
    ticketNo: integer('ticket_no'),
    ...timestampsSetByCode(),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    doneAt: ts('done_at'),
    checkedInAt: ts('checked_in_at'),
    noShowAt: ts('no_show_at'),
  },
  (t) => [
    // 0022: a checked-in booking still holds the person's day; cancelled, no-show and done ones do not
    uniqueIndex('dscsn_reservations_person_day_uq').on(t.personKey, t.instCode, t.slotDate).where(sql`status IN ('BOOKED', 'CHECKED_IN')`),
    index('dscsn_reservations_inst_day_idx').on(t.instCode, t.slotDate, t.slotTime),
  ],
);

export const dscsnIdempotency = pgTable(
  'dscsn_idempotency',
  {
    memberId: uuid('member_id').notNull(),
    scope: text('scope').notNull(),
    ...idempotentRequest(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.scope, t.idempotencyKey] })],
);

export const dscsnCyber = pgTable('dscsn_cyber', {
  id: uuidKey(),
  receiptNo: text('receipt_no').notNull().unique('dscsn_cyber_receipt_no_key'),
  memberId: uuid('member_id').notNull(),
  kind: text('kind').$type<'DOM' | 'OVS' | 'FR' | 'LQA' | 'KCAB' | 'ONE'>().notNull(),
  instCode: text('inst_code').notNull(),
  field: text('field').notNull(),
  title: text('title').notNull(),
  question: text('question').notNull(),
  isPublic: boolean('is_public').notNull(),
  status: text('status').$type<'WAITING' | 'ANSWERED'>().notNull().default('WAITING'),
  details: jsonb('details').$type<{ label: string; value: string }[]>().notNull(),
  createdAt: ts('created_at').notNull(),
  expectedAnswerBy: date('expected_answer_by', { mode: 'string' }).notNull(),
  /** 0014: the count ran into a year whose holidays were not registered (weekdays counted). */
  expectedAnswerEstimated: boolean('expected_answer_estimated').notNull().default(false),
  answer: text('answer'),
  answeredAt: ts('answered_at'),
  answeredBy: uuid('answered_by'),
  // 0013_services: one of the cases of a one-stop request
  oneStopId: uuid('one_stop_id'),
});

export const files = pgTable('files', {
  fileId: text('file_id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  type: text('type').$type<'PDF' | 'JPG' | 'PNG' | 'HWP'>().notNull(),
  mime: text('mime').notNull(),
  storagePath: text('storage_path').notNull(),
  sha256: text('sha256').notNull(),
  uploadedAt: ts('uploaded_at').notNull(),
  cyberId: uuid('cyber_id'),
  attachedAt: ts('attached_at'),
  // 0005_center: at most one of cyber_id, notice_id, qna_id
  noticeId: text('notice_id'),
  qnaId: uuid('qna_id'),
});

export const staff = pgTable('staff', {
  memberId: uuid('member_id').primaryKey(),
  /** NULL for content editors (0005); consultation staff always have one. */
  instCode: text('inst_code'),
  /**
   * OPENAPI_APPROVER (0017): decides operating applications for open API keys, no institution.
   * INST_MANAGER (0019): an institution's manager (its staff accounts, office settings, audit log);
   * SYSTEM_ADMIN (0019): runs the platform (registry, outbox), no institution, no case contents.
   */
  role: text('role').$type<'CONSULT_STAFF' | 'CONTENT_EDITOR' | 'OPENAPI_APPROVER' | 'INST_MANAGER' | 'SYSTEM_ADMIN'>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
