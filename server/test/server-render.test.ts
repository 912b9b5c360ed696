// Server rendering (issue 15) at the level of its parts: how a rendered page goes into index.html,
// how a remote's server build is loaded, and what the page handler does when rendering is not possible.
// The whole path (host and remote server builds, hydration, rollback) is e2e/tests/server-render.spec.ts.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript, renderShell, withPrerender, type ServerPage } from '../src/modules/shell/build-info';
import { RemoteServerApps } from '../src/ssr/remote-server-app';
import { createTestApp } from './helpers';

const SHELL =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>법률구조 플랫폼</title></head>' +
  '<body><div id="root"></div><script defer src="/static/js/main.abc123.js"></script></body></html>';
const BOOT = JSON.stringify({ css: ['static/css/bootstrap.1111111111.css'], js: [], fonts: {} });

const page = (over: Partial<ServerPage> = {}): ServerPage => ({
  title: '고객센터 > 자주 묻는 질문 | 법률구조 플랫폼',
  boot: { ssr: { area: 'center', route: '/center/faq/list' }, queries: { queries: [] } },
  css: ['/remotes/center/0.1.0-aaaaaaaaaa/static/css/1.2222222222.css'],
  preload: ['/remotes/center/0.1.0-aaaaaaaaaa/remoteEntry.js', '/remotes/center/0.1.0-aaaaaaaaaa/static/js/1.3333333333.js'],
  ...over,
});

describe('a server-rendered page in index.html', () => {
  it('carries its markup, title, stylesheets, early scripts and boot data', () => {
    const html = withPrerender(SHELL, '<main><h1>자주 묻는 질문</h1></main>', BOOT, page())!;
    expect(html).toContain('<div id="root" data-prerendered=""><main><h1>자주 묻는 질문</h1></main></div><script type="application/json" id="portal-boot">');
    expect(html).toContain('<title>고객센터 &gt; 자주 묻는 질문 | 법률구조 플랫폼</title>');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/center/0.1.0-aaaaaaaaaa/static/css/1.2222222222.css">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/center/0.1.0-aaaaaaaaaa/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/center/0.1.0-aaaaaaaaaa/static/js/1.3333333333.js">');
  });

  it('keeps data that looks like markup inert: nothing in the boot data closes its script or opens a comment', () => {
    const hostile = { q: '</script><script>alert(1)</script><!-- \u2028 & >' };
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
    const html = withPrerender(SHELL, '<p>x</p>', BOOT, page({ boot: hostile, title: '</title><script>x</script>' }))!;
    expect(html.match(/<script/g)?.length).toBe(2); // the boot data and the one inline loader
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
  });

  it('links only site paths of stylesheets and scripts', () => {
    const html = withPrerender(SHELL, '<p>x</p>', BOOT, page({ css: ['https://evil.example/x.css', '/a" onload="x.css'], preload: ['//evil.example/x.js', 'javascript:alert(1)'] }))!;
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('onload');
    expect(html).not.toContain('javascript:');
  });

  it('under a context path prefixes the shell’s own URLs once, and leaves the links the router already prefixed', () => {
    const html = withPrerender(SHELL, '<a href="/portal">홈</a><a href="/portal/center/gd">안내</a><a href="/center/qna">문의</a><a href="/portalx">x</a>', BOOT, page())!;
    const out = renderShell(html, { contextPath: '/portal', buildId: 'b' });
    expect(out).toContain('<a href="/portal">홈</a>');
    expect(out).toContain('<a href="/portal/center/gd">안내</a>');
    expect(out).toContain('<a href="/portal/center/qna">문의</a>');
    expect(out).toContain('<a href="/portal/portalx">x</a>');
    expect(out).toContain('href="/portal/remotes/center/0.1.0-aaaaaaaaaa/remoteEntry.js"');
    expect(out).not.toContain('/portal/portal/');
  });
});

