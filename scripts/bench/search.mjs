// Section "search": quality and speed of the Korean search (issue 18) over the full index, on
// PostgreSQL (a fresh database on the local server) and on PGlite (a temp folder), each in its own
// process (search-run.ts, bundled here with esbuild). Quality: nDCG@10 and P@1 of the judged query
// set (search-queries.mjs), the share of answerable queries with no result, whether the queries that
// should find nothing do. Speed: one search call (page 1, 10 items, every kind) as the API makes it,
// in process; p50/p99 over every query × BENCH_SEARCH_RUNS. Prints figures only.
import { ms, secs } from './report.mjs';
import { bundleBenchEntry, onBothDatabases, runBenchProcess } from './server.mjs';

let out;

const run = (label, url) => runBenchProcess(out, label, url, 'searching', (r) => `nDCG@10 ${r.ndcg10.toFixed(3)}, p99 ${r.p99.toFixed(1)} ms`);

export async function benchSearch() {
  out = await bundleBenchEntry('search-run.ts', 'bench-search-run.mjs');
  const { runs, problems } = await onBothDatabases(run);
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const first = runs[0];
  const result = {
    title: `Korean search: ${first?.queries ?? '?'} judged citizen queries over the full index (${first?.docs ?? '?'} documents)`,
    tables: [
      {
        head: ['database', 'documents', 'nDCG@10', 'P@1', 'no result (answerable)', 'empty when it should be', 'p50', 'p99', 'max', 'seed + index'],
        rows: runs.map((r) => [r.label, String(r.docs), r.ndcg10.toFixed(3), pct(r.p1), pct(r.noResult), `${r.unanswerableEmpty}/${r.unanswerable}`, ms(+r.p50.toFixed(2)), ms(+r.p99.toFixed(2)), ms(+r.max.toFixed(1)), secs(r.seedMs)]),
      },
      {
        head: ['database', 'set', 'queries', 'nDCG@10', 'P@1', 'no result (answerable)', 'empty when it should be'],
        rows: runs.flatMap((r) => [
          [r.label, 'dev (search-queries.json)', String(r.queries), r.ndcg10.toFixed(3), pct(r.p1), pct(r.noResult), `${r.unanswerableEmpty}/${r.unanswerable}`],
          [r.label, '  dev: the 77 of before issue 32', String(r.before32.queries), r.before32.ndcg10.toFixed(3), pct(r.before32.p1), pct(r.before32.noResult), `${r.before32.unanswerableEmpty}/${r.before32.unanswerable}`],
          [r.label, '  dev: added in issue 32 (periods, limits, amounts)', String(r.added.queries), r.added.ndcg10.toFixed(3), pct(r.added.p1), pct(r.added.noResult), '–'],
          [r.label, 'test (search-test-queries.json, frozen)', String(r.test.queries), r.test.ndcg10.toFixed(3), pct(r.test.p1), pct(r.test.noResult), `${r.test.unanswerableEmpty}/${r.test.unanswerable}`],
        ]),
      },
      ...(first
        ? [
            {
              head: ['weakest queries (dev)', 'nDCG@10', 'top 3', 'judged but not in the top 10'],
              rows: first.worst.map((w) => [w.q, w.ndcg.toFixed(2), w.top.join(' | ').slice(0, 90), w.missing.join(' | ').slice(0, 90)]),
            },
          ]
        : []),
    ],
    notes: [
      'Gains 2^grade − 1 (grade 2: answers the question, 1: useful); ideal DCG from the judged items. Every kind in one list, as /search/basicresult shows it.',
      'Test set (issue 32): written apart from the dev set, its top 10s judged before any ranking change and frozen; its ideal DCG comes from that pool (plus answering items known to be missed), so it measures changes against the engine of 2026-11-29. Latency counts both sets.',
      `Latency: the engine's search call in process (SQL round trips included), every query ${process.env.BENCH_SEARCH_RUNS || 5} times after a warm-up. Aim (issue 18): nDCG@10 ≥ 0.8, p99 ≤ 50 ms on PostgreSQL.`,
      ...problems,
    ],
    data: { runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
