// One call of the contract table: its method, path, who may make it and its zod schemas. The areas'
// tables (<area>/calls.ts) are written against this; api.ts merges them.
import type { z } from 'zod';
import { ErrorBody } from './common';

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
