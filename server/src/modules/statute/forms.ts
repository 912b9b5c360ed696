import { asc, eq, sql } from 'drizzle-orm';
import { FORM_CATEGORY_LABELS, type FormCategory, type FormList, type statuteCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { legalForms } from '../../db/schema';
import type { Handlers } from '../../http/route';
import { rankedIds, sortOf, tabListPage } from './list-helpers';

type Row = typeof legalForms.$inferSelect;
const item = (r: Row) => ({
  formId: r.formId,
  source: r.source,
  category: r.category as FormCategory,
  categoryName: FORM_CATEGORY_LABELS[r.category as FormCategory],
  title: r.title,
  purpose: r.purpose,
  lawName: r.lawName,
  formNo: r.formNo,
  enforceDate: r.enforceDate,
  fileUrl: r.fileUrl,
  pdfUrl: r.pdfUrl,
  sourceUrl: r.sourceUrl,
});

export function formHandlers(db: Db) {
  return {
    formList: async (_req, reply, { query }): Promise<FormList> => {
      reply.header('Cache-Control', 'no-cache');
      // a form's ref in the index is its title; the indexer makes a second form of the same title
      // '<title> (<formId>)'
      let rank: Map<string, number> | null = null;
      if (query.q) {
        const byRef = await rankedIds(db, query.q, 'form');
        const forms = await db.select({ formId: legalForms.formId, title: legalForms.title }).from(legalForms).where(eq(legalForms.source, query.source));
        rank = new Map();
        for (const f of forms) {
          const r = byRef.get(`${f.title} (${f.formId})`) ?? byRef.get(f.title);
          if (r !== undefined) rank.set(f.formId, r);
        }
      }
      const { tabCounts, ...page } = await tabListPage(db, {
        table: legalForms,
        id: legalForms.formId,
        tab: legalForms.category,
        tabValue: query.category,
        where: [eq(legalForms.source, query.source)],
        rank,
        sort: sortOf(query.sort, query.q),
        orderOf: (sort) => [
          ...(sort === 'old'
            ? [sql`${legalForms.enforceDate} ASC NULLS LAST`, asc(legalForms.sortOrder)]
            : sort === 'title'
              ? [asc(legalForms.title)]
              : [sql`${legalForms.enforceDate} DESC NULLS LAST`, asc(legalForms.sortOrder)]),
          asc(legalForms.formId),
        ],
        query,
        labels: FORM_CATEGORY_LABELS,
        item,
      });
      return { ...page, categoryCounts: tabCounts };
    },
  } satisfies Partial<Handlers<typeof statuteCalls>>;
}
