// One call of the contract table: its method, path, who may make it and its zod schemas. The areas'
// tables (<area>/calls.ts) are written against this; api.ts merges them.
import type { z } from 'zod';
import { ErrorBody, OkBody } from './common';

/** The kind of institution officer a staff call is for. */
export type StaffRole =
  /** a consultation officer of an institution (booking, cyber consultation) */
  | 'CONSULT_STAFF'
  /** an officer who only takes an institution's electronic applications (elrcpt_staff) */
  | 'APPLICATION_STAFF'
  /** decides operating applications for open API keys (staff role OPENAPI_APPROVER, no institution) */
  | 'OPENAPI_APPROVER'
  /** an institution's manager: what its consultation officers do, plus its staff accounts, office settings and audit log */
  | 'INST_MANAGER'
  /** writes notices, FAQ and the search synonyms; answers Q&A (no institution) */
  | 'CONTENT_EDITOR'
  /** runs the platform: the remote registry, the outbox, menus and route rules; reads no case contents (no institution) */
  | 'SYSTEM_ADMIN';

/** Which institutions' staff may call: `consultation` those that take consultations, `application` those that take electronic applications. */
export type InstitutionScope = 'consultation' | 'application';

/** Which staff may make a call; a missing part does not narrow. */
export interface StaffRule {
  readonly role?: StaffRole;
  /** Any of these roles (an institution manager also counts as its CONSULT_STAFF). */
  readonly roles?: readonly StaffRole[];
  readonly institution?: InstitutionScope;
}

/**
 * Who may make a call, enforced by the server before it reads the input (so an anonymous caller
 * gets 401, never the list of fields): `public` anyone; `person` a signed-in member or verified
 * guest; `member` a signed-in member only (a verified guest gets 403: no password, no member
 * record); `{ staff: rule }` an institution officer the rule admits; `editor` a customer-centre
 * content editor; `apiKey` a registered client of the open API, by its key. The handler is handed
 * who is calling, typed by this.
 */
export type Access = 'public' | 'person' | 'member' | 'editor' | 'apiKey' | { readonly staff: StaffRule };

export type AccessKind = 'public' | 'person' | 'member' | 'editor' | 'apiKey' | 'staff';
export const accessKind = (access: Access): AccessKind => (typeof access === 'string' ? access : 'staff');

/** Consultation officers of a consultation institution (booking, cyber consultation). */
export const consultStaff = { staff: { role: 'CONSULT_STAFF', institution: 'consultation' } } as const satisfies Access;
/** The officers of an institution that takes electronic applications (its application staff or its consultation officers). */
export const applicationStaff = { staff: { institution: 'application' } } as const satisfies Access;

/** The kinds of idempotent write; the server keeps each caller's answers per scope and key. */
export type IdempotencyScope =
  | 'AI_ANSWER'
  | 'ONE_STOP'
  | 'RSVT'
  | 'RSVT_TIME'
  | 'CYBER'
  | 'ELRCPT_START'
  | 'ELRCPT_SUBMIT'
  | 'ELRCPT_WITHDRAW'
  | 'ELRCPT_SUPPLEMENT'
  | 'ELRCPT_MOVE'
  | 'PRDOC_SUPPLY'
  | 'MYDOC_CREATE'
  | 'PRDOC_REVIEW'
  | 'PRDOC_REQUEST';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  access: Access;
  /**
   * An idempotent write (it also takes the Idempotency-Key header): the server keeps the answer per
   * caller, `scope` and key; the same key and request again is answered with the first answer (200,
   * Idempotent-Replayed: true), another request under the key is 409 IDEMPOTENCY_MISMATCH, and one
   * that loses the race to a request still being written is 409 IN_PROGRESS.
   */
  idempotent?: { readonly scope: IdempotencyScope };
  /** The body's media type when it is not JSON (uploads); every other call with a body takes `application/json` only. */
  consumes?: 'multipart/form-data';
  /** The answer's media type when it is not JSON (a CSV export): the browser downloads it instead of parsing it. */
  produces?: 'text/csv';
  /** Fastify style: `:name` marks a path parameter (OpenAPI shows it as `{name}`). */
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  /** Request headers the call needs (lower-case names), validated like the query. */
  headers?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}

