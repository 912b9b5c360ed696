import { describe, expect, it } from 'vitest';
import type { AccessPageResult, RouteRuleResult } from '@portal/contracts/client';
import { aiGuard, changeEffects, decideRouteOutcome, hashTarget, isAiPath, isExternalUrl, isSitePath } from '../src/shell/navigation/rules';
import { describeError, isChunkLoadError } from '../src/shell/navigation/errors';

const none = (path: string): RouteRuleResult => ({ path, action: 'NONE', location: null, message: null });
const allowed = (menuUrl: string): AccessPageResult => ({ menuUrl, known: true, access: 'PUBLIC', allowed: true, redirectTo: null });
const denied = (menuUrl: string, redirectTo = `/login?returnUrl=${encodeURIComponent(menuUrl)}`): AccessPageResult => ({
  menuUrl,
  known: true,
  access: 'MEMBER',
  allowed: false,
  redirectTo,
});

describe('/ai guard (spec sections 2 and 6)', () => {
  it.each([
    ['/ai', true],
    ['/ai/', true],
    ['/ai/result/act', true],
    ['/AI/actmain', true],
    ['/aix', false],
    ['/login/ai', false],
    ['/', false],
  ])('isAiPath(%s) = %s', (p, expected) => expect(isAiPath(p)).toBe(expected));

  it('waits while the login status is unknown, so neither the page flashes nor a member is sent away', () => {
    expect(aiGuard('/ai', false, false)).toBe('wait');
    expect(aiGuard('/ai/result', false, true)).toBe('wait');
  });
  it('redirects an anonymous visitor once the status is known, renders for a member', () => {
    expect(aiGuard('/ai', true, false)).toBe('redirect');
    expect(aiGuard('/ai/result/ed', true, true)).toBe('render');
  });
  it('never holds other paths', () => {
    expect(aiGuard('/center/faq/list', false, false)).toBe('render');
    expect(aiGuard('/login/ai', true, false)).toBe('render');
  });
});

describe('route outcome of the route-rule and access-page checks', () => {
  it('stays when both checks pass or fail', () => {
    expect(decideRouteOutcome('/center/gd', none('/center/gd'), allowed('/center/gd'))).toEqual({ kind: 'stay' });
    expect(decideRouteOutcome('/center/gd', null, null)).toEqual({ kind: 'stay' });
  });
  it('REDIRECT → in-app replace navigation to the site path', () => {
    const rule: RouteRuleResult = { path: '/dscsn', action: 'REDIRECT', location: '/dscsn/rsvt/DscsnRsvtM', message: null };
    expect(decideRouteOutcome('/dscsn', rule, allowed('/dscsn'))).toEqual({ kind: 'redirect', to: '/dscsn/rsvt/DscsnRsvtM', reason: 'rule' });
  });
  it('EXTERNAL → full page load to an https address, with the message (or a default one)', () => {
    const rule: RouteRuleResult = { path: '/dscsn/ext/ccrs', action: 'EXTERNAL', location: 'https://www.ccrs.or.kr/', message: '신용회복위원회 누리집으로 이동합니다.' };
    expect(decideRouteOutcome('/dscsn/ext/ccrs', rule, null)).toEqual({
      kind: 'external',
      location: 'https://www.ccrs.or.kr/',
      message: '신용회복위원회 누리집으로 이동합니다.',
    });
    expect(decideRouteOutcome('/x', { ...rule, message: null }, null)).toMatchObject({ kind: 'external', message: '외부 누리집으로 이동합니다.' });
  });
  it('refuses unsafe targets: no javascript:, http: or protocol-relative addresses', () => {
    const ext = (location: string): RouteRuleResult => ({ path: '/x', action: 'EXTERNAL', location, message: null });
    const red = (location: string): RouteRuleResult => ({ path: '/x', action: 'REDIRECT', location, message: null });
    for (const bad of ['javascript:alert(1)', 'http://example.com/', '//evil.example/', 'ftp://x']) {
      expect(decideRouteOutcome('/x', ext(bad), null), bad).toEqual({ kind: 'stay' });
      expect(decideRouteOutcome('/x', red(bad), null), bad).toEqual({ kind: 'stay' });
    }
    expect(decideRouteOutcome('/x', red('/\\evil.example'), null)).toEqual({ kind: 'stay' });
  });
  it('access not allowed → replace to redirectTo; the rule decides first', () => {
    expect(decideRouteOutcome('/my/info', none('/my/info'), denied('/my/info'))).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2Fmy%2Finfo',
      reason: 'access',
    });
    const rule: RouteRuleResult = { path: '/my', action: 'REDIRECT', location: '/my/main/MyPageInfo', message: null };
    expect(decideRouteOutcome('/my', rule, denied('/my'))).toMatchObject({ kind: 'redirect', reason: 'rule' });
  });
  it('never redirects a page to itself', () => {
    expect(decideRouteOutcome('/login', none('/login'), denied('/login', '/login?returnUrl=%2Flogin'))).toEqual({ kind: 'stay' });
  });
  it('site paths and external urls', () => {
    expect(isSitePath('/a/b?c=1')).toBe(true);
    expect(isSitePath('//a')).toBe(false);
    expect(isSitePath('a')).toBe(false);
    expect(isSitePath(null)).toBe(false);
    expect(isExternalUrl('https://www.kcab.or.kr/')).toBe(true);
    expect(isExternalUrl('not a url')).toBe(false);
  });
});

