import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { pageSatisfaction, surveyQuestions, surveyResponses, surveys, surveyScores } from '../schema';
import { PAGE_SATISFACTION_MENUS, PAGE_SATISFACTION_MONTHS, SEED_COMMENTS, surveySeeds } from './data/surveys';
import { inChunks } from './upsert';

/** mulberry32: the same numbers on every run, so a re-seed writes the same rows (and adds none). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A score around `mean`: mean plus a bell-shaped spread (sum of three uniforms), rounded into 1..5. */
export function scoreAround(rand: () => number, mean: number): number {
  const spread = (rand() + rand() + rand() - 1.5) * 1.6;
  return Math.min(5, Math.max(1, Math.round(mean + spread)));
}

/** The seeded history ends the day before the portal's reference day (2026-11-21). */
export const HISTORY_LAST_DAY = '2026-11-20';

/** A fixed instant inside a KST month: day 1..28 (not after HISTORY_LAST_DAY), 09:00–20:59 KST. */
function instantIn(rand: () => number, month: string): Date {
  const [y, m] = month.split('-').map(Number);
  const days = month === HISTORY_LAST_DAY.slice(0, 7) ? Number(HISTORY_LAST_DAY.slice(8)) : 28;
  const day = 1 + Math.floor(rand() * days);
  const minute = 9 * 60 + Math.floor(rand() * 12 * 60);
  return new Date(Date.UTC(y!, m! - 1, day, 0, minute) - 9 * 3600_000);
}

const hex = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
const uuidOf = (rand: () => number) => `${hex(rand, 8)}-${hex(rand, 4)}-4${hex(rand, 3)}-a${hex(rand, 3)}-${hex(rand, 12)}`;

/** Within a survey's period only, never after its last day. */
const clampToPeriod = (at: Date, startsOn: string, endsOn: string) => {
  const start = new Date(`${startsOn}T00:00:00+09:00`);
  const end = new Date(`${endsOn}T23:59:00+09:00`);
  return at < start ? start : at > end ? end : at;
};

/**
 * Surveys, their questions, and a back-dated answer history (fixed dates, seeded PRNG). Answers
 * and page-satisfaction rows carry 'seed-…' idempotency keys: a re-seed inserts nothing new.
 */
export async function seedSurveys(tx: Db): Promise<{ surveys: number; responses: number; pageSatisfaction: number }> {
  await tx
    .insert(surveys)
    .values(surveySeeds.map((s, i) => ({ surveyId: s.surveyId, title: s.title, description: s.description, startsOn: s.startsOn, endsOn: s.endsOn, sortOrder: i + 1 })))
    .onConflictDoUpdate({
      target: surveys.surveyId,
      set: { title: sql`excluded.title`, description: sql`excluded.description`, startsOn: sql`excluded.starts_on`, endsOn: sql`excluded.ends_on`, sortOrder: sql`excluded.sort_order` },
    });
  await tx
    .insert(surveyQuestions)
    .values(surveySeeds.flatMap((s) => s.questions.map((q, i) => ({ surveyId: s.surveyId, questionId: q.questionId, area: q.area, text: q.text, sort: i + 1 }))))
    .onConflictDoUpdate({ target: [surveyQuestions.surveyId, surveyQuestions.questionId], set: { area: sql`excluded.area`, text: sql`excluded.text`, sort: sql`excluded.sort` } });

  let responses = 0;
  for (const [si, s] of surveySeeds.entries()) {
    const rand = prng(20_260_000 + si);
    const rows: (typeof surveyResponses.$inferInsert)[] = [];
    const scores: (typeof surveyScores.$inferInsert)[] = [];
    let n = 0;
    for (const [month, howMany] of Object.entries(s.history)) {
      for (let k = 0; k < howMany; k++) {
        n++;
        const id = uuidOf(rand);
        const createdAt = clampToPeriod(instantIn(rand, month), s.startsOn, s.endsOn);
        const comment = rand() < 0.12 ? SEED_COMMENTS[Math.floor(rand() * SEED_COMMENTS.length)]! : '';
        const tag = `${s.surveyId}-${String(n).padStart(4, '0')}`;
        rows.push({ id, surveyId: s.surveyId, respondentKey: `seed:${tag}`, memberId: null, idempotencyKey: `seed-${tag}`, comment, createdAt });
        for (const q of s.questions) scores.push({ responseId: id, questionId: q.questionId, score: scoreAround(rand, q.mean) });
      }
    }
    await inChunks(rows, 200, (chunk) => tx.insert(surveyResponses).values(chunk).onConflictDoNothing());
    await inChunks(scores, 500, (chunk) => tx.insert(surveyScores).values(chunk).onConflictDoNothing());
    responses += rows.length;
  }

  const rand = prng(20_260_521);
  const totalWeight = PAGE_SATISFACTION_MENUS.reduce((a, m) => a + m.weight, 0);
  const pickMenu = () => {
    let r = rand() * totalWeight;
    for (const m of PAGE_SATISFACTION_MENUS) if ((r -= m.weight) < 0) return m;
    return PAGE_SATISFACTION_MENUS[0]!;
  };
  const pageRows: (typeof pageSatisfaction.$inferInsert)[] = [];
  for (const [month, howMany] of Object.entries(PAGE_SATISFACTION_MONTHS)) {
    for (let k = 0; k < howMany; k++) {
      const menu = pickMenu();
      pageRows.push({
        id: uuidOf(rand),
        menuId: menu.menuId,
        score: scoreAround(rand, menu.mean),
        comment: rand() < 0.08 ? SEED_COMMENTS[Math.floor(rand() * SEED_COMMENTS.length)]! : '',
        memberId: null,
        idempotencyKey: `seed-ps-${month}-${String(k + 1).padStart(3, '0')}`,
        createdAt: instantIn(rand, month),
      });
    }
  }
  await inChunks(pageRows, 200, (chunk) => tx.insert(pageSatisfaction).values(chunk).onConflictDoNothing());
  return { surveys: surveySeeds.length, responses, pageSatisfaction: pageRows.length };
}
