// Section "ai": the AI guidance (issue 19) over the full search index with the sandbox adapter, on
// PostgreSQL (a fresh database on the local server) and PGlite, each in its own process (ai-run.ts,
// bundled with esbuild). Prints: answers with every sentence cited, citations whose quote stands
// verbatim in the cited source, questions correctly declined, latency of one answer. Figures only.
import { spawn } from 'node:child_process';
import { root } from '../lib/tools.mjs';
import { bundleBenchEntry, withFreshPg } from './server.mjs';

let out;

async function run(label, url) {
  process.stdout.write(`  ${label}: seeding the full index and asking … `);
  const child = spawn(process.execPath, [out, ...(url ? [url] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  child.stdout.on('data', (c) => (text += c));
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`${label} run exited with ${code}`);
  const r = JSON.parse(text.trim().split('\n').at(-1));
  process.stdout.write(`p99 ${r.p99.toFixed(1)} ms\n`);
  return { label, ...r };
}

export async function benchAi() {
  out = await bundleBenchEntry('ai-run.ts', 'bench-ai-run.mjs');
  const runs = [];
  const problems = [];
  for (const [label, go] of [
    ['PostgreSQL', () => withFreshPg((url) => run('PostgreSQL', url))],
    ['PGlite', () => run('PGlite')],
  ]) {
    try {
      runs.push(await go());
    } catch (error) {
      problems.push(`${label}: ${error.message}`);
    }
  }
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
