import { lt } from 'drizzle-orm';
import { kstDate } from '@portal/contracts';
import type { Db } from '../../db/client';
import { boardViews } from '../../db/schema';

let lastPurge = 0;

/**
 * Records that this browser (visitor cookie hash) saw the record today (KST); true only the first
 * time that day, when the caller adds one to the view count. Yesterday's rows are purged now and then.
 */
export async function firstViewToday(db: Db, kind: 'FAQ' | 'NOTICE', recordId: string, viewerKey: string, now: Date): Promise<boolean> {
  const day = kstDate(now);
  if (now.getTime() - lastPurge > 3600_000) {
    lastPurge = now.getTime();
    await db.delete(boardViews).where(lt(boardViews.day, day));
  }
  const rows = await db.insert(boardViews).values({ kind, recordId, viewerKey, day }).onConflictDoNothing().returning({ day: boardViews.day });
  return rows.length > 0;
}

/** The view count to show: one more (written by `addOne`) on this visitor's first view of the record today. */
export async function countedView(
  db: Db,
  visit: { kind: 'FAQ' | 'NOTICE'; recordId: string; viewerKey: string; now: Date },
  viewCount: number,
  addOne: () => PromiseLike<{ viewCount: number }[]>,
): Promise<number> {
  if (!(await firstViewToday(db, visit.kind, visit.recordId, visit.viewerKey, visit.now))) return viewCount;
  const [u] = await addOne();
  return u?.viewCount ?? viewCount + 1;
}
