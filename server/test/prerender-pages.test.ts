// The main page as the server serves it (issue 3, Lighthouse): '/' carries the build-time prerender
// of the landing page and the first render's stylesheet; every other page the empty shell. The web
// font's preload and @font-face go only to visitors whose cache holds the font (cookie).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontHead, PAINT_FIRST_CSP_SOURCE, PAINT_FIRST_LOADER, withPrerender } from '../src/modules/shell/build-info';
import { createTestApp } from './helpers';

const base = mkdtempSync(path.join(tmpdir(), 'portal-prerender-'));
const hostDist = path.join(base, 'host-dist');
const plainDist = path.join(base, 'plain-dist');
const SHELL =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>법률구조 플랫폼</title></head>' +
  '<body><div id="root"></div><script defer src="/static/js/main.abc123.js"></script></body></html>';
const FRAGMENT =
  '<div data-layout="main"><h1 id="hero-title">법률 문제</h1><a href="/dscsn/rsvt/DscsnRsvtM">상담 예약</a>' +
  '<form action="/search/totalresult" method="get"><input name="query"></form></div>';
const BOOT = {
  css: ['static/css/bootstrap.1111111111.css'],
  js: ['static/js/bootstrap.2222222222.js'],
  fonts: { 400: 'static/media/PretendardGOV-Regular.subset.3333333333.woff2', 700: 'static/media/PretendardGOV-Bold.subset.4444444444.woff2' },
};

let app: Awaited<ReturnType<typeof createTestApp>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let plain: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  for (const dist of [hostDist, plainDist]) {
    mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), SHELL);
  }
  mkdirSync(path.join(hostDist, 'prerender'), { recursive: true });
  writeFileSync(path.join(hostDist, 'prerender', 'main.html'), FRAGMENT);
  writeFileSync(path.join(hostDist, 'prerender', 'boot-assets.json'), JSON.stringify(BOOT));
  const deployDir = path.join(base, 'deploy');
  app = await createTestApp({ hostDist, deployDir });
  ctx = await createTestApp({ hostDist, deployDir, contextPath: '/portal' });
  plain = await createTestApp({ hostDist: plainDist, deployDir });
});
afterAll(async () => {
  await Promise.all([app?.close(), ctx?.close(), plain?.close()]);
  rmSync(base, { recursive: true, force: true });
});

describe('the prerendered main page', () => {
  it("puts the landing page markup in #root and its stylesheet in <head> for '/' and /index.html only", async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<div id="root" data-prerendered="">${FRAGMENT}</div>`);
      expect(res.body).toMatch(/<link rel="stylesheet" href="\/static\/css\/bootstrap\.1111111111\.css">(<meta [^>]*>)*<\/head>/);
      expect(res.body).toContain('<meta name="portal-build-id"');
      // the shell's script starts after the first paint, through the one inline loader the CSP allows
      expect(res.body).toContain('<meta name="portal-boot" content="/static/js/main.abc123.js">');
      expect(res.body).toContain(`<script>${PAINT_FIRST_LOADER}</script>`);
      expect(res.body).not.toContain('<script defer');
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${PAINT_FIRST_CSP_SOURCE}`);
    }
    for (const url of ['/center/faq/list', '/dscsn/cyber', '/no/such/page']) {
      const res = await app.app.inject({ url });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).not.toContain('bootstrap.1111111111.css');
      expect(res.body).toContain('<script defer src="/static/js/main.abc123.js"></script>');
      expect(res.body).not.toContain('portal-boot');
    }
  });

  it('prefixes the markup links, the form action and the stylesheet under a context path', async () => {
    const res = await ctx.app.inject({ url: '/portal/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/portal/dscsn/rsvt/DscsnRsvtM"');
    expect(res.body).toContain('action="/portal/search/totalresult"');
    expect(res.body).toContain('href="/portal/static/css/bootstrap.1111111111.css"');
    expect(res.body).toContain('<meta name="portal-boot" content="/portal/static/js/main.abc123.js">');
  });

  it('serves the plain shell when the build has no prerender', async () => {
    const res = await plain.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('never links a stylesheet whose name could break out of the attribute', () => {
    const html = withPrerender(SHELL, FRAGMENT, JSON.stringify({ css: ['static/css/a.css"><script>alert(1)</script>.css', 'static/css/ok.css'] }))!;
    expect(html).toContain('href="/static/css/ok.css"');
    expect(html).not.toContain('<script>alert');
    expect(withPrerender(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), FRAGMENT, JSON.stringify(BOOT))).toBeNull();
    expect(withPrerender(SHELL, FRAGMENT, 'not json')).toBeNull();
    expect(withPrerender(SHELL.replace(/<script defer[^>]*><\/script>/, ''), FRAGMENT, JSON.stringify(BOOT))).toBeNull();
  });
});

describe('the web font for returning visitors', () => {
  it('is not in a first visit page', async () => {
    for (const url of ['/', '/center/faq/list']) {
      const res = await app.app.inject({ url });
      expect(res.body).not.toContain('woff2');
      expect(res.body).not.toContain('@font-face');
    }
  });

  it('is preloaded with font-display: optional once the cookie says the cache holds it, on every page', async () => {
    for (const url of ['/', '/center/faq/list']) {
      const res = await app.app.inject({ url, headers: { cookie: 'portal_fonts=1' } });
      expect(res.body).toContain(`<link rel="preload" href="/${BOOT.fonts[400]}" as="font" type="font/woff2" crossorigin>`);
      expect(res.body).toContain(`<link rel="preload" href="/${BOOT.fonts[700]}" as="font" type="font/woff2" crossorigin>`);
      expect(res.body).toContain(`font-weight:400;font-display:optional;src:url('/${BOOT.fonts[400]}')`);
      expect(res.body).toContain(`font-weight:700;font-display:optional;src:url('/${BOOT.fonts[700]}')`);
    }
    const other = await app.app.inject({ url: '/', headers: { cookie: 'portal_fonts=0' } });
    expect(other.body).not.toContain('@font-face');
  });

  it('points at the font files under the context path', async () => {
    const res = await ctx.app.inject({ url: '/portal/center/faq/list', headers: { cookie: 'portal_fonts=1' } });
    expect(res.body).toContain(`href="/portal/${BOOT.fonts[400]}"`);
    expect(res.body).toContain(`src:url('/portal/${BOOT.fonts[700]}')`);
    expect(fontHead(BOOT.fonts, '')).not.toContain('/portal');
  });
});