describe('scroll and focus after a location change (spec section 2)', () => {
  const loc = (pathname: string, search = '', hash = '', key = 'k') => ({ pathname, search, hash, key });
  it('first load: no focus move; scroll only to a given anchor', () => {
    expect(changeEffects(null, loc('/center/gd'))).toEqual({ scroll: 'none', focus: false });
    expect(changeEffects(null, loc('/center/gd', '', '#faq'))).toEqual({ scroll: 'hash', focus: false });
  });
  it('path change: top (or the anchor) and focus', () => {
    expect(changeEffects(loc('/'), loc('/center/gd', '', '', 'k2'))).toEqual({ scroll: 'top', focus: true });
    expect(changeEffects(loc('/'), loc('/center/gd', '', '#x', 'k2'))).toEqual({ scroll: 'hash', focus: true });
  });
  it('query-only change: top, no focus move', () => {
    expect(changeEffects(loc('/search/totalresult', '?query=a'), loc('/search/totalresult', '?query=b', '', 'k2'))).toEqual({
      scroll: 'top',
      focus: false,
    });
  });
  it('hash-only change: the anchor, no focus move', () => {
    expect(changeEffects(loc('/center/gd'), loc('/center/gd', '', '#main-content', 'k2'))).toEqual({ scroll: 'hash', focus: false });
    expect(changeEffects(loc('/center/gd', '', '#a'), loc('/center/gd', '', '', 'k2'))).toEqual({ scroll: 'none', focus: false });
  });
  it('the same address again: top, no focus move; a re-render: nothing', () => {
    expect(changeEffects(loc('/center/gd'), loc('/center/gd', '', '', 'k2'))).toEqual({ scroll: 'top', focus: false });
    expect(changeEffects(loc('/center/gd'), loc('/center/gd'))).toEqual({ scroll: 'none', focus: false });
  });
  it('hash targets are decoded', () => {
    expect(hashTarget('#common-content')).toBe('common-content');
    expect(hashTarget('#%EC%95%88%EB%82%B4')).toBe('안내');
    expect(hashTarget('#%E0%A4')).toBe('%E0%A4');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
  });
});

describe('error page content (spec sections 2 and 8)', () => {
  it('route error responses keep their status and status text', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', data: 'Page Not Found: /x' }, true)).toMatchObject({
      status: 404,
      statusMessage: undefined,
      message: 'Page Not Found: /x',
    });
    expect(describeError({ status: 503, statusText: 'Service Unavailable', data: null }, true)).toMatchObject({
      status: 503,
      statusMessage: 'Service Unavailable',
    });
  });
  it('other errors are 500 unless they carry a status (and status message)', () => {
    expect(describeError(new TypeError('x is undefined'), false)).toMatchObject({ status: 500, statusMessage: undefined });
    expect(describeError(Object.assign(new Error('bad'), { status: 502, statusMessage: 'Bad Gateway' }), false)).toMatchObject({
      status: 502,
      statusMessage: 'Bad Gateway',
    });
    expect(describeError('boom', false)).toMatchObject({ status: 500 });
    expect(describeError({ status: 200 }, false).status).toBe(500);
  });
  it('only fetch failures of remotes and chunks count as chunk failures (reload once)', () => {
    expect(isChunkLoadError(Object.assign(new Error('remote x did not load'), { name: 'RemoteLoadError' }))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk src_pages_x failed.\n(error: http://x/1.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
