import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { compactDump, tarEntries, walSegment } from '../src/db/pglite-dump';

/** The WAL segment files a tar holds. */
async function walSegments(dump: Blob): Promise<string[]> {
  return [...tarEntries(new Uint8Array(await dump.arrayBuffer()))].map((e) => walSegment(e.name)).filter((s) => s !== null);
}

describe('the PGlite dump every API test file starts from', () => {
  it('keeps the data and only the WAL it needs: starting from it finds every row, with one segment instead of every recycled one', async () => {
    const db = await PGlite.create();
    await db.exec('create table t (id int primary key, pad text)');
    // ~36 MB of WAL: several segments, recycled by the checkpoints in between
    for (let i = 0; i < 3; i++) await db.exec(`insert into t select g, repeat('x', 2000) from generate_series(${i * 4000 + 1}, ${(i + 1) * 4000}) g; checkpoint`);
    await db.exec('update t set pad = pad || $$y$$ where id % 2 = 0');
    const plain = await db.dumpDataDir('none');
    const compact = await compactDump(db);
    await db.close();

    expect((await walSegments(plain)).length).toBeGreaterThan(1);
    expect(await walSegments(compact)).toHaveLength(1);
    expect(compact.size).toBeLessThan(plain.size - 16 * 1024 * 1024);

    const copy = await PGlite.create({ loadDataDir: compact });
    const { rows } = await copy.query<{ n: number; y: number }>(`select count(*)::int as n, count(*) filter (where pad like '%y')::int as y from t`);
    expect(rows[0]).toEqual({ n: 12000, y: 6000 });
    // and it takes writes
    await copy.exec(`insert into t values (0, 'z')`);
    expect((await copy.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(12001);
    await copy.close();
  }, 120_000);
});
