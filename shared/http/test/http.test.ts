import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@portal/session';
import {
  createHttpClient,
  HttpError,
  DEV_ALERT_CONTACT,
  devAlertContent,
  getContextPath,
  httpErrorKind,
  httpErrorSentence,
  isDevelopmentHost,
  isSameOrigin,
  serverMessage,
  withContextPath,
} from '../src/index';
import {
  createQueryClient,
  PREFETCH_IDLE_DELAY_MS,
  PREFETCH_INTENT_DELAY_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  queryClientDefaults,
} from '../src/query-client';

type G = typeof globalThis & { __APP_CONTEXT_PATH__?: string };

function fakeDocument(content: string | null) {
  return {
    querySelector: (sel: string) =>
      sel === 'meta[name="app-context-path"]' && content !== null ? { getAttribute: (n: string) => (n === 'content' ? content : null) } : null,
  } as unknown as Document;
}

describe('getContextPath', () => {
  afterEach(() => {
    delete (globalThis as G).__APP_CONTEXT_PATH__;
  });

  it("defaults to '' without a global or a meta tag", () => {
    expect(getContextPath(undefined)).toBe('');
    expect(getContextPath(fakeDocument(null))).toBe('');
  });

  it('reads <meta name="app-context-path"> and normalises it', () => {
    expect(getContextPath(fakeDocument('/portal'))).toBe('/portal');
    expect(getContextPath(fakeDocument('portal/'))).toBe('/portal');
    expect(getContextPath(fakeDocument(' //portal//app/ '))).toBe('/portal/app');
    expect(getContextPath(fakeDocument('/'))).toBe('');
    expect(getContextPath(fakeDocument(''))).toBe('');
  });

  it('prefers the boot-time global over the meta tag', () => {
    (globalThis as G).__APP_CONTEXT_PATH__ = '/from-global/';
    expect(getContextPath(fakeDocument('/from-meta'))).toBe('/from-global');
    expect(getContextPath(undefined)).toBe('/from-global');
  });

  it('prefixes paths with it', () => {
    expect(withContextPath('/api/x', '/portal')).toBe('/portal/api/x');
    expect(withContextPath('api/x', '')).toBe('/api/x');
  });
});

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch in place of the network: answers with `status` and `data` (JSON unless a string). */
function answer(status: number, data: unknown = {}, sent: Sent[] = []): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    // the request has been counted by the time it goes out
    seenLoading.push(useSession.getState().loadingCount);
    sent.push({ url: String(url), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const nullBody = status === 204 || status === 205 || status === 304;
    return new Response(nullBody ? null : text, { status, headers: { 'content-type': typeof data === 'string' ? 'text/plain' : 'application/json' } });
  }) as typeof fetch;
}
const failing = (async () => {
  throw new TypeError('Failed to fetch');
}) as typeof fetch;
/** A client of base '/' that answers with `status` and `data`. */
const answering = (status: number, data?: unknown, options: Parameters<typeof createHttpClient>[1] = {}) =>
  createHttpClient('/', { fetch: answer(status, data), ...options });
let seenLoading: number[] = [];

