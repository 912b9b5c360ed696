// Section "ai": the AI guidance (issue 19) over the full search index with the sandbox adapter, on
// PostgreSQL (a fresh database on the local server) and PGlite, each in its own process (ai-run.ts,
// bundled with esbuild). Prints: answers with every sentence cited, citations whose quote stands
// verbatim in the cited source, questions correctly declined, latency of one answer. Figures only.
import { bundleBenchEntry, onBothDatabases, runBenchProcess } from './server.mjs';

let out;

const run = (label, url) => runBenchProcess(out, label, url, 'asking', (r) => `p99 ${r.p99.toFixed(1)} ms`);

export async function benchAi() {
  out = await bundleBenchEntry('ai-run.ts', 'bench-ai-run.mjs');
  const { runs, problems } = await onBothDatabases(run);
  const pct = (a, b) => (b ? `${((a / b) * 100).toFixed(1)} %` : '–');
  const first = runs[0];
  const result = {
    title: `AI guidance, sandbox adapter: ${first?.questions ?? '?'} questions (${first?.answerable ?? '?'} answerable, ${first?.toDecline ?? '?'} to decline)`,
    tables: [
      {
        head: ['database', 'answered', 'every legal sentence cited', 'quotes verbatim in the source', 'correctly declined', 'p50', 'p99', 'max'],
        rows: runs.map((r) => [
          r.label,
          pct(r.answered, r.answerable),
          pct(r.fullyCited, r.answered),
          `${pct(r.verbatim, r.citations)} (${r.citations})`,
          pct(r.declined, r.toDecline),
          `${r.p50.toFixed(1)} ms`,
          `${r.p99.toFixed(1)} ms`,
          `${r.max.toFixed(1)} ms`,
        ]),
      },
      ...(first?.misses.length ? [{ head: ['not as expected'], rows: first.misses.map((m) => [m]) }] : []),
    ],
    notes: [
      'Every answer passes the server grounding check (modules/ai/grounding.ts) before it is counted; a sentence counts as cited when it ends with [n] of a kept citation.',
      `Latency: the answer service in process (sources, draft, check), every question ${process.env.BENCH_AI_RUNS || 3} times after a warm-up.`,
      ...problems,
    ],
    data: { runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
