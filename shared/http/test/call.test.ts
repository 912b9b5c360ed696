import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import * as calls from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { createHttpClient, fillPath, HttpError, send } from '../src/index';
import { defineMutation, defineQuery, retryCall } from '../src/query-client';

const seen: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[] = [];
let base = '';
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
    if (req.url!.startsWith('/api/center/faq/missing')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: '자주 묻는 질문을 찾을 수 없습니다.' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, url: req.url }));
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => server.close());
const client = () => createHttpClient(base, { pageHref: () => base, hostname: () => '127.0.0.1', cookies: () => 'XSRF-TOKEN=tok' });

describe('fillPath', () => {
  it('fills and encodes every :name, and refuses a missing one instead of sending "undefined"', () => {
    expect(fillPath('/api/center/faq/:faqId', { faqId: 'F 1/../x' })).toBe('/api/center/faq/F%201%2F..%2Fx');
    expect(fillPath('/api/a/:x/b/:y', { x: 1, y: 'z' })).toBe('/api/a/1/b/z');
    expect(() => fillPath('/api/center/faq/:faqId', {})).toThrow(/faqId/);
    expect(() => fillPath('/api/center/faq/:faqId', { faqId: '' })).toThrow(/faqId/);
  });
});

describe('send / call (the one typed browser call)', () => {
  it('takes method and path from the contract table, puts the query on the address and leaves blanks out', async () => {
    seen.length = 0;
    await send(client(), calls.faqList, { query: { page: 2, pageSize: 10, keyword: '', category: undefined } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/center/faq?page=2&pageSize=10' });
  });
  it('sends a JSON body with the XSRF header and the Idempotency-Key the call declares', async () => {
    seen.length = 0;
    await send(client(), calls.qnaCreate, { body: { category: 'ETC', title: 't', content: 'c' } as never, idempotencyKey: 'k-1' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/api/center/qna');
    expect(JSON.parse(seen[0].body)).toMatchObject({ title: 't' });
    expect(seen[0].headers['idempotency-key']).toBe('k-1');
    expect(seen[0].headers['x-xsrf-token']).toBe('tok');
    expect(seen[0].headers['content-type']).toBe('application/json');
  });
  it('rejects with the HttpError carrying status and Korean message of the answer', async () => {
    const error = await send(client(), calls.faqDetail, { params: { faqId: 'missing' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toMatchObject({ status: 404, data: { message: '자주 묻는 질문을 찾을 수 없습니다.' } });
  });
  it('types the input and the answer from the zod schemas', () => {
    expectTypeOf<CallResult<'faqDetail'>>().toHaveProperty('faqId');
    // @ts-expect-error a call with path parameters needs them
    void (() => send(client(), calls.faqDetail, {}));
    // @ts-expect-error an unknown query field is refused
    void (() => send(client(), calls.faqList, { query: { pge: 1 } }));
  });
});

describe('defineQuery / defineMutation', () => {
  it('keys a query by [call, input]; a mutation marks the queries it changes as stale', async () => {
    const faqs = defineQuery(calls.faqList);
    expect(faqs.options({ query: { page: 1, pageSize: 10 } }).queryKey).toEqual(['faqList', { query: { page: 1, pageSize: 10 } }]);
    const qc = new QueryClient();
    qc.setQueryData(['myQnaList', {}], { items: [] });
    const m = defineMutation({ ...calls.qnaCreate, path: base + 'api/center/qna' }, { invalidates: ['myQnaList'] });
    await m.run(qc, { body: { category: 'ETC', title: 't', content: 'c' } as never, idempotencyKey: 'k-2' }).catch(() => undefined);
    expect(qc.getQueryState(['myQnaList', {}])?.isInvalidated).toBe(true);
  });
  it('retries a network failure or a 5xx, never a 4xx answer', () => {
    const answer = (status: number) => new HttpError('x', 'ERR_BAD_REQUEST', { method: 'GET', url: '/' }, { status, data: {}, headers: new Headers() });
    expect(retryCall(0, answer(404))).toBe(false);
    expect(retryCall(0, answer(401))).toBe(false);
    expect(retryCall(0, answer(503))).toBe(true);
    expect(retryCall(3, answer(503))).toBe(false);
    expect(retryCall(0, new HttpError('Network Error', 'ERR_NETWORK', { method: 'GET', url: '/' }))).toBe(true);
  });
});
