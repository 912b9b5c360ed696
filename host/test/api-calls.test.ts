import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@portal/http';
import * as calls from '@portal/contracts/calls';
import * as api from '../src/api';

afterEach(() => vi.restoreAllMocks());

/** What each host call sends through the client (`call` → `http.request(method, url, body, config)`). */
async function sentBy(run: () => Promise<unknown>) {
  const request = vi.spyOn(http, 'request').mockResolvedValue({ data: {}, status: 200, headers: new Headers() });
  await run();
  expect(request).toHaveBeenCalledTimes(1);
  const [method, url, body, config] = request.mock.calls[0];
  request.mockRestore();
  return { method, url, body, config };
}

describe('host/src/api: one file per contract call, behaviour of the former http.* calls', () => {
  it('every file is named after its contract key and exports that call', () => {
    for (const key of Object.keys(api)) expect(calls).toHaveProperty(key);
  });

  it('start-up loads are quiet GETs', async () => {
    for (const [run, path] of [
      [api.loginStatus, '/api/login/status'],
      [api.gnb, '/api/menu/gnb'],
      [api.siteMap, '/api/menu/siteMap'],
    ] as const) {
      const s = await sentBy(run);
      expect(s).toMatchObject({ method: 'GET', url: path, body: undefined, config: { showLoading: false } });
    }
  });

  it('route checks are quiet, abortable GETs with their query', async () => {
    const signal = new AbortController().signal;
    expect(await sentBy(() => api.breadcrumbList('/center/faq/list', signal))).toMatchObject({
      method: 'GET',
      url: '/api/menu/breadcrumbList',
      config: { params: { menuUrl: '/center/faq/list' }, showLoading: false, signal },
    });
    expect(await sentBy(() => api.accessPage('/my/info?x=1', signal))).toMatchObject({
      url: '/api/accessPage',
      config: { params: { menuUrl: '/my/info?x=1' }, showLoading: false, signal },
    });
    expect(await sentBy(() => api.routeRule('/dscsn/ext/ccrs', signal))).toMatchObject({
      url: '/api/menu/routeRule',
      config: { params: { path: '/dscsn/ext/ccrs' }, showLoading: false, signal },
    });
  });

  it('the main page asks for the 5 latest notices, quietly and abortably', async () => {
    const signal = new AbortController().signal;
    expect(await sentBy(() => api.noticeLatest(5, signal))).toMatchObject({
      method: 'GET',
      url: '/api/center/ntc/latest',
      config: { params: { limit: 5 }, showLoading: false, signal },
    });
  });

  it('logout is a quiet POST without a body; the extend POST counts in the loading overlay', async () => {
    expect(await sentBy(api.logout)).toMatchObject({ method: 'POST', url: '/api/logout', body: undefined, config: { showLoading: false } });
    const extend = await sentBy(api.sessionExtend);
    expect(extend).toMatchObject({ method: 'POST', url: '/api/session/extend', body: undefined });
    expect(extend.config?.showLoading).toBeUndefined();
  });

  it('a satisfaction answer carries the form’s Idempotency-Key and is quiet', async () => {
    const answer = { menuId: 'M1', score: 4, comment: '좋아요' };
    const s = await sentBy(() => api.satisfactionSubmit(answer, 'key-1'));
    expect(s).toMatchObject({ method: 'POST', url: '/api/satisfaction', body: answer, config: { showLoading: false } });
    expect(new Headers(s.config?.headers).get('Idempotency-Key')).toBe('key-1');
  });

  it('the main page counts a sent search for 인기 검색어 with a quiet POST that outlives the navigation, and never throws', async () => {
    expect(await sentBy(async () => api.searchCount('임금체불'))).toMatchObject({
      method: 'POST',
      url: '/api/search/count',
      body: { q: '임금체불' },
      config: { showLoading: false, keepalive: true },
    });
    vi.spyOn(http, 'request').mockRejectedValue(new Error('network'));
    expect(() => api.searchCount('임금체불')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
