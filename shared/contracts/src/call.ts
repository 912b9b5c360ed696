// One call of the contract table: its method, path, who may make it and its zod schemas. The areas'
// tables (<area>/calls.ts) are written against this; api.ts merges them.
import type { z } from 'zod';
import { ErrorBody, OkBody } from './common';

/**
 * Who may make a call, enforced by the server before it reads the input (so an anonymous caller
 * gets 401, never the list of fields): `public` anyone; `person` a signed-in member or verified
 * guest; `member` a signed-in member only (a verified guest gets 403: no password, no member
 * record); `staff` a consultation officer of an institution; `editor` a customer-centre content editor.
 */
export type Access = 'public' | 'person' | 'member' | 'staff' | 'editor';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  access: Access;
  /** The body's media type when it is not JSON (uploads); every other call with a body takes `application/json` only. */
  consumes?: 'multipart/form-data';
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
