// The measuring half of `pnpm bench ai`, bundled by ai.mjs into server/dist and run as its own process
// over one database (DATABASE_URL, or PGlite in a temp folder): migrated and seeded (the full search
// index), then every question of ai-questions.mjs and ai-out-of-scope.mjs through the answer service
// the API uses, with the sandbox adapter. Prints one JSON line.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { seed } from '../../server/src/db/seed';
import { compose, sandboxAdapter } from '../../server/src/modules/ai/answer';
import { FRAMING, sentencesOf } from '../../server/src/modules/ai/grounding';
import { searchIndex } from '../../server/src/kernel/search/engine';
import { aiQuestions, topicKeywords } from './ai-questions.mjs';
import { outOfScopeQuestions } from './ai-out-of-scope.mjs';
import { percentile } from './report.mjs';

const RUNS = Number(process.env.BENCH_AI_RUNS || 3);
const url = process.argv[2] || undefined;
const dir = url ? null : mkdtempSync(path.join(os.tmpdir(), 'portal-bench-ai-'));
const database = await openDatabase({ databaseUrl: url, pgliteDir: dir ? path.join(dir, 'pglite') : undefined });
await migrate(database, path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'migrations'));
await seed(database);
const index = searchIndex(database.db);
const normal = (s: string) => s.replace(/\s+/g, ' ').trim();
const docOf = async (kind: string, ref: string) =>
  ((await database.db.execute(sql`SELECT title, meta, body FROM search_docs WHERE kind = ${kind} AND ref = ${ref}`)) as unknown as { rows: { title: string; meta: string; body: string }[] }).rows[0];
const textOf = async (kind: string, ref: string) => {
  const d = await docOf(kind, ref);
  return d ? normal(`${d.title}\n${d.body}`) : '';
};
/** The independent on-subject check: the cited source (title, meta, body) names one of the question's topic keywords. */
const onTopic = async (topic: string, kind: string, ref: string) => {
  const d = await docOf(kind, ref);
  const text = d ? `${d.title}\n${d.meta}\n${d.body}` : '';
  return (topicKeywords as Record<string, string[]>)[topic]!.some((k) => text.includes(k));
};

const times: number[] = [];
let answered = 0;
let answerable = 0;
let fullyCited = 0;
let citations = 0;
let verbatim = 0;
let declined = 0;
let toDecline = 0;
let onSubject = 0;
const misses: string[] = [];
for (const { q, answer, topic } of aiQuestions as { q: string; answer: boolean; topic?: string }[]) {
  let r = await compose(database.db, index, sandboxAdapter, q, null);
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    r = await compose(database.db, index, sandboxAdapter, q, null);
    times.push(performance.now() - t0);
  }
  if (answer) {
    answerable++;
    if (!r.noAnswer) {
      answered++;
      if (sentencesOf(r.answer).every((s) => /\[\d+\]$/.test(s) || FRAMING.includes(s))) fullyCited++;
      let all = true;
      for (const c of r.citations) if (!(await onTopic(topic!, c.kind, c.ref))) all = false;
      if (all) onSubject++;
      else misses.push(`(off its topic) ${q}`);
    } else misses.push(q);
  } else {
    toDecline++;
    if (r.noAnswer) declined++;
    else misses.push(`(should decline) ${q}`);
  }
  for (const c of r.citations) {
    citations++;
    if ((await textOf(c.kind, c.ref)).includes(normal(c.quote))) verbatim++;
  }
}
// the relevance gate's out-of-scope questions, per half (tune: seen while the gate was built; held: never)
const halves: Record<string, { questions: number; declined: number; vocab: number; vocabDeclined: number }> = {};
for (const { q, half, vocab } of outOfScopeQuestions as { q: string; half: string; vocab: boolean }[]) {
  const r = await compose(database.db, index, sandboxAdapter, q, null);
  const h = (halves[half] ??= { questions: 0, declined: 0, vocab: 0, vocabDeclined: 0 });
  h.questions++;
  if (vocab) h.vocab++;
  if (r.noAnswer) {
    h.declined++;
    if (vocab) h.vocabDeclined++;
  } else misses.push(`(out of scope, ${half}, answered) ${q}`);
  for (const c of r.citations) {
    citations++;
    if ((await textOf(c.kind, c.ref)).includes(normal(c.quote))) verbatim++;
  }
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    kind: database.kind,
    questions: aiQuestions.length,
    answerable,
    answered,
    fullyCited,
    onSubject,
    halves,
    citations,
    verbatim,
    toDecline,
    declined,
    misses,
    samples: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times.at(-1),
  }),
);
await database.close();
process.exit(0);