describe('createHttpClient', () => {
  beforeEach(() => {
    seenLoading = [];
    useSession.getState().resetLoading();
  });

  it('is configured as spec section 7 says: base, cookies, 200-299 valid, no timeout', async () => {
    const sent: Sent[] = [];
    let init: RequestInit | undefined;
    const c = createHttpClient('/base/', {
      fetch: (async (url: string, i?: RequestInit) => {
        init = i;
        return answer(204, '', sent)(url, i);
      }) as typeof fetch,
    });
    expect(c.baseURL).toBe('/base/');
    await c.get('/api/x', { params: { q: '전세 보증금', page: 2, none: undefined } });
    expect(sent[0]!.url).toBe('/base/api/x?q=%EC%A0%84%EC%84%B8+%EB%B3%B4%EC%A6%9D%EA%B8%88&page=2');
    expect(init!.credentials).toBe('include');
    for (const status of [200, 204, 299]) await expect(answering(status).get('/x')).resolves.toMatchObject({ status });
    for (const status of [199, 300, 400, 500]) await expect(answering(status).get('/x')).rejects.toBeInstanceOf(HttpError);
  });

  it('uses the context path for its default base URL', () => {
    (globalThis as G).__APP_CONTEXT_PATH__ = '/portal';
    try {
      expect(createHttpClient().baseURL).toBe('/portal/');
    } finally {
      delete (globalThis as G).__APP_CONTEXT_PATH__;
    }
  });

  it('counts a request while it runs and uncounts it when it answers 200', async () => {
    const res = await answering(200, { ok: 1 }).get('/api/x');
    expect(res.data).toEqual({ ok: 1 });
    expect(seenLoading).toEqual([1]);
    expect(useSession.getState().loadingCount).toBe(0);
  });

  it('does not count a request sent with showLoading: false', async () => {
    useSession.getState().startLoading();
    await answering(200).get('/api/x', { showLoading: false });
    expect(seenLoading).toEqual([1]);
    expect(useSession.getState().loadingCount).toBe(1);
  });

  it('decrements (does not reset) on a 400', async () => {
    useSession.getState().startLoading();
    useSession.getState().startLoading(); // two other requests in flight
    await expect(answering(400, { message: '확인' }).get('/api/x')).rejects.toMatchObject({ response: { status: 400, data: { message: '확인' } } });
    expect(seenLoading).toEqual([3]);
    expect(useSession.getState().loadingCount).toBe(2);
  });

  it('resets the counter to 0 on a 500 (a server error other than 200/400)', async () => {
    useSession.getState().startLoading();
    useSession.getState().startLoading();
    await expect(answering(500).get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(seenLoading).toEqual([3]);
    expect(useSession.getState().loadingCount).toBe(0);
  });

  it('resets the counter on a 404 too, and on a 3xx outside the valid range', async () => {
    for (const status of [404, 302]) {
      useSession.getState().startLoading();
      await expect(answering(status).get('/api/x')).rejects.toBeInstanceOf(HttpError);
      expect(useSession.getState().loadingCount, String(status)).toBe(0);
    }
  });

  it('decrements on a network error that has no response', async () => {
    useSession.getState().startLoading();
    const c = createHttpClient('/', { fetch: failing });
    await expect(c.get('/api/x')).rejects.toThrow('Network Error');
    expect(useSession.getState().loadingCount).toBe(1);
  });

  it('resets the session timer on every response, success or error', async () => {
    useSession.setState({ sessionExpiresAt: 0 });
    await answering(200).get('/api/x');
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThan(Date.now() + 1_700_000);
    useSession.setState({ sessionExpiresAt: 0 });
    await answering(400).get('/api/x').catch(() => undefined);
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThan(Date.now() + 1_700_000);
    // no answer, no reset
    useSession.setState({ sessionExpiresAt: 0 });
    await createHttpClient('/', { fetch: failing }).get('/api/x').catch(() => undefined);
    expect(useSession.getState().sessionExpiresAt).toBe(0);
  });

  it('answers text that is not JSON as text, and an empty body as an empty string', async () => {
    expect((await answering(200, 'plain').get('/x')).data).toBe('plain');
    expect((await answering(200, '').get('/x')).data).toBe('');
  });
});

describe('queryClientDefaults (spec section 9)', () => {
  it('collects garbage after 5 minutes and retries 3 times, 1 s doubling up to 30 s', () => {
    expect(queryClientDefaults.gcTime).toBe(300_000);
    expect(queryClientDefaults.retry).toBe(3);
    expect(queryClientDefaults.retryDelay(0)).toBe(1000);
    expect(queryClientDefaults.retryDelay(1)).toBe(2000);
    expect(queryClientDefaults.retryDelay(2)).toBe(4000);
    expect(queryClientDefaults.retryDelay(4)).toBe(16_000);
    expect(queryClientDefaults.retryDelay(5)).toBe(30_000);
    expect(queryClientDefaults.retryDelay(10)).toBe(30_000);
  });
});

describe('XSRF-TOKEN → X-XSRF-TOKEN only on same-origin requests (spec section 7)', () => {
  it('isSameOrigin compares the resolved address with the page', () => {
    const page = 'https://www.example.go.kr/center/faq/list';
    expect(isSameOrigin('/api/x', page)).toBe(true);
    expect(isSameOrigin('api/x', page)).toBe(true);
    expect(isSameOrigin('https://www.example.go.kr/api/x', page)).toBe(true);
    expect(isSameOrigin('https://api.example.go.kr/x', page)).toBe(false);
    expect(isSameOrigin('http://www.example.go.kr/api/x', page)).toBe(false);
    expect(isSameOrigin('https://www.example.go.kr:8443/api/x', page)).toBe(false);
    expect(isSameOrigin('//evil.example.com/x', page)).toBe(false);
    expect(isSameOrigin('/api/x', undefined)).toBe(false);
  });

  it('the client sends the XSRF-TOKEN cookie as X-XSRF-TOKEN only to its own origin', async () => {
    const sent: Sent[] = [];
    const c = createHttpClient('/', {
      pageHref: () => 'http://localhost:8080/',
      cookies: () => 'other=1; XSRF-TOKEN=abc%2B123; last=2',
      fetch: answer(200, {}, sent),
    });
    await c.post('/api/session/extend');
    await c.post('http://localhost:8080/api/logout');
    await c.get('https://open.example.org/api');
    await c.get('http://localhost:9999/api');
    expect(sent.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['abc+123', 'abc+123', null, null]);
    expect(sent[0]!.url).toBe('/api/session/extend');
  });
});

describe('isDevelopmentHost (spec section 8: a development marker in the host name)', () => {
  it.each([
    ['dev.localhost', true],
    ['dev.example.go.kr', true],
    ['portal-dev.example.go.kr', true],
    ['dev-portal.internal', true],
    ['api.dev.example.go.kr', true],
    ['DEV.Example.go.kr', true],
    ['development.example.com', true],
    ['dev.example.go.kr.', true],
    ['localhost', false],
    ['127.0.0.1', false],
    ['www.example.go.kr', false],
    ['devices.example.com', false],
    ['devops.kr', false],
    ['mydev.kr', false],
    ['', false],
  ])('%s → %s', (host, expected) => {
    expect(isDevelopmentHost(host)).toBe(expected);
  });
  it('is false without a host name', () => {
    expect(isDevelopmentHost(undefined)).toBe(false);
    expect(isDevelopmentHost(null)).toBe(false);
  });
});

describe('development alert', () => {
  beforeEach(() => {
    for (const a of useSession.getState().devAlerts) useSession.getState().dismissDevAlert(a.id);
    useSession.getState().resetLoading();
  });

  it('queues the server message on a development host for a status other than 200/400, and still rejects', async () => {
    const dev = { hostname: () => 'dev.example.go.kr' };
    await expect(answering(500, { message: '데이터베이스 연결이 끊어졌습니다.' }, dev).get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(useSession.getState().devAlerts).toEqual([{ id: expect.any(Number), status: 500, message: '데이터베이스 연결이 끊어졌습니다.' }]);
    await expect(answering(403, {}, dev).get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(useSession.getState().devAlerts[1]).toMatchObject({ status: 403, message: 'Request failed with status code 403' });
  });

  it('passes 400 through without an alert, also on a development host', async () => {
    const c = answering(400, { message: '이름을 입력해 주십시오.' }, { hostname: () => 'dev.localhost' });
    await expect(c.get('/api/x')).rejects.toMatchObject({ response: { status: 400 } });
    expect(useSession.getState().devAlerts).toEqual([]);
  });

  it('queues nothing on other hosts: the promise just rejects', async () => {
    const c = answering(500, { message: 'x' }, { hostname: () => 'www.example.go.kr' });
    await expect(c.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(useSession.getState().devAlerts).toEqual([]);
  });

  it('queues nothing for a network error (no answer, no server message)', async () => {
    const c = createHttpClient('/', { hostname: () => 'dev.localhost', fetch: failing });
    await expect(c.get('/api/x')).rejects.toThrow('Network Error');
    expect(useSession.getState().devAlerts).toEqual([]);
  });

  it('shows the message, the contact line, and left-aligns messages over 100 characters', () => {
    expect(DEV_ALERT_CONTACT).toBe('관리자에게 문의하세요');
    expect(devAlertContent('짧은 오류')).toEqual({ text: '짧은 오류', footnote: '관리자에게 문의하세요', textAlign: 'center' });
    expect(devAlertContent('가'.repeat(100)).textAlign).toBe('center');
    expect(devAlertContent('가'.repeat(101)).textAlign).toBe('left');
    expect(devAlertContent('  ').text).toBe('서버에서 오류가 발생했습니다.');
  });
});

describe('client-side error conditions keep their messages (spec section 8) and get Korean sentences', () => {
  it("a real timeout says 'timeout of {n}ms exceeded'", async () => {
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    try {
      const c = createHttpClient(`http://127.0.0.1:${port}/`);
      const error = await c.get('/slow', { timeout: 50 }).catch((e: unknown) => e);
      expect((error as HttpError).message).toBe('timeout of 50ms exceeded');
      expect(httpErrorKind(error)).toBe('timeout');
      expect(httpErrorSentence(error)).toBe('서버의 응답이 너무 늦어 요청을 멈추었습니다. 잠시 뒤 다시 시도해 주십시오.');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('an abort is a cancel', async () => {
    const c = answering(200);
    const controller = new AbortController();
    controller.abort();
    const error = await c.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(httpErrorKind(error)).toBe('abort');
    expect((error as Error).message).toBe('canceled');
    expect(httpErrorSentence(error)).toBe('요청이 취소되었습니다.');
    // aborted while on its way: the fetch rejects, the caller's signal says why
    const late = new AbortController();
    const slow = createHttpClient('/', {
      fetch: ((_u: string, init?: RequestInit) =>
        new Promise((_r, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch,
    });
    const pending = slow.get('/api/x', { signal: late.signal }).catch((e: unknown) => e);
    late.abort();
    expect(httpErrorKind(await pending)).toBe('abort');
  });

  it("a status outside 200-299 says 'Request failed with status code {n}'", async () => {
    const local = { hostname: () => 'localhost' };
    const e404 = await answering(404, 'not json', local).get('/api/x').catch((e: unknown) => e);
    expect((e404 as HttpError).message).toBe('Request failed with status code 404');
    expect(httpErrorKind(e404)).toBe('status');
    expect(httpErrorSentence(e404)).toBe('요청한 정보를 찾을 수 없습니다.');
    const e500 = await answering(503, {}, local).get('/api/x').catch((e: unknown) => e);
    expect(httpErrorSentence(e500)).toBe('서버에서 오류가 발생했습니다(상태 코드 503). 잠시 뒤 다시 시도해 주십시오.');
    // the server's own Korean message wins when there is one
    const e400 = await answering(400, { message: '이름을 입력해 주십시오.' }, local).get('/api/x').catch((e: unknown) => e);
    expect(serverMessage(e400)).toBe('이름을 입력해 주십시오.');
    expect(httpErrorSentence(e400)).toBe('이름을 입력해 주십시오.');
  });

  it("a network error keeps 'Network Error' and reads as a connection problem", async () => {
    const e = await createHttpClient('/', { fetch: failing }).get('/x').catch((x: unknown) => x);
    expect((e as Error).message).toBe('Network Error');
    expect(httpErrorKind(e)).toBe('network');
    expect(httpErrorSentence(e)).toBe('서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주십시오.');
    expect(httpErrorKind(new Error('x'))).toBe('unknown');
    expect(httpErrorSentence('x')).toContain('알 수 없는 오류');
  });
});

describe('createQueryClient (spec section 9)', () => {
  it('applies the defaults to every query', () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(q.gcTime).toBe(5 * 60 * 1000);
    expect(q.retry).toBe(3);
    const delay = q.retryDelay as (n: number) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => delay(n))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('exports the prefetch delays (about 1 s and 100 ms)', () => {
    expect(PREFETCH_IDLE_DELAY_MS).toBe(1000);
    expect(PREFETCH_INTENT_DELAY_MS).toBe(100);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(QUERY_RETRIES).toBe(3);
  });

  it('a failing query is tried 1 + 3 times, waiting 1 s, 2 s, 4 s', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const calls: number[] = [];
      const run = client.fetchQuery({
        queryKey: ['fails'],
        queryFn: () => {
          calls.push(Date.now());
          return Promise.reject(new Error('down'));
        },
      });
      const settled = run.catch((e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await settled).toBe('down');
      expect(calls).toHaveLength(4);
      expect(calls.slice(1).map((t, i) => t - calls[i])).toEqual([1000, 2000, 4000]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('body-less calls', () => {
  it('post(url) and post(url, null) go out without a body and without a Content-Type (the server would refuse one)', async () => {
    const sent: Sent[] = [];
    const c = createHttpClient('/', { fetch: answer(200, {}, sent) });
    await c.post('/api/logout', null);
    await c.post('/api/logout');
    await c.post('/api/x', { a: 1 });
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[1]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('Content-Type')).toBeNull();
    expect(sent[2]!.body).toBe('{"a":1}');
    expect(sent[2]!.headers.get('Content-Type')).toBe('application/json');
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
  });
});
