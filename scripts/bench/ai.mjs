// Section "ai": the AI guidance (issue 19) over the full search index with the sandbox adapter, on
// PostgreSQL (a fresh database on the local server) and PGlite, each in its own process (ai-run.ts,
// bundled with esbuild). Prints: answers with every sentence cited, citations whose quote stands
// verbatim in the cited source, questions correctly declined, every cited source on the question's
// topic, and per half (tune, held) the out-of-scope questions declined (issue 32); latency of one
// answer. Figures only.
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
        head: ['database', 'answered', 'every legal sentence cited', 'every cited source on the topic', 'quotes verbatim in the source', 'correctly declined', 'p50', 'p99', 'max'],
        rows: runs.map((r) => [
          r.label,
          pct(r.answered, r.answerable),
          pct(r.fullyCited, r.answered),
          pct(r.onSubject, r.answered),
          `${pct(r.verbatim, r.citations)} (${r.citations})`,
          pct(r.declined, r.toDecline),
          `${r.p50.toFixed(1)} ms`,
          `${r.p99.toFixed(1)} ms`,
          `${r.max.toFixed(1)} ms`,
        ]),
      },
      {
        head: ['database', ...['tune', 'held'].flatMap((h) => [`out of scope declined (${h})`, `sharing legal words (${h})`])],
        rows: runs.map((r) => [
          r.label,
          ...['tune', 'held'].flatMap((h) => {
            const x = r.halves[h];
            return x ? [`${pct(x.declined, x.questions)} (${x.declined}/${x.questions})`, `${pct(x.vocabDeclined, x.vocab)} (${x.vocabDeclined}/${x.vocab})`] : ['–', '–'];
          }),
        ]),
      },
      ...(first?.misses.length ? [{ head: ['not as expected'], rows: first.misses.map((m) => [m]) }] : []),
    ],
    notes: [
      'Every answer passes the server grounding check (modules/ai/grounding.ts) before it is counted; a sentence counts as cited when it ends with [n] of a kept citation (the one framing sentence, FRAMING, claims nothing).',
      "On the topic: every cited source's title, meta or body holds a keyword of the question's topic (topicKeywords in ai-questions.mjs, written apart from the relevance gate).",
      'Out of scope: ai-out-of-scope.mjs (44 questions written before the gate; tune = seen while building it, held = never); quotes of their answers, if any, are counted in the verbatim column.',
      `Latency: the answer service in process (sources, draft, check), every question ${process.env.BENCH_AI_RUNS || 3} times after a warm-up.`,
      ...problems,
    ],
    data: { runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
