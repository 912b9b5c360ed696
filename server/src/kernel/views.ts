import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { kstDate } from '@portal/contracts';
import { nowOf } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { boardViews, faqs, legalCases, notices, type ViewedKind } from '../db/schema';
import { visitorKey } from '../http/visitor';

let lastPurge = 0;

/**
 * Records that this browser (visitor cookie hash) saw the record today (KST); true only the first
 * time that day, when the caller adds one to the view count. Yesterday's rows are purged now and then.
 */
export async function firstViewToday(db: Db, kind: ViewedKind, recordId: string, viewerKey: string, now: Date): Promise<boolean> {
  const day = kstDate(now);
  if (now.getTime() - lastPurge > 3600_000) {
    lastPurge = now.getTime();
    await db.delete(boardViews).where(lt(boardViews.day, day));
  }
  const rows = await db.insert(boardViews).values({ kind, recordId, viewerKey, day }).onConflictDoNothing().returning({ day: boardViews.day });
  return rows.length > 0;
}

/** Says that an answer counted a view (it differs by visitor): a server render that asked for it is not kept (ssr/render-cache.ts). */
export const VIEW_COUNTED_HEADER = 'x-view-counted';

/** The view count to show: one more on this visitor's first view of the record today. */
export async function countedView(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply, kind: ViewedKind, record: { id: string; viewCount: number }): Promise<number> {
  reply.header(VIEW_COUNTED_HEADER, '1');
  if (!(await firstViewToday(db, kind, record.id, visitorKey(config, req, reply), nowOf(req)))) return record.viewCount;
  const [u] =
    kind === 'FAQ'
      ? await db.update(faqs).set({ viewCount: sql`${faqs.viewCount} + 1` }).where(eq(faqs.faqId, record.id)).returning({ viewCount: faqs.viewCount })
      : kind === 'NOTICE'
        ? await db.update(notices).set({ viewCount: sql`${notices.viewCount} + 1` }).where(eq(notices.nttId, record.id)).returning({ viewCount: notices.viewCount })
        : await db.update(legalCases).set({ viewCount: sql`${legalCases.viewCount} + 1` }).where(eq(legalCases.caseId, record.id)).returning({ viewCount: legalCases.viewCount });
  return u?.viewCount ?? record.viewCount + 1;
}
