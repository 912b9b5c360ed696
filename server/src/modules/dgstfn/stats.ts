import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { SURVEY_AREA_LABELS, SURVEY_AREAS, type SurveyArea, type SurveyStats } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageSatisfaction, surveyQuestions, surveyResponses, surveyScores } from '../../db/schema';
import { satisfactionByMenu } from '../../kernel/satisfaction';
import { monthsBetween, round2 } from './period';

interface Tally {
  n: number;
  sum: number;
}
const avg = (t: Tally | undefined) => (t && t.n ? round2(t.sum / t.n) : null);
const add = (map: Map<string, Tally>, key: string, score: number, n: number) => {
  const t = map.get(key) ?? { n: 0, sum: 0 };
  t.n += n;
  t.sum += score * n;
  map.set(key, t);
};

/** Counts of (month, score) rows: answers per score (index 0 = 1점), per month, and overall. */
function tally(rows: { month: string; score: number; n: number }[]) {
  const distribution = [0, 0, 0, 0, 0];
  const byMonth = new Map<string, Tally>();
  const all: Tally = { n: 0, sum: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    distribution[r.score - 1]! += n;
    add(byMonth, r.month, r.score, n);
    all.n += n;
    all.sum += r.score * n;
  }
  return { distribution, byMonth, all };
}

/** KST month of a timestamp column, as 'YYYY-MM' (no time-zone database needed: PGlite and PostgreSQL agree). */
const kstMonth = (col: unknown) => sql<string>`to_char((${col} AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM')`;

export async function surveyStats(db: Db, period: { from: string; to: string; start: Date; end: Date }, surveyId: string | null): Promise<SurveyStats> {
  const months = monthsBetween(period.from, period.to);
  const inPeriod = and(
    gte(surveyResponses.createdAt, period.start),
    lt(surveyResponses.createdAt, period.end),
    surveyId ? eq(surveyResponses.surveyId, surveyId) : undefined,
  );

  // every score of the period by month, area and score (a few dozen rows)
  const scoreRows = await db
    .select({ month: kstMonth(surveyResponses.createdAt), area: surveyQuestions.area, score: surveyScores.score, n: count() })
    .from(surveyScores)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyScores.responseId))
    .innerJoin(surveyQuestions, and(eq(surveyQuestions.surveyId, surveyResponses.surveyId), eq(surveyQuestions.questionId, surveyScores.questionId)))
    .where(inPeriod)
    .groupBy(sql`1`, surveyQuestions.area, surveyScores.score);
  const responseRows = await db
    .select({ month: kstMonth(surveyResponses.createdAt), n: count() })
    .from(surveyResponses)
    .where(inPeriod)
    .groupBy(sql`1`);

  const { distribution, byMonth, all } = tally(scoreRows);
  const byArea = new Map<string, Tally>();
  for (const r of scoreRows) add(byArea, r.area, r.score, Number(r.n));
  const responsesByMonth = new Map(responseRows.map((r) => [r.month, Number(r.n)]));

  return {
    from: period.from,
    to: period.to,
    surveyId,
    responses: [...responsesByMonth.values()].reduce((a, b) => a + b, 0),
    average: avg(all),
    distribution,
    monthly: months.map((month) => ({ month, count: responsesByMonth.get(month) ?? 0, average: avg(byMonth.get(month)) })),
    byArea: SURVEY_AREAS.map((area: SurveyArea) => ({ area, name: SURVEY_AREA_LABELS[area], count: byArea.get(area)?.n ?? 0, average: avg(byArea.get(area)) })),
    pageSatisfaction: await pageStats(db, period, months),
  };
}

async function pageStats(db: Db, period: { start: Date; end: Date }, months: string[]): Promise<SurveyStats['pageSatisfaction']> {
  const inPeriod = and(gte(pageSatisfaction.createdAt, period.start), lt(pageSatisfaction.createdAt, period.end));
  const rows = await db
    .select({ month: kstMonth(pageSatisfaction.createdAt), score: pageSatisfaction.score, n: count() })
    .from(pageSatisfaction)
    .where(inPeriod)
    .groupBy(sql`1`, pageSatisfaction.score);
  const { distribution, byMonth, all } = tally(rows);
  const byMenu = await satisfactionByMenu(db, period, { sort: 'RESPONSES', limit: 10 });
  return {
    responses: all.n,
    average: avg(all),
    distribution,
    monthly: months.map((month) => ({ month, count: byMonth.get(month)?.n ?? 0, average: avg(byMonth.get(month)) })),
    byMenu: byMenu.items.map((r) => ({ menuId: r.menuId, name: r.name, count: r.responses, average: r.average })),
  };
}
