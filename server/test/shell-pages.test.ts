// Pages as the server serves them (issue 3): the build id and build manifest, the app context path,
// the route validation step of the page fallback, route rules on a full page load, and logs
// without personal data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuildManifest } from '@portal/contracts';
import { buildApp } from '../src/app';
import { parseContextPath } from '../src/config';
import { renderShell } from '../src/modules/shell/build-info';
import { createTestApp, createTestDatabase, testConfig, xsrf } from './helpers';

// A temporary validation rule for this file only (the real rules live in route-validation.ts).
const validation = vi.hoisted(() => ({ reject: null as null | ((path: string, search: URLSearchParams) => boolean) }));
vi.mock('@portal/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@portal/contracts')>();
  return {
    ...actual,
    validateRoute: (p: string, s: URLSearchParams) => (validation.reject?.(p, s) ? false : actual.validateRoute(p, s)),
  };
});

const base = mkdtempSync(path.join(tmpdir(), 'portal-pages-'));
const deployDir = path.join(base, 'deploy');
const hostDist = path.join(base, 'host-dist');
const SHELL =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8" />\n    <meta name="app-context-path" content="" />\n' +
  '<title>법률구조 플랫폼</title><link rel="icon" href="/favicon.svg"><script defer src="/static/js/main.abc123.js"></script>' +
  '<link href="https://cdn.example/x.css" rel="preconnect"></head><body><div id="root"></div>SHELL-MARKER</body></html>';
const registryWith = (version: string, updatedAt: string) => ({
  updatedAt,
  remotes: [{ name: 'consultation', version, manifestUrl: `/remotes/consultation/${version}/mf-manifest.json`, deployedAt: updatedAt }],
});
const V1 = '0.1.0-aaaaaaaaaa';
const V2 = '0.1.0-bbbbbbbbbb';

let root: Awaited<ReturnType<typeof createTestApp>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  mkdirSync(path.join(hostDist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), SHELL);
  writeFileSync(path.join(hostDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(hostDist, 'static', 'js', 'main.abc123.js'), 'console.log("host main");');
  for (const v of [V1, V2]) {
    mkdirSync(path.join(deployDir, 'remotes', 'consultation', v), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes', 'consultation', v, 'remoteEntry.js'), `var consultation = "${v}";`);
  }
  writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(registryWith(V1, '2026-01-01T00:00:00.000Z')));
  root = await createTestApp({ deployDir, hostDist });
  ctx = await createTestApp({ deployDir, hostDist, contextPath: '/portal' });
});
afterAll(async () => {
  await root?.close();
  await ctx?.close();
  rmSync(base, { recursive: true, force: true });
});

const metaContent = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('build id and build manifest (spec sections 4 and 7)', () => {
  it('serves the manifest for any id, no-store, ignoring the t query, with the id the pages carry', async () => {
    const page = await root.app.inject({ url: '/' });
    const id = metaContent(page.body, 'portal-build-id');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    for (const url of [`/_build/${id}/build-manifest.json`, '/_build/some-old-id/build-manifest.json?t=1763600000000']) {
      const res = await root.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = BuildManifest.parse(res.json());
      expect(body).toStrictEqual({ buildId: id, hostBuild: expect.stringMatching(/^[0-9a-f]{12}$/), registryUpdatedAt: '2026-01-01T00:00:00.000Z' });
    }
  });

  it('changes the id when another remote version is deployed (and back on rollback), without a restart', async () => {
    const manifest = async () => (await root.app.inject({ url: '/_build/x/build-manifest.json' })).json();
    const before = await manifest();
    const registryFile = path.join(deployDir, 'registry.json');
    writeFileSync(registryFile, JSON.stringify(registryWith(V2, '2026-02-02T00:00:00.000Z')));
    try {
      const after = await manifest();
      expect(after.buildId).not.toBe(before.buildId);
      expect(after.hostBuild).toBe(before.hostBuild);
      expect(after.registryUpdatedAt).toBe('2026-02-02T00:00:00.000Z');
      // every page served from now on carries the new id
      expect(metaContent((await root.app.inject({ url: '/center/faq/list' })).body, 'portal-build-id')).toBe(after.buildId);
    } finally {
      writeFileSync(registryFile, JSON.stringify(registryWith(V1, '2026-01-01T00:00:00.000Z')));
    }
    expect((await manifest()).buildId).toBe(before.buildId);
  });

  it('changes the id when the host build changes', async () => {
    const file = path.join(hostDist, 'index.html');
    const before = (await root.app.inject({ url: '/_build/x/build-manifest.json' })).json();
    writeFileSync(file, SHELL.replace('main.abc123.js', 'main.def456.js'));
    try {
      const after = (await root.app.inject({ url: '/_build/x/build-manifest.json' })).json();
      expect(after.hostBuild).not.toBe(before.hostBuild);
      expect(after.buildId).not.toBe(before.buildId);
    } finally {
      writeFileSync(file, SHELL);
    }
  });

  it('puts the build id and an empty context path into every index.html response, once each', async () => {
    for (const url of ['/', '/index.html', '/dscsn/cyber', '/no/such/page']) {
      const res = await root.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body.match(/name="portal-build-id"/g), url).toHaveLength(1);
      expect(res.body.match(/name="app-context-path"/g), url).toHaveLength(1);
      expect(metaContent(res.body, 'app-context-path'), url).toBe('');
      expect(res.body, url).toContain('src="/static/js/main.abc123.js"');
    }
    expect((await root.app.inject({ url: '/index.html' })).statusCode).toBe(200);
  });
});

