import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { joOfLabel, LEGAL_TOPIC_LABELS, precedentRef, statuteRef, type CaseDetail, type CaseList, type LegalTopic, type statuteCalls } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { legalCases, precedents, statuteArticles, statuteLaws } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { countedView } from '../../kernel/views';
import { heldArticles } from './held';
import { linkArticles } from './linker';
import { preview, rankedIds, sortOf, tabListPage } from './list-helpers';

const CASE_NOT_FOUND = '사례를 찾을 수 없습니다. 삭제되었거나 번호가 잘못되었습니다. 목록에서 다시 골라 주세요.';

type Row = typeof legalCases.$inferSelect;
const summary = (r: Row) => ({
  caseId: r.caseId,
  board: r.board,
  category: r.category as LegalTopic,
  categoryName: LEGAL_TOPIC_LABELS[r.category as LegalTopic],
  title: r.title,
  writtenOn: r.writtenOn,
  viewCount: r.viewCount,
});
/** A board's list order (newest first) that prev/next follow too. */
const LIST_ORDER = [desc(legalCases.writtenOn), asc(legalCases.sortOrder), asc(legalCases.caseId)];

export function caseHandlers(db: Db, config: Config) {
  return {
    caseList: async (_req, reply, { query }): Promise<CaseList> => {
      reply.header('Cache-Control', 'no-cache');
      const { tabCounts, ...page } = await tabListPage(db, {
        table: legalCases,
        id: legalCases.title,
        tab: legalCases.category,
        tabValue: query.category,
        where: [eq(legalCases.board, query.board)],
        rank: query.q ? await rankedIds(db, query.q, 'case') : null,
        sort: sortOf(query.sort, query.q),
        orderOf: (sort) =>
          sort === 'old'
            ? [asc(legalCases.writtenOn), asc(legalCases.sortOrder), asc(legalCases.caseId)]
            : sort === 'title'
              ? [asc(legalCases.title), asc(legalCases.caseId)]
              : sort === 'views'
                ? [desc(legalCases.viewCount), ...LIST_ORDER]
                : LIST_ORDER,
        query,
        labels: LEGAL_TOPIC_LABELS,
        item: (r: Row) => ({ ...summary(r), preview: preview(r.question, 120) }),
      });
      return { ...page, categoryCounts: tabCounts };
    },
    caseDetail: async (req, reply, { params }): Promise<CaseDetail> => {
      reply.header('Cache-Control', 'no-store');
      const [row] = await db.select().from(legalCases).where(eq(legalCases.caseId, params.caseId));
      if (!row) throw new HttpError(404, CASE_NOT_FOUND);
      const viewCount = await countedView(db, config, req, reply, 'CASE', { id: row.caseId, viewCount: row.viewCount });
      const held = await heldArticles(db);
      const cited = row.articles.flatMap((ref) => {
        const m = /^(.*\S)\s+(제\d+조(?:의\d+)?)$/.exec(ref.trim());
        const jo = m && joOfLabel(m[2]!);
        const law = m && [...held.keys()].find((name) => name.replace(/\s+/g, '') === m[1]!.replace(/\s+/g, ''));
        return law && jo && held.get(law)!.has(jo) ? [{ law, jo }] : [];
      });
      const [decisions, titles, board] = await Promise.all([
        row.precedents.length
          ? db.select({ caseNo: precedents.caseNo, caseName: precedents.caseName, decidedOn: precedents.decidedOn }).from(precedents).where(inArray(precedents.caseNo, row.precedents))
          : [],
        cited.length
          ? db
              .select({ law: statuteArticles.lawName, jo: statuteArticles.jo, title: statuteArticles.title })
              .from(statuteArticles)
              .innerJoin(statuteLaws, and(eq(statuteLaws.name, statuteArticles.lawName), eq(statuteLaws.enforceDate, statuteArticles.enforceDate)))
              .where(and(eq(statuteLaws.status, 'CURRENT'), inArray(statuteArticles.lawName, [...new Set(cited.map((c) => c.law))]), inArray(statuteArticles.jo, cited.map((c) => c.jo))))
          : [],
        db.select({ caseId: legalCases.caseId, title: legalCases.title }).from(legalCases).where(eq(legalCases.board, row.board)).orderBy(...LIST_ORDER),
      ]);
      const at = board.findIndex((b) => b.caseId === row.caseId);
      return {
        ...summary({ ...row, viewCount }),
        question: row.question,
        answer: linkArticles(row.answer, { articles: held }),
        precedents: row.precedents.flatMap((no) => {
          const p = decisions.find((d) => d.caseNo === no);
          return p ? [{ caseNo: p.caseNo, ref: precedentRef(p.caseNo), caseName: p.caseName, decidedOn: p.decidedOn }] : [];
        }),
        articles: cited.map((c) => ({ ref: statuteRef(c.law, c.jo), law: c.law, jo: c.jo, title: titles.find((t) => t.law === c.law && t.jo === c.jo)?.title ?? '' })),
        prev: at > 0 ? board[at - 1]! : null,
        next: at >= 0 && at < board.length - 1 ? board[at + 1]! : null,
      };
    },
  } satisfies Partial<Handlers<typeof statuteCalls>>;
}