describe("a remote's server build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ssr-remote-'));
  const write = (version: string, code: string) => {
    mkdirSync(path.join(dir, version, 'ssr'), { recursive: true });
    writeFileSync(path.join(dir, version, 'ssr', 'app.cjs'), code);
    writeFileSync(path.join(dir, version, 'ssr', 'page-assets.json'), JSON.stringify({ expose: { js: ['static/js/e.1.js', '../../etc/passwd'], css: [] }, pages: { 'a/b.tsx': { js: ['static/js/p.2.js'], css: ['static/css/p.3.css'] } } }));
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gets the shared singletons it requires, once per version folder, and only safe file names from its asset list', async () => {
    const shared = { react: { marker: 'host-react' } };
    write('v1', "const React = require('react'); module.exports.default = Object.assign(function App() { return React.marker; }, { serverRendered: new Set(['/a/b']) });");
    const apps = new RemoteServerApps(shared);
    const one = await apps.load(path.join(dir, 'v1'));
    expect((one.app as unknown as () => string)()).toBe('host-react');
    expect(one.app.serverRendered?.has('/a/b')).toBe(true);
    expect(one.assets.expose.js).toEqual(['static/js/e.1.js']);
    expect(one.assets.pages['a/b.tsx']).toEqual({ js: ['static/js/p.2.js'], css: ['static/css/p.3.css'] });
    expect(await apps.load(path.join(dir, 'v1'))).toBe(one);
  });

  it('may require nothing but the shared modules', async () => {
    write('v2', "require('node:fs'); module.exports.default = function App() {};");
    await expect(new RemoteServerApps({}).load(path.join(dir, 'v2'))).rejects.toThrow(/only shared modules/);
  });
});

describe('the page handler without a host server build', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'portal-ssr-plain-'));
  const hostDist = path.join(base, 'host');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    mkdirSync(path.join(hostDist, 'prerender'), { recursive: true });
    writeFileSync(path.join(hostDist, 'index.html'), SHELL);
    writeFileSync(path.join(hostDist, 'prerender', 'boot-assets.json'), BOOT);
    t = await createTestApp({ hostDist, deployDir: path.join(base, 'deploy') });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves the plain shell, which the browser renders', async () => {
    const res = await t.app.inject({ url: '/center/faq/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('portal-boot"');
  });
});

describe('the prerendered main page is sent from kept bytes, made again when the build changes', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'portal-ssr-main-'));
  const hostDist = path.join(base, 'host');
  const deployDir = path.join(base, 'deploy');
  const FONTS = JSON.stringify({ css: [], js: [], fonts: { 400: 'static/font/r.1111.woff2', 700: 'static/font/b.2222.woff2' } });
  /** Written as the registry CLI writes: a new file renamed over the old one. */
  const writeRegistry = (updatedAt: string) => {
    writeFileSync(path.join(deployDir, 'registry.tmp'), JSON.stringify({ updatedAt, remotes: [] }));
    renameSync(path.join(deployDir, 'registry.tmp'), path.join(deployDir, 'registry.json'));
  };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    mkdirSync(path.join(hostDist, 'prerender'), { recursive: true });
    mkdirSync(deployDir, { recursive: true });
    writeFileSync(path.join(hostDist, 'index.html'), SHELL);
    writeFileSync(path.join(hostDist, 'prerender', 'boot-assets.json'), FONTS);
    writeFileSync(path.join(hostDist, 'prerender', 'main.html'), '<main><h1>MAIN-PAGE</h1>' + '<p>법률 문제</p>'.repeat(200) + '</main>');
    writeRegistry('2026-01-01T00:00:00.000Z');
    t = await createTestApp({ hostDist, deployDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(base, { recursive: true, force: true });
  });

  const get = (encoding: string | null, cookie?: string) =>
    t.app.inject({ url: '/', headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) } });
  const buildIdOf = (html: string) => /<meta name="portal-build-id" content="([^"]+)"/.exec(html)?.[1];

  it('brotli, gzip and plain carry the same page, sent again byte for byte (made once: page-data-version.test.ts)', async () => {
    const plain = await get(null);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('MAIN-PAGE');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await get('br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('a visitor with the web fonts cached gets the font preload; others do not', async () => {
    const withFonts = brotliDecompressSync((await get('br', 'portal_fonts=1')).rawPayload).toString();
    const without = brotliDecompressSync((await get('br')).rawPayload).toString();
    expect(withFonts).toContain('rel="preload" href="/static/font/r.1111.woff2"');
    expect(without).not.toContain('static/font/r.1111.woff2');
  });

  it('a deploy or rollback (the registry replaced) and a new host index.html change the next answer', async () => {
    const before = buildIdOf(brotliDecompressSync((await get('br')).rawPayload).toString());
    writeRegistry('2026-02-02T00:00:00.000Z');
    const afterDeploy = buildIdOf(brotliDecompressSync((await get('br')).rawPayload).toString());
    expect(afterDeploy).toBeDefined();
    expect(afterDeploy).not.toBe(before);
    writeFileSync(path.join(hostDist, 'index.html'), SHELL.replace('main.abc123.js', 'main.def456.js'));
    const html = brotliDecompressSync((await get('br')).rawPayload).toString();
    expect(html).toContain('main.def456.js');
    expect(buildIdOf(html)).not.toBe(afterDeploy);
  });
});
