import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqItem, type centerCalls } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { containsAny } from '../../db/search';
import { faqs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import type { OpenDataSources } from '../../kernel/open-data';
import { countedView } from '../../kernel/views';

export type FaqRow = typeof faqs.$inferSelect;
export const FAQ_NOT_FOUND = '자주 묻는 질문을 찾을 수 없습니다. 목록에서 다시 골라 주세요.';

export const faqItem = (r: FaqRow): FaqItem => ({
  faqId: r.faqId,
  category: r.category,
  categoryName: FAQ_CATEGORY_LABELS[r.category],
  question: r.question,
  answerHtml: r.answerHtml,
  source: r.sourceTitle && r.sourceUrl ? { title: r.sourceTitle, url: r.sourceUrl } : null,
  viewCount: r.viewCount,
  updatedAt: r.updatedAt.toISOString(),
});

/** A page of the shown FAQ entries (keyword, category) in list order, the entries per category and the total (the FAQ page; the open API). */
async function faqPage(db: Db, query: { keyword?: string; category?: string; page: number; pageSize: number }) {
  const search = [eq(faqs.useYn, true), containsAny(query.keyword, [faqs.question, faqs.answerText])];
  const where = and(...search, query.category ? eq(faqs.category, query.category as FaqRow['category']) : undefined);
  const counts = await db
    .select({ category: faqs.category, n: sql<number>`count(*)::int` })
    .from(faqs)
    .where(and(...search))
    .groupBy(faqs.category);
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(asc(faqs.sortOrder), asc(faqs.faqId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const countOf = (c: string) => Number(counts.find((x) => x.category === c)?.n ?? 0);
  return { rows, countOf, total: query.category ? countOf(query.category) : counts.reduce((s, c) => s + Number(c.n), 0) };
}

/** The FAQ as the open API publishes it (issue 33): no view counts. */
export function openFaq(db: Db): OpenDataSources['faq'] {
  return async (q) => {
    const { rows, total } = await faqPage(db, { keyword: q.keyword, category: q.category, page: q.pageNo, pageSize: q.numOfRows });
    return {
      items: rows.map((r) => {
        const { viewCount: _views, ...item } = faqItem(r);
        return item;
      }),
      totalCount: total,
    };
  };
}

export function faqHandlers(db: Db, config: Config) {
  return {
    faqList: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-cache');
      const { rows, countOf, total } = await faqPage(db, query);
      return {
        items: rows.map(faqItem),
        page: query.page,
        pageSize: query.pageSize,
        total,
        categoryCounts: FAQ_CATEGORIES.map((c) => ({ category: c, name: FAQ_CATEGORY_LABELS[c], count: countOf(c) })),
      };
    },
    faqDetail: async (req, reply, { params }) => {
      reply.header('Cache-Control', 'no-store');
      const [row] = await db.select().from(faqs).where(and(eq(faqs.faqId, params.faqId), eq(faqs.useYn, true)));
      if (!row) throw new HttpError(404, FAQ_NOT_FOUND);
      const viewCount = await countedView(db, config, req, reply, 'FAQ', { id: row.faqId, viewCount: row.viewCount });
      const related = await db
        .select({ faqId: faqs.faqId, question: faqs.question })
        .from(faqs)
        .where(and(eq(faqs.category, row.category), eq(faqs.useYn, true), ne(faqs.faqId, row.faqId)))
        .orderBy(asc(faqs.sortOrder), asc(faqs.faqId))
        .limit(5);
      return { ...faqItem({ ...row, viewCount }), related };
    },
  } satisfies Partial<Handlers<typeof centerCalls>>;
}
