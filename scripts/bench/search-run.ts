// The measuring half of `pnpm bench search`, bundled by search.mjs into server/dist and run as its own
// process over one database (DATABASE_URL, or PGlite in a temp folder): migrated and seeded (the full
// index), then every judged query of search-queries.mjs (the dev set, then the frozen test set) through
// the engine the API uses, its ranking scored against the judgments and its latency timed. Prints one
// JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { seed } from '../../server/src/db/seed';
import { searchIndex } from '../../server/src/kernel/search/engine';
import { searchQueries, searchTestQueries } from './search-queries.mjs';
import { percentile } from './report.mjs';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS || 5);
const url = process.argv[2] || undefined;
const dir = url ? null : mkdtempSync(path.join(os.tmpdir(), 'portal-bench-search-'));
const database = await openDatabase({ databaseUrl: url, pgliteDir: dir ? path.join(dir, 'pglite') : undefined });

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (gains: number[]) => gains.reduce((s, g, i) => s + g / Math.log2(i + 2), 0);

try {
  await migrate(database, path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'migrations'));
  const s0 = performance.now();
  await seed(database);
  const seedMs = performance.now() - s0;
  const [{ n }] = ((await database.db.execute(sql`SELECT count(*)::int AS n FROM search_docs`)) as unknown as { rows: [{ n: number }] }).rows;
  const index = searchIndex(database.db);
  const times: number[] = [];
  type Scored = { q: string; ndcg: number | null; p1: number | null; total: number; top: string[]; missing: string[] };
  // BENCH_SEARCH_DETAIL prints the dev set's rankings only: the test set is reported as a whole, never tuned on
  const scoreSet = async (set: { q: string; relevant: { ref: string; grade: number }[] }[], detail = false) => {
    const perQuery: Scored[] = [];
    for (const { q, relevant } of set) {
      let result = await index.search({ q, kinds: [], sort: 'relevance', page: 1, size: 10 });
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        result = await index.search({ q, kinds: [], sort: 'relevance', page: 1, size: 10 });
        times.push(performance.now() - t0);
      }
      const top = result.items.map((it) => it.ref);
      const grades = new Map(relevant.map((r) => [r.ref, r.grade]));
      const got = top.map((ref) => gain(grades.get(ref) ?? 0));
      const ideal = dcg(
        relevant
          .map((r) => gain(r.grade))
          .sort((a, b) => b - a)
          .slice(0, 10),
      );
      if (detail && process.env.BENCH_SEARCH_DETAIL) {
        const nd = relevant.length ? dcg(got) / ideal : null;
        console.error(`${nd === null ? ' -- ' : nd.toFixed(2)} ${q} (${result.total})\n${result.items.slice(0, 10).map((it) => `     ${grades.has(it.ref) ? `[${grades.get(it.ref)}]` : '   '} ${it.kind} ${it.ref.slice(0, 60)} ${it.score}`).join('\n')}\n     missing: ${relevant.filter((r) => !top.includes(r.ref)).map((r) => `${r.ref.slice(0, 40)}(${r.grade})`).join(' | ')}`);
      }
      perQuery.push({
        q,
        ndcg: relevant.length ? dcg(got) / ideal : null,
        p1: relevant.length ? ((grades.get(top[0] ?? '') ?? 0) > 0 ? 1 : 0) : null,
        total: result.total,
        top: top.slice(0, 3),
        missing: relevant.filter((r) => !top.includes(r.ref)).map((r) => r.ref),
      });
    }
    return perQuery;
  };
  const summary = (perQuery: Scored[]) => {
    const judged = perQuery.filter((p) => p.ndcg !== null);
    return {
      queries: perQuery.length,
      ndcg10: judged.reduce((s, p) => s + p.ndcg!, 0) / judged.length,
      p1: judged.reduce((s, p) => s + p.p1!, 0) / judged.length,
      noResult: judged.filter((p) => p.total === 0).length / judged.length,
      unanswerableEmpty: perQuery.filter((p) => p.ndcg === null && p.total === 0).length,
      unanswerable: perQuery.filter((p) => p.ndcg === null).length,
    };
  };
  const devSet = searchQueries as { q: string; note?: string; relevant: { ref: string; grade: number }[] }[];
  const perQuery = await scoreSet(devSet, true);
  // the dev queries added in issue 32 (one article answers a period, limit or amount), also apart
  const added = summary(perQuery.filter((_, i) => devSet[i]!.note?.startsWith('issue 32')));
  const before32 = summary(perQuery.filter((_, i) => !devSet[i]!.note?.startsWith('issue 32')));
  const test = summary(await scoreSet(searchTestQueries as { q: string; relevant: { ref: string; grade: number }[] }[]));
  times.sort((a, b) => a - b);
  const judged = perQuery.filter((p) => p.ndcg !== null);
  const unanswerable = perQuery.filter((p) => p.ndcg === null);
  console.log(
    JSON.stringify({
      kind: database.kind,
      docs: Number(n),
      seedMs,
      queries: perQuery.length,
      judged: judged.length,
      ndcg10: judged.reduce((s, p) => s + p.ndcg!, 0) / judged.length,
      p1: judged.reduce((s, p) => s + p.p1!, 0) / judged.length,
      noResult: judged.filter((p) => p.total === 0).length / judged.length,
      unanswerableEmpty: unanswerable.filter((p) => p.total === 0).length,
      unanswerable: unanswerable.length,
      samples: times.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times[times.length - 1],
      worst: [...judged].sort((a, b) => a.ndcg! - b.ndcg!).slice(0, 8),
      test,
      added,
      before32,
    }),
  );
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
