// DATABASE_READ_URL (issue 18): search reads go to the read replica with the same SQL, writes to the
// primary (인기 검색어 counts included). Two databases stand in for primary and replica; an item only the "replica" holds proves
// where the search read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { upsertDocs } from '../src/kernel/search/indexer';
import { createTestDatabase, testConfig, xsrf } from './helpers';

let primary: Awaited<ReturnType<typeof createTestDatabase>>;
let replica: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  primary = await createTestDatabase({ seeded: true });
  replica = await createTestDatabase({ seeded: true });
  for (const d of [primary, replica]) {
    await migrate(d.database, testConfig().migrationsDir);
    await seed(d.database);
  }
  await upsertDocs(replica.database.db, [
    { kind: 'notice', ref: '복제본에만 있는 안내', title: '복제본에만 있는 안내', meta: '', body: '읽기 복제본 확인용 글입니다.', url: '/center/ntc/list', category: '안내', docDate: '2026-11-25', boost: 1, sourceKey: 'notice:REPLICA-ONLY' },
  ]);
  app = await buildApp(primary.database, testConfig({ databaseReadUrl: replica.url }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await primary?.drop();
  await replica?.drop();
});

it('reads search results from the replica and counts a visitor\'s search on the primary', async () => {
  const res = await app.inject({ url: `/api/search?q=${encodeURIComponent('복제본')}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().items.map((i: { ref: string }) => i.ref)).toContain('복제본에만 있는 안내');
  const onPrimary = await primary.database.db.execute(sql`SELECT count(*)::int AS n FROM search_docs WHERE ref = '복제본에만 있는 안내'`);
  expect((onPrimary as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  // found on the replica (the word only it has), counted on the primary
  const x = xsrf();
  const counted = await app.inject({ method: 'POST', url: '/api/search/count', headers: { cookie: x.cookie, ...x.header }, payload: { q: '복제본' } });
  expect(counted.statusCode, counted.body).toBe(200);
  const visits = await primary.database.db.execute(sql`SELECT count(*)::int AS n FROM search_popular_visits WHERE query = '복제본'`);
  expect((visits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
});