/** The error answers every call may give (bad input, server fault). */
export const errors = { 400: ErrorBody, 500: ErrorBody };

/** Who a group of calls serves: its tags, who may call, and the answers a caller without that right gets. */
export interface Audience<A extends Access, R> {
  tags: string[];
  access: A;
  refused: R;
}

/** The answers of a call that wants a session and a right: 401 without a session, 403 with one the call does not admit. */
export const refusedUnlessAllowed = { 401: ErrorBody, 403: ErrorBody };
/** Calls of a signed-in member under `tag` (a verified guest gets 403). */
export const memberAudience = (tag: string) => ({ tags: [tag], access: 'member' as const, refused: refusedUnlessAllowed });
/** A signed-in member's own records on my page. */
export const myPageMember = memberAudience('my');
/** The approvers of open API operating applications. */
export const openApiApprover = { staff: { role: 'OPENAPI_APPROVER' } } as const satisfies Access;
/** Any signed-in staff member of the back office, whatever the role. */
export const anyStaff = { staff: {} } as const satisfies Access;
/** An institution's manager (its staff accounts, office settings, audit log). */
export const instManager = { staff: { role: 'INST_MANAGER' } } as const satisfies Access;
/** The system administrator (registry, outbox, menus, route rules). */
export const systemAdmin = { staff: { role: 'SYSTEM_ADMIN' } } as const satisfies Access;
/** The officers of an institution that takes electronic applications. */
export const applicationStaffOnly = { tags: ['staff'], access: applicationStaff, refused: refusedUnlessAllowed };

/** GET a list, its filters in the querystring. */
export function listCall<A extends Access, R, Q extends z.ZodType, L extends z.ZodType>({ tags, access, refused }: Audience<A, R>, path: string, querystring: Q, result: L, summary: string) {
  return { method: 'GET' as const, path, summary, tags, access, querystring, responses: { 200: result, ...refused, ...errors } };
}

/** GET one record named by the path parameters: 404 when it is missing, hidden or another person's. */
export function entryCall<A extends Access, R, P extends z.ZodType, D extends z.ZodType>({ tags, access, refused }: Audience<A, R>, path: string, params: P, result: D, summary: string) {
  return { method: 'GET' as const, path, summary, tags, access, params, responses: { 200: result, ...refused, 404: ErrorBody, ...errors } };
}

/** POST a new record: 201 with it. */
export function createCall<A extends Access, R, B extends z.ZodType, D extends z.ZodType>({ tags, access, refused }: Audience<A, R>, path: string, body: B, result: D, summary: string) {
  return { method: 'POST' as const, path, summary, tags, access, body, responses: { 201: result, ...refused, ...errors } };
}

/** DELETE the record named by the path parameters: 404 when it is missing or another person's. */
export function deleteCall<A extends Access, R, P extends z.ZodType>({ tags, access, refused }: Audience<A, R>, path: string, params: P, summary: string) {
  return { method: 'DELETE' as const, path, summary, tags, access, params, responses: { 200: OkBody, ...refused, 404: ErrorBody, ...errors } };
}

/** PUT the new state of the record named by the path parameters: 404 when it is missing. */
export function updateCall<A extends Access, R, P extends z.ZodType, B extends z.ZodType, D extends z.ZodType>({ tags, access, refused }: Audience<A, R>, path: string, params: P, body: B, result: D, summary: string) {
  return { method: 'PUT' as const, path, summary, tags, access, params, body, responses: { 200: result, ...refused, 404: ErrorBody, ...errors } };
}
