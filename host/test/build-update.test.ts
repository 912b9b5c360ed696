import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_INTERVAL_MS,
  buildManifestUrl,
  checkForBuildUpdate,
  CHUNK_RELOAD_COOKIE,
  CHUNK_RELOAD_GUARD_MS,
  chunkReloadGuardCookie,
  clearBuildUpdate,
  fullLoadTarget,
  fullLoadUrl,
  hasChunkReloadGuard,
  isNewBuild,
  manifestBuildId,
  pendingBuildUpdate,
  readRunningBuildId,
  reloadAfterChunkFailure,
} from '../src/shell/build-update';

type G = typeof globalThis & { __APP_CONTEXT_PATH__?: string };
const meta = (content: string | null) =>
  ({
    querySelector: (sel: string) => (sel === 'meta[name="portal-build-id"]' && content !== null ? { getAttribute: () => content } : null),
  }) as unknown as Document;

afterEach(() => {
  delete (globalThis as G).__APP_CONTEXT_PATH__;
  clearBuildUpdate();
});

describe('build id and manifest address', () => {
  it('reads <meta name="portal-build-id">', () => {
    expect(readRunningBuildId(meta('b-123'))).toBe('b-123');
    expect(readRunningBuildId(meta('  '))).toBeNull();
    expect(readRunningBuildId(meta(null))).toBeNull();
    expect(readRunningBuildId(undefined)).toBeNull();
  });

  it('polls {ctx}/_build/{id}/build-manifest.json?t={ms} every 60 s', () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(60_000);
    expect(buildManifestUrl('b-1', 1700000000000, '')).toBe('/_build/b-1/build-manifest.json?t=1700000000000');
    expect(buildManifestUrl('b/1', 5, '/portal')).toBe('/portal/_build/b%2F1/build-manifest.json?t=5');
  });

  it('a different live id is an update; the same, or nothing, is not', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild(null, 'b')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
    expect(manifestBuildId({ buildId: 'x', hostBuild: 'h', registryUpdatedAt: '' })).toBe('x');
    expect(manifestBuildId({})).toBeNull();
    expect(manifestBuildId(null)).toBeNull();
  });

  it('checkForBuildUpdate asks with a fresh timestamp and no cache, and marks the update', async () => {
    const seen: [string, RequestInit | undefined][] = [];
    const answer = (body: unknown, ok = true) =>
      vi.fn(async (url: string, init?: RequestInit) => {
        seen.push([url, init]);
        return { ok, json: async () => body } as Response;
      }) as unknown as typeof fetch;
    expect(await checkForBuildUpdate('old', answer({ buildId: 'old' }), 1000)).toBe(false);
    expect(pendingBuildUpdate()).toBeNull();
    expect(await checkForBuildUpdate('old', answer({ buildId: 'x' }, false), 2000)).toBe(false);
    expect(await checkForBuildUpdate('old', (async () => Promise.reject(new TypeError('offline'))) as typeof fetch)).toBe(false);
    expect(pendingBuildUpdate()).toBeNull();
    expect(await checkForBuildUpdate('old', answer({ buildId: 'new' }), 3000)).toBe(true);
    expect(pendingBuildUpdate()).toBe('new');
    expect(seen.map(([u]) => u)).toEqual([
      '/_build/old/build-manifest.json?t=1000',
      '/_build/old/build-manifest.json?t=2000',
      '/_build/old/build-manifest.json?t=3000',
    ]);
    expect(seen[0][1]).toMatchObject({ cache: 'no-store' });
  });
});

