import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** LIMIT and OFFSET of page `page` (from 1). */
export const pageWindow = (query: PageQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/**
 * One page of a list as the API answers it: `rows` (an ordered select, made `$dynamic()`) cut to
 * the page, shaped by `items`; the total counts the rows of `table` under `where`.
 */
export async function listPage<Q extends PgSelect, I>(
  db: Db,
  query: PageQuery,
  total: { table: PgTable; where: SQL | undefined },
  rows: Q,
  items: (rows: Awaited<Q>) => I[] | Promise<I[]>,
): Promise<{ items: I[]; page: number; pageSize: number; total: number }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(total.table).where(total.where);
  const { limit, offset } = pageWindow(query);
  const found = (await rows.limit(limit).offset(offset)) as Awaited<Q>;
  return { items: await items(found), page: query.page, pageSize: query.pageSize, total: Number(n) };
}