describe('page fallback: route validation (spec section 2)', () => {
  it('answers 404 with the shell when validateRoute refuses the path, 200 otherwise', async () => {
    // (a page without a record check: /center/ntc/detail now also answers 404 for an unknown notice)
    validation.reject = (p, s) => p === '/my/qna/detail' && s.get('qnaNo') !== 'Q20261121-000001';
    try {
      const bad = await root.app.inject({ url: '/my/qna/detail?qnaNo=Q20261121-000002' });
      expect(bad.statusCode).toBe(404);
      expect(bad.headers['content-type']).toMatch(/text\/html/);
      expect(bad.body).toContain('SHELL-MARKER');
      expect((await root.app.inject({ url: '/my/qna/detail?qnaNo=Q20261121-000001' })).statusCode).toBe(200);
      // the same rule under the context path
      expect((await ctx.app.inject({ url: '/portal/my/qna/detail?qnaNo=Q20261121-000002' })).statusCode).toBe(404);
    } finally {
      validation.reject = null;
    }
    expect((await root.app.inject({ url: '/my/qna/detail?qnaNo=Q20261121-000002' })).statusCode).toBe(200);
  });

  it('treats a validation step that throws as a failure (404), never a 500', async () => {
    validation.reject = () => {
      throw new Error('rule bug');
    };
    try {
      expect((await root.app.inject({ url: '/center/gd' })).statusCode).toBe(404);
    } finally {
      validation.reject = null;
    }
  });
});

describe('route rules on a full page load', () => {
  it('redirects an alias to its page (keeping the query) and an outside institution to its site', async () => {
    const alias = await root.app.inject({ url: '/center?from=banner' });
    expect(alias.statusCode).toBe(302);
    expect(alias.headers.location).toBe('/center/faq/list?from=banner');
    const ext = await root.app.inject({ url: '/dscsn/ext/ccrs' });
    expect(ext.statusCode).toBe(302);
    expect(ext.headers.location).toBe('https://www.ccrs.or.kr/');
    expect((await ctx.app.inject({ url: '/portal/my' })).headers.location).toBe('/portal/my/main/MyPageInfo');
  });
});

