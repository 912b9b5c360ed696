import { bigint, boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column groups more than one table has, each with one meaning. Not re-exported by ../schema.ts: not tables.

/** A `timestamptz` column (what every table's times are). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The key of a row the server creates: a random UUID (`DEFAULT gen_random_uuid()`). */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/**
 * The key of a row the database numbers itself (`bigint GENERATED ALWAYS AS IDENTITY`): the logs and
 * the outbox, whose rows are only ever added.
 */
export const identityKey = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** When the row was made and last changed, both stamped by the database (`DEFAULT now()`). */
export const timestamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** When the row was made and last changed, both written by the code (the request's clock), no default. */
export const timestampsSetByCode = () => ({
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The lifetime of a short-lived record (a sign-in flow, an identity verification, a captcha challenge,
 * a half-done staff sign-in): when it was made and when it runs out, both by the request's clock (no default).
 */
export const lifetime = () => ({
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * A staff member's last change of a row (office hours, a date's schedule, a holiday): when, by the
 * request's clock (no default), and who (members.id; null where the seed wrote it).
 */
export const changedByStaff = () => ({
  updatedAt: ts('updated_at').notNull(),
  updatedBy: uuid('updated_by'),
});

/**
 * A row of a catalogue staff keep (menus, institutions, offices, services): where it sorts, whether it is
 * shown (use_yn) and when it last changed.
 */
export const catalogueEntry = () => ({
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A write that may be sent again: the client's Idempotency-Key and the hash of the request it came with
 * (the same key with another request is refused, the same request replays the first answer).
 */
export const idempotentRequest = () => ({
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
});

/**
 * An office of an institution as people find it: its institution, name, address, phone and hours
 * (consultation offices that take bookings, dscsn_offices, and the other institutions' offices, svc_offices).
 */
export const institutionOffice = () => ({
  officeId: text('office_id').primaryKey(),
  instCode: text('inst_code').notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hours: text('hours'),
});

/**
 * Who answered a request sent outside (identity verification, e-signature): the provider the person
 * chose and the adapter that spoke to it (the sandbox one outside production).
 */
export const externalProvider = () => ({
  provider: text('provider').notNull(),
  adapter: text('adapter').notNull(),
});

/**
 * Who filed a request that is one per person (a reservation a day, an open application a case): the
 * member and their person key (the same person under any account, what those unique indexes count by).
 */
export const filedBy = () => ({
  memberId: uuid('member_id').notNull(),
  personKey: text('person_key').notNull(),
});
