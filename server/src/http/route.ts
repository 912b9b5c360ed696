import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { accessKind, type Access, type ApiCall } from '@portal/contracts';
import { nowOf } from '../clock';
import type { Db } from '../db/client';
import { auditActor, recordOrRefuse } from '../kernel/audit';
import { idempotentWrite, replay, Replayed, requestHash, type IdempotentRequest } from '../kernel/idempotency';
import type { CallerOf } from '../kernel/principal';
import { HttpError } from './errors';
import { assertCleanText } from './input-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers (set by defineRoute). */
    apiCall?: ApiCall;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Resp<C extends ApiCall> = C['responses'][200] extends z.ZodType ? z.input<C['responses'][200]> : unknown;

/** Turns zod issues into the API's 400: a Korean sentence naming each field and what to fix. */
export function validationError(error: z.ZodError, where: string): HttpError {
  const errors = error.issues.map((i) => ({
    field: i.path.length ? i.path.join('.') : where,
    message: i.message,
  }));
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join(' / ');
  return new HttpError(400, `요청 값을 확인해 주십시오. ${summary}`, errors);
}

const isEmptyObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  assertCleanText(schema, value, where); // NUL, other controls, broken UTF-16: one Korean 400 for every call
  // a body the schema may leave out (POST /api/login without payload): none, null or {} all mean "no payload"
  if (where === 'body' && (value == null || isEmptyObject(value)) && schema.safeParse(undefined).success) return undefined as z.output<S>;
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw validationError(r.error, where);
  return r.data;
}

/** What a handler gets besides the request: the input validated against the call's schemas, who is calling (by the call's access), and for an idempotent call its `write`. */
export type CallInput<C extends ApiCall> = { query: Out<C['querystring']>; body: Out<C['body']>; params: Out<C['params']>; headers: Out<C['headers']> } & CallerOf<
  C['access']
> &
  (C extends { idempotent: object } ? { write: Write } : Record<never, never>);

/**
 * The write of an idempotent call, once per request: `change` runs in a transaction that has claimed
 * the Idempotency-Key and keeps what it returns as the answer to a retry.
 */
export type Write = <T>(change: (tx: Db) => Promise<T>) => Promise<T>;

/** A route's answer to one call. */
export type RouteHandler<C extends ApiCall> = (req: FastifyRequest, reply: FastifyReply, input: CallInput<C>) => Promise<Resp<C>> | Resp<C>;

export type RouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'config'>;

/** A handler with its route options (a rate limit) or, for an idempotent call, how a kept answer is answered again. */
export interface RouteEntry<C extends ApiCall> {
  handler: RouteHandler<C>;
  options?: RouteOptions;
  /** The response to a replay when the kept answer is not the response itself (a reference to what the response is built from). */
  replayed?: (kept: never, req: FastifyRequest, reply: FastifyReply, input: CallInput<C>) => Promise<Resp<C>> | Resp<C>;
}

export type Handler<C extends ApiCall> = RouteHandler<C> | RouteEntry<C>;

/** One handler for every call of an area's table. */
export type Handlers<Calls extends Record<string, ApiCall>> = { [K in keyof Calls]: Handler<Calls[K]> };

const checkResponses = process.env.NODE_ENV !== 'production';

/** The handler's own name for who is calling, by access kind. */
const CALLER_KEY = { person: 'person', member: 'member', editor: 'editor', staff: 'staff', apiKey: 'client' } as const;

const callers = new WeakMap<FastifyRequest, unknown>();

/**
 * Registers one call of the contract table: the call's `access` is checked first (before the body
 * is read) and who is calling is handed to the handler; then the input is validated with its zod
 * schemas; an idempotent call's earlier answer is replayed, and a twin's answer given for a
 * refusal; outside production, the answer is checked against the response schema too. A call of a
 * staff or editor access is recorded in the audit log (kernel/audit.ts) before its answer leaves,
 * refusals included: on the route as matched, with the caller the access check found.
 */