describe('PORTAL_CONTEXT_PATH=/portal', () => {
  it('accepts only a clean prefix', () => {
    expect(parseContextPath(undefined)).toBe('');
    expect(parseContextPath('')).toBe('');
    expect(parseContextPath('/')).toBe('');
    expect(parseContextPath('/portal/')).toBe('/portal');
    expect(parseContextPath('/a/b-c')).toBe('/a/b-c');
    for (const bad of ['portal', '/por tal', '/a//b', '/..', '/a/./b', '/api', '/static', '/x?y', '//evil']) {
      expect(() => parseContextPath(bad), bad).toThrow(/PORTAL_CONTEXT_PATH/);
    }
  });

  it('serves the page under the prefix with the context path meta and prefixed asset URLs', async () => {
    for (const url of ['/portal', '/portal/', '/portal/dscsn/cyber', '/portal/index.html']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(metaContent(res.body, 'app-context-path'), url).toBe('/portal');
      expect(metaContent(res.body, 'portal-build-id'), url).toMatch(/^[0-9a-f]{16}$/);
      expect(res.body).toContain('src="/portal/static/js/main.abc123.js"');
      expect(res.body).toContain('href="/portal/favicon.svg"');
      expect(res.body).toContain('href="https://cdn.example/x.css"');
    }
    const unknown = await ctx.app.inject({ url: '/portal/x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('SHELL-MARKER');
  });

  it('serves API, registry, remotes, host files and the build manifest under the prefix', async () => {
    expect((await ctx.app.inject({ url: '/portal/api/menu/gnb' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/portal/api/center/ntc/latest?limit=2' })).json()).toHaveLength(2);
    expect((await ctx.app.inject({ url: '/portal/registry.json' })).json().remotes[0].version).toBe(V1);
    expect((await ctx.app.inject({ url: `/portal/remotes/consultation/${V1}/remoteEntry.js` })).body).toContain(V1);
    expect((await ctx.app.inject({ url: '/portal/static/js/main.abc123.js' })).body).toContain('host main');
    const m = await ctx.app.inject({ url: '/portal/_build/x/build-manifest.json?t=1' });
    expect(m.statusCode).toBe(200);
    expect(m.json().buildId).toBe(metaContent((await ctx.app.inject({ url: '/portal/' })).body, 'portal-build-id'));
  });

  it('answers nothing outside the prefix except the probes', async () => {
    for (const url of ['/', '/dscsn/cyber', '/api/menu/gnb', '/registry.json', '/static/js/main.abc123.js', `/remotes/consultation/${V1}/remoteEntry.js`, '/_build/x/build-manifest.json', '/portalx', '/Portal/']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SHELL-MARKER');
      expect(res.json().message, url).toMatch(/[가-힣]/);
    }
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/portal/healthz' })).statusCode).toBe(200);
  });

  it('scopes the XSRF cookie to the prefix and checks CSRF on /portal/api', async () => {
    const res = await ctx.app.inject({ url: '/portal/' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/XSRF-TOKEN=/);
    expect(cookie).toMatch(/Path=\/portal(;|$)/);
    expect((await ctx.app.inject({ method: 'POST', url: '/portal/api/session/extend' })).statusCode).toBe(403);
    const x = xsrf();
    const ok = await ctx.app.inject({ method: 'POST', url: '/portal/api/session/extend', headers: x.header, cookies: { 'XSRF-TOKEN': x.header['x-xsrf-token'] } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toStrictEqual({ authenticated: false, expiresAt: null, remainingSeconds: 0 });
  });

  it('keeps root paths unprefixed in renderShell when there is no context path, and never prefixes twice', () => {
    const once = renderShell(SHELL, { contextPath: '/portal', buildId: 'b1' });
    expect(renderShell(once, { contextPath: '/portal', buildId: 'b2' })).toContain('src="/portal/static/js/main.abc123.js"');
    expect(renderShell(once, { contextPath: '/portal', buildId: 'b2' })).not.toContain('/portal/portal/');
    expect(renderShell(SHELL, { contextPath: '', buildId: 'b1' })).toContain('src="/static/js/main.abc123.js"');
    expect(renderShell(SHELL, { contextPath: '/a"b', buildId: '<x>' })).toContain('content="/a&quot;b"');
  });
});

describe('logs', () => {
  it('never contain a satisfaction comment, a query string or a cookie', async () => {
    const lines: string[] = [];
    const { database, drop } = await createTestDatabase({ seeded: true });
    const config = testConfig({ logLevel: 'info', deployDir, hostDist });
    const { migrate } = await import('../src/db/migrate');
    const { seed } = await import('../src/db/seed');
    await migrate(database, config.migrationsDir);
    await seed(database);
    const app = await buildApp(database, config, { logStream: { write: (l: string) => void lines.push(l) } });
    try {
      const x = xsrf();
      const secret = '제 전화번호는 010-1234-5678 입니다';
      const res = await app.inject({
        method: 'POST',
        url: '/api/satisfaction',
        headers: { ...x.header, 'idempotency-key': 'log-check-1', 'content-type': 'application/json' },
        cookies: { 'XSRF-TOKEN': x.header['x-xsrf-token'] },
        payload: JSON.stringify({ menuId: 'DSCSN_CYBER', score: 2, comment: secret }),
      });
      expect(res.statusCode).toBe(201);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/satisfaction',
        headers: { ...x.header, 'idempotency-key': 'log-check-2', 'content-type': 'application/json' },
        cookies: { 'XSRF-TOKEN': x.header['x-xsrf-token'] },
        payload: JSON.stringify({ menuId: 'DSCSN_CYBER', score: 9, comment: secret }),
      });
      expect(bad.statusCode).toBe(400);
      await app.inject({ url: '/api/menu/routeRule?path=/private/search-term' });
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(all).not.toContain('010-1234-5678');
      expect(all).not.toContain('전화번호');
      expect(all).not.toContain('search-term');
      expect(all).not.toContain(x.header['x-xsrf-token']);
    } finally {
      await app.close();
      await drop();
    }
  });
});
