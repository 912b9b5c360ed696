import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from '@portal/contracts';
import { createTestApp } from './helpers';

const base = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
const deployDir = path.join(base, 'deploy');
const hostDist = path.join(base, 'host-dist');
const VERSION = '0.1.0-abcdef0123';
const SHELL = '<!doctype html><html lang="ko"><head><title>법률구조 플랫폼</title></head><body><div id="root"></div>SHELL-MARKER</body></html>';
const registry = {
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: [{ name: 'consultation', version: VERSION, manifestUrl: `/remotes/consultation/${VERSION}/mf-manifest.json`, deployedAt: '2026-01-01T00:00:00.000Z' }],
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  mkdirSync(path.join(hostDist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), SHELL);
  writeFileSync(path.join(hostDist, 'static', 'js', 'x.abc.js'), 'console.log("host chunk");');
  const remote = path.join(deployDir, 'remotes', 'consultation', VERSION);
  mkdirSync(path.join(remote, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(remote, 'remoteEntry.js'), 'var consultation = "entry";');
  writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify({ name: 'consultation' }));
  writeFileSync(path.join(remote, 'static', 'js', 'a.123.js'), 'console.log("remote chunk");');
  writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(registry));
  writeFileSync(path.join(deployDir, 'secret.txt'), 'TOPSECRET-DEPLOY');
  writeFileSync(path.join(base, 'secret.txt'), 'TOPSECRET-BASE');
  t = await createTestApp({ deployDir, hostDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(base, { recursive: true, force: true });
});

const isImmutable = (cc: unknown) => /max-age=31536000/.test(String(cc)) && /immutable/.test(String(cc));

describe('host shell', () => {
  it('serves / as html with Cache-Control no-cache', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('SHELL-MARKER');
  });

  it('serves the shell for a known route, also with a trailing slash or query', async () => {
    for (const url of ['/dscsn/cyber', '/dscsn/cyber/', '/center/faq/list?page=2', '/my/info']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('SHELL-MARKER');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the shell with an honest 404 for an unknown page path', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('SHELL-MARKER');
  });

  it('answers a missing file with a JSON 404, not the shell', async () => {
    const res = await t.app.inject({ url: '/static/js/missing.deadbeef.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SHELL-MARKER');
  });

  it('serves hashed host chunks as immutable', async () => {
    const res = await t.app.inject({ url: '/static/js/x.abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('host chunk');
    expect(isImmutable(res.headers['cache-control'])).toBe(true);
  });
});

describe('/registry.json', () => {
  it('serves the registry of DEPLOY_DIR, never cached', async () => {
    const res = await t.app.inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.json()).toEqual(registry);
  });

  it('serves a valid empty registry when the file is absent', async () => {
    const file = path.join(deployDir, 'registry.json');
    unlinkSync(file);
    try {
      const res = await t.app.inject({ url: '/registry.json' });
      expect(res.statusCode).toBe(200);
      const body = Registry.parse(res.json());
      expect(body.remotes).toEqual([]);
    } finally {
      writeFileSync(file, JSON.stringify(registry));
    }
  });
});

describe('/remotes/<name>/<version>/', () => {
  it('serves remoteEntry.js and mf-manifest.json no-cache', async () => {
    for (const f of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await t.app.inject({ url: `/remotes/consultation/${VERSION}/${f}` });
      expect(res.statusCode, f).toBe(200);
      expect(res.headers['cache-control'], f).toBe('no-cache');
    }
  });

  it('serves hashed remote chunks as immutable', async () => {
    const res = await t.app.inject({ url: `/remotes/consultation/${VERSION}/static/js/a.123.js` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('remote chunk');
    expect(isImmutable(res.headers['cache-control'])).toBe(true);
  });

  it('answers a missing remote file with 404 and not the shell', async () => {
    const res = await t.app.inject({ url: `/remotes/consultation/9.9.9-0000000000/remoteEntry.js` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SHELL-MARKER');
  });

  it('does not leak files outside the served folders through path traversal', async () => {
    const attempts = [
      '/remotes/../secret.txt',
      '/remotes/../../secret.txt',
      '/remotes/%2e%2e/secret.txt',
      '/remotes/..%2fsecret.txt',
      '/remotes/..%2f..%2fsecret.txt',
      '/remotes/consultation/..%2f..%2f..%2fsecret.txt',
      '/remotes/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/remotes/....//secret.txt',
      '/static/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/remotes/..%5csecret.txt',
      '/remotes/../registry.json',
    ];
    const publicRegistry = (await t.app.inject({ url: '/registry.json' })).body;
    for (const url of attempts) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('TOPSECRET');
      expect(res.statusCode, url).not.toBe(500);
      // the registry is public, but must not be reachable as a file through /remotes/
      if (res.statusCode === 200) expect(res.body, url).toBe(publicRegistry);
    }
  });
});