export function defineRoute<C extends ApiCall>(app: FastifyInstance, call: C, entry: Handler<C>, key = `${call.method} ${call.path}`): void {
  const { handler, options = {}, replayed } = typeof entry === 'function' ? ({ handler: entry } as RouteEntry<C>) : entry;
  const kind = accessKind(call.access);
  if (call.idempotent && (kind === 'public' || kind === 'apiKey')) throw new Error(`${call.method} ${call.path}: an idempotent call keeps answers per member`);
  const access: onRequestHookHandler | undefined =
    call.access === 'public'
      ? undefined
      : async (req) => {
          callers.set(req, await app.calls.guard(req, call.access as Exclude<Access, 'public'>));
        };
  const audited = kind === 'staff' || kind === 'editor';
  app.route({
    ...options,
    // the security plugin reads the matched call (CSRF, media type) from here, never from the raw URL
    config: { ...options.config, apiCall: call },
    onRequest: [...(access ? [access] : []), ...[options.onRequest ?? []].flat()],
    ...(audited
      ? {
          // the audit row is written before the answer leaves (a refusal's too: the guard's 401/403 pass here)
          onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) =>
            recordOrRefuse(app.calls.db, req, reply, payload, {
              at: nowOf(req),
              callKey: key,
              method: call.method,
              route: call.path,
              actor: auditActor(kind, callers.get(req)),
            }),
        }
      : {}),
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      // an answer about a member or one that changes something is never stored by a browser or proxy;
      // public readings set their own caching
      if (call.method !== 'GET' || call.access !== 'public') reply.header('Cache-Control', 'no-store');
      const params = (call.params ? parse(call.params, req.params, 'params') : undefined) as Out<C['params']>;
      const headers = (call.headers ? parse(call.headers, req.headers, 'headers') : undefined) as Out<C['headers']>;
      const query = (call.querystring ? parse(call.querystring, req.query, 'query') : undefined) as Out<C['querystring']>;
      const body = (call.body ? parse(call.body, req.body, 'body') : undefined) as Out<C['body']>;
      const input: Record<string, unknown> = { query, body, params, headers };
      if (kind !== 'public') input[CALLER_KEY[kind]] = callers.get(req);
      const run = () => handler(req, reply, input as CallInput<C>);
      const result = call.idempotent
        ? await idempotently(app.calls.db, req, reply, {
            owner: (input[CALLER_KEY[kind as keyof typeof CALLER_KEY]] as { memberId: string }).memberId,
            scope: call.idempotent.scope,
            key: (headers as { 'idempotency-key': string })['idempotency-key'],
            hash: requestHash({ ...(params as object), ...(body as object) }),
            input,
            run,
            present: (kept) => (replayed ? replayed(kept as never, req, reply, input as CallInput<C>) : (kept as Resp<C>)),
          })
        : await run();
      if (checkResponses) {
        const schema = call.responses[reply.statusCode];
        if (schema) schema.parse(result);
      }
      return result;
    },
  });
}

/** Registers a map of handlers, each against its call of `calls` (app.ts: every module's; a test: part of one). */
export function registerHandlers(app: FastifyInstance, calls: Record<string, ApiCall>, handlers: Record<string, unknown>): void {
  for (const [key, handler] of Object.entries(handlers)) {
    const call = calls[key];
    if (!call) throw new Error(`no call ${key} in the contract table`);
    defineRoute(app, call, handler as Handler<ApiCall>, key);
  }
}

/** Replay of an earlier answer, else the handler with its `write`; a refusal or a lost race answered with a twin's answer when there is one. */
async function idempotently<R>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  r: IdempotentRequest & { input: Record<string, unknown>; run: () => Promise<R> | R; present: (kept: unknown) => Promise<R> | R },
): Promise<R> {
  const earlier = await replay(db, reply, r);
  if (earlier !== null) return r.present(earlier);
  r.input.write = idempotentWrite(db, reply, r, () => nowOf(req));
  try {
    return await r.run();
  } catch (error) {
    if (error instanceof Replayed) return r.present(error.answer);
    // a refusal this very request's twin may have caused (a double click that committed meanwhile): its answer is the one to give
    const twin = await replay(db, reply, r);
    if (twin !== null) return r.present(twin);
    throw error;
  }
}
