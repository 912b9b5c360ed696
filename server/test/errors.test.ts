import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createTestDatabase, testConfig } from './helpers';

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  const config = testConfig();
  await migrate(t.database, config.migrationsDir);
  app = await buildApp(t.database, config);
  app.get('/api/boom', async () => {
    throw new Error('secret internals: password=hunter2 at /srv/app/db.ts:42');
  });
  app.get('/api/boom-object', async () => {
    throw Object.assign(new Error('secret internals'), { statusCode: 502 });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('unexpected errors hide internals', () => {
  it('answers a thrown Error with a Korean 500 that names the request id and nothing else', async () => {
    const res = await app.inject({ url: '/api/boom', headers: { 'x-request-id': 'req-boom-0001' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.message).toContain('req-boom-0001');
    expect(res.body).not.toMatch(/secret|hunter2|db\.ts|stack/i);
  });

  it('does the same for an error carrying a 5xx status of its own', async () => {
    const res = await app.inject({ url: '/api/boom-object' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().message).toContain(res.headers['x-request-id'] as string);
  });
});

describe('security headers on every response', () => {
  const cspDirectives = (csp: string) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const [name, ...values] = d.split(/\s+/);
          return [name, values];
        }),
    ) as Record<string, string[]>;

  it('sends a CSP without inline script, nosniff and a frame policy on API, 404 and error answers', async () => {
    for (const url of ['/api/menu/gnb', '/api/xyz', '/api/boom', '/healthz']) {
      const res = await app.inject({ url });
      const csp = res.headers['content-security-policy'];
      expect(typeof csp, url).toBe('string');
      const d = cspDirectives(csp as string);
      expect(d['script-src'], url).toContain("'self'");
      expect(d['script-src'], url).not.toContain("'unsafe-inline'");
      expect(d['script-src'], url).not.toContain("'unsafe-eval'");
      expect(d['object-src'], url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('reuses a valid X-Request-Id and replaces an invalid one', async () => {
    const good = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-DEF_123.456' } });
    expect(good.headers['x-request-id']).toBe('abc-DEF_123.456');
    for (const badId of ['short', 'has space in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': badId } });
      expect(res.headers['x-request-id']).not.toBe(badId);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const none = await app.inject({ url: '/healthz' });
    const other = await app.inject({ url: '/healthz' });
    expect(none.headers['x-request-id']).toBeTruthy();
    expect(none.headers['x-request-id']).not.toBe(other.headers['x-request-id']);
  });
});
