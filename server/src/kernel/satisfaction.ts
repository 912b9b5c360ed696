// Page satisfaction (page_satisfaction: one 1–5 score per answer of a menu's "이 페이지에 만족하십니까?"),
// counted in ONE place for everyone who reads it: the page's own statistics (shell), the survey
// statistics' page part (dgstfn) and the back office's per-menu table (admin). Counts only, in SQL:
// never the rows, never the comments (personal opinions).
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, pageSatisfaction } from '../db/schema';

/** Answers, their average (two decimals; null without answers) and how many gave each score (index 0 = 1점). */
export interface ScoreFigures {
  responses: number;
  average: number | null;
  distribution: number[];
}

/** A half-open period of answer times [start, end). */
export interface AnswerPeriod {
  start: Date;
  end: Date;
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

/** Figures from (score, count) rows. */
export function scoreFigures(rows: readonly { score: number; n: number | string }[]): ScoreFigures {
  const distribution = [0, 0, 0, 0, 0];
  for (const r of rows) if (r.score >= 1 && r.score <= 5) distribution[r.score - 1]! += Number(r.n);
  const responses = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { responses, average: responses ? round2(sum / responses) : null, distribution };
}

const inPeriod = (period?: AnswerPeriod): SQL | undefined =>
  period ? and(gte(pageSatisfaction.createdAt, period.start), lt(pageSatisfaction.createdAt, period.end)) : undefined;

/** The figures of one menu (or of all), over a period (or all time): one GROUP BY score. */
export async function satisfactionScores(db: Db, { menuId, period }: { menuId?: string | null; period?: AnswerPeriod } = {}): Promise<ScoreFigures> {
  const rows = await db
    .select({ score: pageSatisfaction.score, n: count() })
    .from(pageSatisfaction)
    .where(and(menuId ? eq(pageSatisfaction.menuId, menuId) : undefined, inPeriod(period)))
    .groupBy(pageSatisfaction.score);
  return scoreFigures(rows);
}

export type MenuSatisfactionSort = 'RESPONSES' | 'AVERAGE_ASC' | 'AVERAGE_DESC' | 'MENU';

export interface MenuFigures extends ScoreFigures {
  menuId: string;
  name: string;
  menuUrl: string | null;
}

const scoreCount = (k: number) => sql<string>`count(*) filter (where ${pageSatisfaction.score} = ${k})`;

/**
 * Per menu with answers in the period (menus that still exist): a page of them in `sort` order, and
 * how many such menus there are. One aggregate query for the page, one count.
 */
export async function satisfactionByMenu(
  db: Db,
  period: AnswerPeriod,
  { sort = 'RESPONSES', limit, offset = 0 }: { sort?: MenuSatisfactionSort; limit: number; offset?: number },
): Promise<{ total: number; items: MenuFigures[] }> {
  const where = inPeriod(period);
  const average = sql`avg(${pageSatisfaction.score})`;
  const order =
    sort === 'MENU'
      ? [asc(pageSatisfaction.menuId)]
      : sort === 'AVERAGE_ASC'
        ? [asc(average), desc(count()), asc(pageSatisfaction.menuId)]
        : sort === 'AVERAGE_DESC'
          ? [desc(average), desc(count()), asc(pageSatisfaction.menuId)]
          : [desc(count()), asc(pageSatisfaction.menuId)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ menuId: pageSatisfaction.menuId, name: menus.menuName, menuUrl: menus.menuUrl, s1: scoreCount(1), s2: scoreCount(2), s3: scoreCount(3), s4: scoreCount(4), s5: scoreCount(5) })
      .from(pageSatisfaction)
      .innerJoin(menus, eq(menus.menuId, pageSatisfaction.menuId))
      .where(where)
      .groupBy(pageSatisfaction.menuId, menus.menuName, menus.menuUrl)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<string>`count(distinct ${pageSatisfaction.menuId})` })
      .from(pageSatisfaction)
      .innerJoin(menus, eq(menus.menuId, pageSatisfaction.menuId))
      .where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      menuId: r.menuId,
      name: r.name,
      menuUrl: r.menuUrl,
      ...scoreFigures([r.s1, r.s2, r.s3, r.s4, r.s5].map((n, i) => ({ score: i + 1, n }))),
    })),
  };
}
