// Types of the typed browser call, read from the contract table (type-only: no zod at run time).
import type { z } from 'zod';
import type { apiCalls } from './api';

type Table = typeof apiCalls;
/** The name of a call in the contract table (`faqList`, `rsvtCreate`, …). */
export type CallKey = keyof Table;

/** What a browser needs at run time to send a call: its key, method and path (generated: calls.ts). */
export interface CallOf<K extends CallKey = CallKey> {
  readonly key: K;
  readonly method: Table[K]['method'];
  /** Fastify style: `:name` marks a path parameter. */
  readonly path: string;
  /** The call takes an Idempotency-Key header (its contract's headers): the client sends the key it is given as `idempotencyKey`. */
  readonly idempotencyKey?: true;
}

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : never;
type Part<K extends CallKey, F extends string> = Table[K] extends Record<F, infer S> ? In<S> : undefined;

export type CallParams<K extends CallKey> = Part<K, 'params'>;
export type CallQuery<K extends CallKey> = Part<K, 'querystring'>;
export type CallBody<K extends CallKey> = Part<K, 'body'>;
export type CallHeaders<K extends CallKey> = Part<K, 'headers'>;
/** The answer a call resolves with: its 200 schema, else its 201 schema. */
export type CallResult<K extends CallKey> = Table[K]['responses'] extends { 200: infer S }
  ? Out<S>
  : Table[K]['responses'] extends { 201: infer S }
    ? Out<S>
    : unknown;
/** The error bodies a call declares (4xx), for pages that read more than `message`. */
export type CallErrorBody<K extends CallKey, Status extends number> = Table[K]['responses'] extends Record<Status, infer S> ? Out<S> : never;
