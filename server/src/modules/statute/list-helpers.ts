import { and, count, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchKind, StatuteListSort } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow, type PageQuery } from '../../db/list-page';
import { rankedRefs } from '../../kernel/search/ranked';

/**
 * The items of one kind matching `q` in the one search index, as id → rank (0 = best). `idOf` turns
 * an index ref into the list's id (null: not one of this list's items).
 */
export async function rankedIds(db: Db, q: string, kind: SearchKind, idOf: (ref: string) => string | null = (ref) => ref): Promise<Map<string, number>> {
  const rank = new Map<string, number>();
  for (const { ref } of await rankedRefs(db, q, [kind])) {
    const id = idOf(ref);
    if (id !== null && !rank.has(id)) rank.set(id, rank.size);
  }
  return rank;
}

/** The sort a list answers: relevance only with a search word (its default then), otherwise recent. */
export function sortOf(sort: StatuteListSort | undefined, q: string): StatuteListSort {
  if (!sort) return q ? 'relevance' : 'recent';
  return sort === 'relevance' && !q ? 'recent' : sort;
}

/** A list item's preview: the text on one line, at most `max` characters (cut with …). */
export function preview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Counts for every code of a list's tabs, zero where nothing matched, in the codes' order. */
export function codeCounts<C extends string>(labels: Record<C, string>, counted: { code: string; count: number }[]) {
  return (Object.keys(labels) as C[]).map((code) => ({ code, label: labels[code], count: Number(counted.find((c) => c.code === code)?.count ?? 0) }));
}

export interface TabListSpec<R, I, C extends string> {
  table: PgTable;
  /** The column the search ranks are keyed by. */
  id: AnyPgColumn;
  /** The column of the list's tabs. */
  tab: AnyPgColumn;
  /** The chosen tab's value (none: every tab). */
  tabValue: string | undefined;
  /** Conditions of the whole list, tabs aside. */
  where: (SQL | undefined)[];
  /** Items matching the search word as id → rank (0 = best); null without one. */
  rank: Map<string, number> | null;
  sort: StatuteListSort;
  /** The order of each sort but relevance, ending in a unique column. */
  orderOf: (sort: Exclude<StatuteListSort, 'relevance'>) => SQL[];
  query: PageQuery;
  /** The tabs' codes and names, in their order. */
  labels: Record<C, string>;
  item: (row: R) => I;
}

/**
 * One page of a statute-information list with tabs: the rows (ranked by the search index when the
 * sort is relevance), the total under the chosen tab and every tab's count under the search word.
 */
export async function tabListPage<R, I, C extends string>(
  db: Db,
  spec: TabListSpec<R, I, C>,
): Promise<{ items: I[]; page: number; pageSize: number; total: number; tabCounts: { code: C; label: string; count: number }[] }> {
  const { table, id, tab, rank } = spec;
  const base = [...spec.where, rank ? inArray(id, [...rank.keys(), '']) : undefined];
  const where = and(...base, spec.tabValue ? inArray(tab, [spec.tabValue]) : undefined);
  const [tabCounts, [total]] = await Promise.all([
    db.select({ code: tab, count: count() }).from(table).where(and(...base)).groupBy(tab) as Promise<{ code: string; count: number }[]>,
    db.select({ n: count() }).from(table).where(where),
  ]);
  const { limit, offset } = pageWindow(spec.query);
  let rows: R[];
  if (spec.sort === 'relevance' && rank) {
    const ids = (await db.select({ id }).from(table).where(where)).map((r) => String(r.id)).sort((a, b) => rank.get(a)! - rank.get(b)! || a.localeCompare(b));
    const page = ids.slice(offset, offset + limit);
    const found = (page.length ? await db.select().from(table).where(inArray(id, page)) : []) as Record<string, unknown>[];
    const key = Object.entries(getTableColumns(table)).find(([, c]) => c === id)![0];
    rows = page.map((v) => found.find((r) => String(r[key]) === v) as R);
  } else {
    rows = (await db.select().from(table).where(where).orderBy(...spec.orderOf(spec.sort === 'relevance' ? 'recent' : spec.sort)).limit(limit).offset(offset)) as R[];
  }
  return { items: rows.map(spec.item), page: spec.query.page, pageSize: spec.query.pageSize, total: Number(total?.n ?? 0), tabCounts: codeCounts(spec.labels, tabCounts) };
}
