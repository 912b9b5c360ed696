import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@portal/contracts';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createTestApp, createTestDatabase, testConfig } from './helpers';

const expectedDb = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz answers 200 {status:"ok"}', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it(`/readyz answers 200 with db "${expectedDb}"`, async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', db: expectedDb });
  });

  it('/readyz answers 503 once the database is closed', async () => {
    const { database, url } = await createTestDatabase();
    const config = testConfig();
    await migrate(database, config.migrationsDir);
    const app = await buildApp(database, config);
    await app.ready();
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', db: expectedDb });
      // the process itself is still alive
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      if (url && process.env.TEST_DATABASE_URL) {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
        await c.end();
      }
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every call of the contract table with its method', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toMatch(/[가-힣]/);
    const calls = Object.entries(apiCalls);
    expect(calls.length).toBeGreaterThanOrEqual(10);
    const openApiPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const [id, call] of calls) {
      const op = doc.paths?.[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(op, `${call.method} ${call.path}`).toBeDefined();
      expect(op.operationId).toBe(id);
      // every call answers 200, or 201 when it only creates (POST /api/files)
      expect(Object.keys(op.responses).filter((k) => k === '200' || k === '201').length, id).toBeGreaterThan(0);
    }
    // nothing undocumented sneaks in
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.sort()).toEqual(calls.map(([, c]) => `${c.method.toLowerCase()} ${openApiPath(c.path)}`).sort());
  });

  it('lists the shell calls: route rule, satisfaction (with its Idempotency-Key header), session extend, notices, build manifest', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/menu/routeRule'].get.parameters).toContainEqual(expect.objectContaining({ name: 'path', in: 'query', required: true }));
    const post = doc.paths['/api/satisfaction'].post;
    expect(post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '403', '429']));
    expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('score');
    expect(doc.paths['/api/satisfaction/stats'].get.parameters).toContainEqual(expect.objectContaining({ name: 'menuId', in: 'query' }));
    expect(doc.paths['/api/session/extend'].post.responses).toHaveProperty('403');
    expect(doc.paths['/api/center/ntc/latest'].get.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query' }));
    expect(doc.paths['/_build/{buildId}/build-manifest.json'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'buildId', in: 'path', required: true }),
    );
  });

  it('documents the codeList query parameter', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const params = doc.paths['/api/code/codeList'].get.parameters as { name: string; in: string }[];
    expect(params).toContainEqual(expect.objectContaining({ name: 'codeGroupId', in: 'query' }));
  });
});