describe('the next navigation after an update is a full load', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const a = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
    href,
    target: attrs.target ?? '',
    hasAttribute: (n: string) => n === 'download' && !!attrs.download,
  });
  const here = { origin: 'http://localhost:8080', pathname: '/center/faq/list' };

  it('takes plain clicks on same-origin links to another path', () => {
    expect(fullLoadTarget(click, a('http://localhost:8080/dscsn/tel?x=1#top'), here)).toBe('/dscsn/tel?x=1#top');
  });

  it('leaves alone: same path, other origin, new tab, modified clicks, downloads, handled clicks', () => {
    expect(fullLoadTarget(click, a('http://localhost:8080/center/faq/list#q2'), here)).toBeNull();
    expect(fullLoadTarget(click, a('https://www.law.go.kr/'), here)).toBeNull();
    expect(fullLoadTarget(click, a('http://localhost:8080/x', { target: '_blank' }), here)).toBeNull();
    expect(fullLoadTarget(click, a('http://localhost:8080/x', { download: true }), here)).toBeNull();
    expect(fullLoadTarget({ ...click, ctrlKey: true }, a('http://localhost:8080/x'), here)).toBeNull();
    expect(fullLoadTarget({ ...click, button: 1 }, a('http://localhost:8080/x'), here)).toBeNull();
    expect(fullLoadTarget({ ...click, defaultPrevented: true }, a('http://localhost:8080/x'), here)).toBeNull();
    expect(fullLoadTarget(click, null, here)).toBeNull();
  });
});

describe('reloadAfterChunkFailure (spec sections 4 and 9)', () => {
  function env(cookie = '') {
    const jar = { cookie, written: [] as string[] };
    const doc = {
      get cookie() {
        return jar.cookie;
      },
      set cookie(v: string) {
        jar.written.push(v);
        jar.cookie = (jar.cookie ? jar.cookie + '; ' : '') + v.split(';')[0];
      },
    };
    const location = { assign: vi.fn() };
    return { jar, doc, location };
  }

  it('without the guard cookie: sets it for 10 000 ms, loads the target route in full, returns true', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    const e = env('XSRF-TOKEN=abc');
    expect(reloadAfterChunkFailure('/center/faq/list?page=2', e)).toBe(true);
    expect(e.jar.written).toEqual([`${CHUNK_RELOAD_COOKIE}=1; Max-Age=10; Path=/; SameSite=Lax`]);
    expect(e.location.assign).toHaveBeenCalledWith('/center/faq/list?page=2');
  });

  it('with the guard cookie: does nothing and returns false (the caller shows its error and retry)', () => {
    const e = env(`XSRF-TOKEN=abc; ${CHUNK_RELOAD_COOKIE}=1`);
    expect(reloadAfterChunkFailure('/center/faq/list', e)).toBe(false);
    expect(e.jar.written).toEqual([]);
    expect(e.location.assign).not.toHaveBeenCalled();
  });

  it('a second failure right after the reload does not loop', () => {
    const e = env();
    expect(reloadAfterChunkFailure('/dscsn/tel', e)).toBe(true);
    expect(reloadAfterChunkFailure('/dscsn/tel', e)).toBe(false);
    expect(e.location.assign).toHaveBeenCalledTimes(1);
  });

  it('is context-path aware', () => {
    (globalThis as G).__APP_CONTEXT_PATH__ = '/portal';
    const e = env();
    expect(reloadAfterChunkFailure('/dscsn/tel', e)).toBe(true);
    expect(e.location.assign).toHaveBeenCalledWith('/portal/dscsn/tel');
    expect(e.jar.written[0]).toContain('Path=/portal;');
    expect(fullLoadUrl('/portal/dscsn/tel', '/portal')).toBe('/portal/dscsn/tel');
    expect(fullLoadUrl('dscsn/tel', '/portal')).toBe('/portal/dscsn/tel');
    expect(fullLoadUrl('/portalx', '/portal')).toBe('/portal/portalx');
    expect(chunkReloadGuardCookie('')).toContain('Path=/;');
  });

  it('finds the guard among other cookies only by its exact name', () => {
    expect(hasChunkReloadGuard(`a=1; ${CHUNK_RELOAD_COOKIE}=1; b=2`)).toBe(true);
    expect(hasChunkReloadGuard(`${CHUNK_RELOAD_COOKIE}-other=1`)).toBe(false);
    expect(hasChunkReloadGuard('')).toBe(false);
  });
});
