// The content editors' side of the boards in the back office (issue 34): notices and FAQ entries,
// hidden ones included, to list and open for editing, and the preview of rich text through the very
// allow-list every write goes through (so what the editor sees is what the public page will show).
import { and, asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { centerCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { containsAny } from '../../db/search';
import { faqs, notices } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { FAQ_NOT_FOUND, faqItem } from './faq';
import { NOTICE_NOT_FOUND, attachmentCount, listItem, noticeView } from './notices';
import { htmlToText, sanitizeRichText } from './sanitize';

/** The state filter of the staff lists as a condition on use_yn. */
const shown = (column: typeof notices.useYn | typeof faqs.useYn, state: 'ALL' | 'VISIBLE' | 'HIDDEN'): SQL | undefined =>
  state === 'ALL' ? undefined : eq(column, state === 'VISIBLE');

export function staffBoardHandlers(db: Db) {
  return {
    staffNoticeList: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-store');
      const where = and(containsAny(query.keyword, [notices.title]), shown(notices.useYn, query.state));
      const column = { postedAt: notices.postedAt, viewCount: notices.viewCount, title: notices.title }[query.sort];
      const dir = query.order === 'asc' ? asc : desc;
      const rows = db
        .select({ ...getTableColumns(notices), attachmentCount })
        .from(notices)
        .where(where)
        .orderBy(dir(column), dir(notices.nttId))
        .$dynamic();
      return listPage(db, query, { table: notices, where }, rows, (found) => found.map((r) => ({ ...listItem(r), visible: r.useYn, updatedAt: r.updatedAt.toISOString() })));
    },
    staffNotice: async (_req, reply, { params }) => {
      reply.header('Cache-Control', 'no-store');
      const [row] = await db.select().from(notices).where(eq(notices.nttId, params.nttId));
      if (!row) throw new HttpError(404, NOTICE_NOT_FOUND);
      return { ...(await noticeView(db, row)), visible: row.useYn };
    },
    staffFaqList: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-store');
      const where = and(containsAny(query.keyword, [faqs.question]), query.category ? eq(faqs.category, query.category) : undefined, shown(faqs.useYn, query.state));
      const column = { order: faqs.sortOrder, updatedAt: faqs.updatedAt, viewCount: faqs.viewCount }[query.sort];
      const dir = query.order === 'asc' ? asc : desc;
      const rows = db.select().from(faqs).where(where).orderBy(dir(column), dir(faqs.faqId)).$dynamic();
      return listPage(db, query, { table: faqs, where }, rows, (found) => found.map((r) => ({ ...faqItem(r), visible: r.useYn })));
    },
    staffFaq: async (_req, reply, { params }) => {
      reply.header('Cache-Control', 'no-store');
      const [row] = await db.select().from(faqs).where(eq(faqs.faqId, params.faqId));
      if (!row) throw new HttpError(404, FAQ_NOT_FOUND);
      return { ...faqItem(row), visible: row.useYn };
    },
    staffRichTextPreview: async (_req, reply, { body }) => {
      reply.header('Cache-Control', 'no-store');
      const html = sanitizeRichText(body.html);
      const text = htmlToText(html);
      return { html, text, empty: !text };
    },
  } satisfies Partial<Handlers<typeof centerCalls>>;
}
