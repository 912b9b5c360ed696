import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The order of a staff list of questions (cyber consultations, Q&A): the waiting ones first and the
 * oldest of them first (the next to answer is at the top); the answered ones after, newest first.
 */
export function questionOrder(status: 'WAITING' | 'ANSWERED' | 'ALL', columns: { status: AnyColumn; createdAt: AnyColumn }): SQL[] {
  if (status === 'WAITING') return [asc(columns.createdAt)];
  if (status === 'ANSWERED') return [desc(columns.createdAt)];
  return [
    sql`case when ${columns.status} = 'WAITING' then 0 else 1 end`,
    sql`case when ${columns.status} = 'WAITING' then ${columns.createdAt} end asc`,
    desc(columns.createdAt),
  ];
}
