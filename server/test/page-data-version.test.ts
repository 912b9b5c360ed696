// The version of the data anonymous pages show (issue 36, migration 0029, src/ssr/page-data.ts):
// kept rendered pages are keyed by it, so every table an anonymous page reads must move it, a view
// count alone must not (or every read would drop the kept pages), and a table no such page reads
// must be listed as one. PGlite; PostgreSQL with TEST_DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { notices, rateLimits } from '../src/db/schema';
import { pageDataVersion, TABLES_NO_ANONYMOUS_PAGE_READS } from '../src/ssr/page-data';
import { RenderCache, renderKey } from '../src/ssr/render-cache';
import { createTestDatabase, testConfig } from './helpers';

let database: Database;
let drop: () => Promise<void>;
let version: () => Promise<string>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database, testConfig().migrationsDir);
  version = pageDataVersion(database.db);
});
afterAll(() => drop());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('the data version of anonymous pages', () => {
  it('covers every table: each one moves the version or is listed as one no anonymous page reads, never both', async () => {
    const tables = (await rows<{ t: string }>(sql`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)).map((r) => r.t);
    const moving = new Set(
      (await rows<{ t: string }>(sql`SELECT DISTINCT c.relname AS t FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname IN ('page_data_changed', 'page_data_edited')`)).map((r) => r.t),
    );
    const listed = new Set<string>(TABLES_NO_ANONYMOUS_PAGE_READS);
    expect(tables.length).toBeGreaterThan(60);
    expect(moving.has('notices')).toBe(true);
    expect(tables.filter((t) => !moving.has(t) && !listed.has(t))).toEqual([]);
    expect(tables.filter((t) => moving.has(t) && listed.has(t))).toEqual([]);
    expect([...listed].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('moves when a notice is published, edited or taken down, once its transaction commits; not for a view count or a rate-limit counter', async () => {
    const v0 = await version();
    const id = 'N' + Date.now().toString(36);
    await database.db.transaction(async (tx) => {
      await tx.insert(notices).values({ nttId: id, category: 'NOTICE', title: '새 공지', body: '본문', postedAt: new Date() });
      // inside the transaction nothing has moved yet for another connection (PGlite has only this one)
      if (database.kind === 'postgres') expect(await version()).toBe(v0);
    });
    const v1 = await version();
    expect(v1).not.toBe(v0);

    await database.db.update(notices).set({ viewCount: sql`${notices.viewCount} + 1` }).where(eq(notices.nttId, id));
    expect(await version()).toBe(v1);

    await database.db.update(notices).set({ title: '고친 공지' }).where(eq(notices.nttId, id));
    const v2 = await version();
    expect(v2).not.toBe(v1);

    // a counter of a sign-in limit: a table no anonymous page reads
    await database.db.insert(rateLimits).values({ bucket: `page-data-test:${id}`, hits: 1, expiresAt: new Date() });
    expect(await version()).toBe(v2);

    await database.db.delete(notices).where(eq(notices.nttId, id));
    expect(await version()).not.toBe(v2);
  });
});

describe('the kept pages', () => {
  const key = (over: Partial<Parameters<typeof renderKey>[0]> = {}) =>
    renderKey({ page: '/center/ntc/list', search: 'page=2', buildId: 'b1', dataVersion: '7', now: new Date('2026-11-30T10:00:30Z'), ...over });

  it('are found only under the same address, build, data version and minute', () => {
    const cache = new RenderCache(1024 * 1024);
    cache.set(key(), '<html>kept</html>');
    expect(cache.get(key({ now: new Date('2026-11-30T10:00:59Z') }))).toBe('<html>kept</html>');
    for (const other of [{ search: 'page=3' }, { page: '/center/faq/list' }, { buildId: 'b2' }, { dataVersion: '8' }, { now: new Date('2026-11-30T10:01:00Z') }]) {
      expect(cache.get(key(other)), JSON.stringify(other)).toBeUndefined();
    }
  });

  it('stay within their size, the least recently used going first; a size of 0 keeps nothing', () => {
    const cache = new RenderCache(1000);
    const page = (n: number) => key({ search: `page=${n}` });
    // each page about 235 characters with its key: four fit, the fifth drops the least recently used
    cache.set(page(1), 'a'.repeat(190));
    cache.set(page(2), 'b'.repeat(190));
    cache.get(page(1));
    cache.set(page(3), 'c'.repeat(190));
    cache.set(page(4), 'd'.repeat(190));
    expect(cache.size.pages).toBe(4);
    cache.set(page(6), 'f'.repeat(190));
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get(page(2))).toBeUndefined();
    expect(cache.get(page(1))).toBe('a'.repeat(190));
    cache.set(page(5), 'e'.repeat(600)); // more than a quarter of the whole: not kept
    expect(cache.get(page(5))).toBeUndefined();

    const off = new RenderCache(0);
    expect(off.sent(page(1), 'plain|br', () => Buffer.from('x'))).toBeUndefined();
    off.set(page(1), 'x');
    expect(off.get(page(1))).toBeUndefined();
  });

  it('keep the bytes each page was sent as, made once a variant and counted in their size', () => {
    const cache = new RenderCache(1000);
    const page = (n: number) => key({ search: `page=${n}` });
    cache.set(page(1), 'a'.repeat(100));
    let made = 0;
    const make = () => (made++, Buffer.alloc(300, 1));
    const first = cache.sent(page(1), 'plain|br', make);
    expect(cache.sent(page(1), 'plain|br', make)).toBe(first);
    expect(made).toBe(1);
    expect(cache.sent(page(1), 'fonts|br', make)).not.toBe(first);
    expect(made).toBe(2);
    expect(cache.size.bytes).toBe(key({ search: 'page=1' }).length + 100 + 600);
    // the variants count against the size: a second page with as much pushes the first out
    cache.set(page(2), 'b'.repeat(100));
    cache.sent(page(2), 'plain|br', make);
    cache.sent(page(2), 'plain|gzip', make);
    expect(cache.get(page(1))).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    // not kept: nothing made, the caller sends its own
    expect(cache.sent(page(9), 'plain|br', make)).toBeUndefined();
    expect(made).toBe(4);
  });
});
