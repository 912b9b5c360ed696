import { desc, eq } from 'drizzle-orm';
import type { centerCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import type { Handlers } from '../../http/route';

/** 공지사항 for the main page: pinned first, then newest. The notice board comes with a later issue. */
export function noticeLatestHandlers(db: Db) {
  return {
    noticeLatest: async (_req, reply, { query }) => {
      // public and the same for everyone: a minute of shared caching takes load off the main page
      reply.header('Cache-Control', 'public, max-age=60');
      const rows = await db
        .select({ nttId: notices.nttId, title: notices.title, category: notices.category, postedAt: notices.postedAt, pinned: notices.pinned })
        .from(notices)
        .where(eq(notices.useYn, true))
        .orderBy(desc(notices.pinned), desc(notices.postedAt), desc(notices.nttId))
        .limit(query.limit);
      return rows.map((r) => ({ ...r, postedAt: r.postedAt.toISOString() }));
    },
  } satisfies Partial<Handlers<typeof centerCalls>>;
}
