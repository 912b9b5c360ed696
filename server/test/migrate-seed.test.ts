import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { codes, menus, nations, notices, routeRules } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { createTestDatabase, testConfig } from './helpers';

let database: Database;
let drop: () => Promise<void>;
const dir = testConfig().migrationsDir;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

async function counts() {
  const [m] = await database.db.select({ n: count() }).from(menus);
  const [c] = await database.db.select({ n: count() }).from(codes);
  const [n] = await database.db.select({ n: count() }).from(nations);
  const [r] = await database.db.select({ n: count() }).from(routeRules);
  const [t] = await database.db.select({ n: count() }).from(notices);
  return { menus: Number(m.n), codes: Number(c.n), nations: Number(n.n), routeRules: Number(r.n), notices: Number(t.n) };
}

describe('migrations', () => {
  it('apply every committed file once, and nothing the second time', async () => {
    const files = readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(database, dir)).toEqual(files);
    expect(await migrate(database, dir)).toEqual([]);
  });
});

describe('seed', () => {
  it('is idempotent: a second run leaves identical counts', async () => {
    const first = await seed(database);
    const after1 = await counts();
    expect(after1).toEqual(first);
    expect(after1.menus).toBeGreaterThanOrEqual(255);
    expect(after1.nations).toBe(249);
    expect(after1.codes).toBeGreaterThanOrEqual(17);
    const second = await seed(database);
    expect(second).toEqual(first);
    expect(await counts()).toEqual(after1);
  });

  it('restores a seeded row that was edited', async () => {
    await database.db.update(nations).set({ nameKo: '변경됨' });
    await seed(database);
    const rows = await database.db.select().from(nations);
    expect(rows.find((r) => r.alpha2 === 'KR')?.nameKo).toBe('대한민국');
    expect(await counts()).toMatchObject({ nations: 249 });
  });
});
