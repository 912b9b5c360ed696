import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@portal/session';
import { createHttpClient, getContextPath, withContextPath } from '../src/index';
import { queryClientDefaults } from '../src/query-client';

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

/** An adapter in place of the network: answers with `status`, settling like axios' own adapters do. */
function answer(status: number, data: unknown = {}): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) =>
    new Promise((resolve, reject) => {
      // the request interceptor has already run by the time the adapter is called
      seenLoading.push(useSession.getState().loadingCount);
      const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
      if (config.validateStatus!(status)) resolve(response);
      else
        reject(
          new AxiosError(`Request failed with status code ${status}`, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, null, response),
        );
    });
}
let seenLoading: number[] = [];

describe('createHttpClient', () => {
  beforeEach(() => {
    seenLoading = [];
    useSession.getState().resetLoading();
  });

  it('is configured as spec section 7 says', () => {
    const c = createHttpClient('/');
    expect(c.defaults.baseURL).toBe('/');
    expect(c.defaults.withCredentials).toBe(true);
    expect(c.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(c.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(c.defaults.timeout).toBe(0);
    const v = c.defaults.validateStatus!;
    expect(v(200)).toBe(true);
    expect(v(204)).toBe(true);
    expect(v(299)).toBe(true);
    expect(v(300)).toBe(false);
    expect(v(199)).toBe(false);
    expect(v(400)).toBe(false);
    expect(v(500)).toBe(false);
  });

  it('uses the context path for its default base URL', () => {
    (globalThis as G).__APP_CONTEXT_PATH__ = '/portal';
    try {
      expect(createHttpClient().defaults.baseURL).toBe('/portal/');
    } finally {
      delete (globalThis as G).__APP_CONTEXT_PATH__;
    }
  });

  it('counts a request while it runs and uncounts it when it answers 200', async () => {
    const c = createHttpClient('/');
    const res = await c.get('/api/x', { adapter: answer(200, { ok: 1 }) });
    expect(res.data).toEqual({ ok: 1 });
    expect(seenLoading).toEqual([1]);
    expect(useSession.getState().loadingCount).toBe(0);
  });

  it('does not count a request sent with showLoading: false', async () => {
    const c = createHttpClient('/');
    useSession.getState().startLoading();
    await c.get('/api/x', { adapter: answer(200), showLoading: false });
    expect(seenLoading).toEqual([1]);
    expect(useSession.getState().loadingCount).toBe(1);
  });

  it('decrements (does not reset) on a 400', async () => {
    const c = createHttpClient('/');
    useSession.getState().startLoading();
    useSession.getState().startLoading(); // two other requests in flight
    await expect(c.get('/api/x', { adapter: answer(400, { message: '확인' }) })).rejects.toMatchObject({ response: { status: 400 } });
    expect(seenLoading).toEqual([3]);
    expect(useSession.getState().loadingCount).toBe(2);
  });

  it('resets the counter to 0 on a 500 (a server error other than 200/400)', async () => {
    const c = createHttpClient('/');
    useSession.getState().startLoading();
    useSession.getState().startLoading();
    await expect(c.get('/api/x', { adapter: answer(500) })).rejects.toBeInstanceOf(AxiosError);
    expect(seenLoading).toEqual([3]);
    expect(useSession.getState().loadingCount).toBe(0);
  });

  it('resets the counter on a 404 too, and on a 3xx outside the valid range', async () => {
    const c = createHttpClient('/');
    for (const status of [404, 302]) {
      useSession.getState().startLoading();
      await expect(c.get('/api/x', { adapter: answer(status) })).rejects.toBeInstanceOf(AxiosError);
      expect(useSession.getState().loadingCount, String(status)).toBe(0);
    }
  });

  it('decrements on a network error that has no response', async () => {
    const c = createHttpClient('/');
    useSession.getState().startLoading();
    const fail: AxiosAdapter = (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    await expect(c.get('/api/x', { adapter: fail })).rejects.toThrow('Network Error');
    expect(useSession.getState().loadingCount).toBe(1);
  });

  it('resets the session timer on every response, success or error', async () => {
    const c = createHttpClient('/');
    useSession.setState({ sessionExpiresAt: 0 });
    await c.get('/api/x', { adapter: answer(200) });
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThan(Date.now() + 1_700_000);
    useSession.setState({ sessionExpiresAt: 0 });
    await c.get('/api/x', { adapter: answer(400) }).catch(() => undefined);
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThan(Date.now() + 1_700_000);
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
