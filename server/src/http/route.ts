import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '@portal/contracts';
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

/** A route's answer to one call: the input comes validated against the call's schemas. */
export type RouteHandler<C extends ApiCall> = (
  req: FastifyRequest,
  reply: FastifyReply,
  input: { query: Out<C['querystring']>; body: Out<C['body']>; params: Out<C['params']>; headers: Out<C['headers']> },
) => Promise<Resp<C>> | Resp<C>;

const checkResponses = process.env.NODE_ENV !== 'production';

/**
 * Registers one call of the contract table: the call's `access` is checked first (before the body
 * is read), then the input is validated with its zod schemas; outside production, the answer is
 * checked against the response schema too.
 */
export function defineRoute<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: RouteHandler<C>,
  /** Extra route options, e.g. a route's own onRequest hook (rate limit). */
  options: Pick<RouteShorthandOptions, 'onRequest' | 'config'> = {},
): void {
  const guard = call.access === 'public' ? undefined : app.accessGuards[call.access];
  const access: onRequestHookHandler | undefined = guard
    ? async (req) => {
        await guard(req);
      }
    : undefined;
  app.route({
    ...options,
    // the security plugin reads the matched call (CSRF, media type) from here, never from the raw URL
    config: { ...options.config, apiCall: call },
    onRequest: [...(access ? [access] : []), ...[options.onRequest ?? []].flat()],
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
      const result = await handler(req, reply, { query, body, params, headers });
      if (checkResponses) {
        const schema = call.responses[reply.statusCode];
        if (schema) schema.parse(result);
      }
      return result;
    },
  });
}
