// Once per test run: a migrated, seeded database that every suite's database starts from (a
// PostgreSQL template database, or a PGlite data-folder dump in a temp file). Seeding the statutes
// and building the search index takes seconds; copying the result takes milliseconds.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { kstDate } from '@portal/contracts';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

export default async function setup() {
  // the KST day the template was seeded on (the statute versions in force are that day's)
  process.env.PORTAL_TEST_TEMPLATE_DAY = kstDate(new Date());
  const migrationsDir = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).migrationsDir;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await migrate(database, migrationsDir);
    await seed(database);
    const file = path.join(tmpdir(), `portal-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    process.env.PORTAL_TEST_TEMPLATE = file;
    return () => rmSync(file, { force: true });
  }
  const name = `portal_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await migrate(database, migrationsDir);
  await seed(database);
  await database.close();
  process.env.PORTAL_TEST_TEMPLATE = name;
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  };
}
