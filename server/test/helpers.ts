import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

/**
 * A fresh database per suite: in-memory PGlite by default; with TEST_DATABASE_URL (npm test sets
 * it for the second run) a new database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEPLOY_DIR: `/tmp/portal-test-deploy-${process.pid}`, HOST_DIST: '/nonexistent' }),
    ...overrides,
  };
}

/** A migrated, seeded database and the app over it. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<{
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(overrides);
  await migrate(database, config.migrationsDir);
  await seed(database);
  const app = await buildApp(database, config);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Cookie + header pair that passes the CSRF check. */
export function xsrf(token = randomBytes(32).toString('base64url')) {
  return { cookie: `XSRF-TOKEN=${token}`, header: { 'x-xsrf-token': token } };
}
