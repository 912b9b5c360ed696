import type { CallBody, CallHeaders, CallKey, CallOf, CallParams, CallQuery, CallResult } from '@portal/contracts/call-types';
import { http, type HttpClient, type RequestConfig } from './client';

type Field<Name extends string, T> = [T] extends [undefined] ? { [P in Name]?: undefined } : Record<never, never> extends T ? { [P in Name]?: T } : { [P in Name]: T };

/**
 * The headers of a call that takes an Idempotency-Key (its contract's headers say so): the key goes as
 * `idempotencyKey` and the client adds the header; other calls pass their headers as they are.
 */
type Headers<K extends CallKey> = [CallHeaders<K>] extends [{ 'idempotency-key': string }]
  ? { idempotencyKey: string; headers?: Omit<CallHeaders<K>, 'idempotency-key'> }
  : Field<'headers', CallHeaders<K>> & { idempotencyKey?: undefined };

/** What one call takes: the contract's path params, query, body and headers, typed from its zod schemas. */
export type CallInput<K extends CallKey> = Field<'params', CallParams<K>> &
  Field<'query', CallQuery<K>> &
  Field<'body', [CallBody<K>] extends [undefined] ? undefined : CallBody<K> | FormData> &
  Headers<K> &
  Pick<RequestConfig, 'signal' | 'showLoading' | 'timeout' | 'keepalive'>;

type Args<K extends CallKey> = Record<never, never> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** '/api/center/faq/:faqId' + { faqId: 'F 1' } → '/api/center/faq/F%201'; a missing parameter is an error, not 'undefined'. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`path parameter ${name} is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The one way a browser calls the API: `call(faqList, { query: { page: 1 } })` with a descriptor from
 * `@portal/contracts/calls`. Method and path come from the contract table, path parameters are filled
 * in and encoded, and the answer is typed by the call's 200 (or 201) schema. Errors are the client's
 * HttpError (status and body in `error.response`).
 */
export async function call<K extends CallKey>(descriptor: CallOf<K>, ...[input]: Args<K>): Promise<CallResult<K>> {
  return send(http, descriptor, input as CallInput<K> | undefined);
}

/** `call` on another client (tests, or a server-side render with its own base). */
export async function send<K extends CallKey>(client: HttpClient, descriptor: CallOf<K>, input: CallInput<K> = {} as CallInput<K>): Promise<CallResult<K>> {
  const url = fillPath(descriptor.path, input.params as Record<string, unknown> | undefined);
  const headers = input.headers as Record<string, string> | undefined;
  if (descriptor.idempotencyKey && !input.idempotencyKey) throw new TypeError(`${descriptor.key} takes an Idempotency-Key: pass idempotencyKey`);
  const res = await client.request<CallResult<K>>(descriptor.method, url, input.body, {
    params: input.query as RequestConfig['params'],
    headers: descriptor.idempotencyKey ? { ...headers, 'Idempotency-Key': input.idempotencyKey! } : headers,
    signal: input.signal,
    showLoading: input.showLoading,
    timeout: input.timeout,
    keepalive: input.keepalive,
  });
  return res.data;
}
