import { asc, desc, eq, sql } from 'drizzle-orm';
import { LEGAL_TOPIC_LABELS, precedentRef, type LegalTopic, type PrecedentDetail, type PrecedentList, type statuteCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { legalCases, precedents } from '../../db/schema';
import { REF_LINE_SEPARATOR } from '../../db/seed/legal';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { heldArticles } from './held';
import { linkArticles, splitLinked } from './linker';
import { preview, rankedIds, sortOf, tabListPage } from './list-helpers';

const PRECEDENT_NOT_FOUND = '판례를 찾을 수 없습니다. 사건번호를 확인해 주세요. (예: 2019다12345)';
const REF_PREFIX = precedentRef('');

type Row = typeof precedents.$inferSelect;
const summary = (r: Pick<Row, 'caseNo' | 'court' | 'decidedOn' | 'caseName' | 'caseType' | 'topic'>) => ({
  caseNo: r.caseNo,
  ref: precedentRef(r.caseNo),
  court: r.court,
  decidedOn: r.decidedOn,
  caseName: r.caseName,
  caseType: r.caseType,
  topic: r.topic as LegalTopic,
  topicName: LEGAL_TOPIC_LABELS[r.topic as LegalTopic],
});

export function precedentHandlers(db: Db) {
  return {
    precedentList: async (_req, reply, { query }): Promise<PrecedentList> => {
      reply.header('Cache-Control', 'no-cache');
      const { tabCounts, ...page } = await tabListPage(db, {
        table: precedents,
        id: precedents.caseNo,
        tab: precedents.topic,
        tabValue: query.topic,
        where: [query.caseType ? eq(precedents.caseType, query.caseType) : undefined],
        rank: query.q ? await rankedIds(db, query.q, 'precedent', (ref) => (ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : null)) : null,
        sort: sortOf(query.sort, query.q),
        orderOf: (sort) =>
          sort === 'old' ? [asc(precedents.decidedOn), asc(precedents.caseNo)] : sort === 'title' ? [asc(precedents.caseName), asc(precedents.caseNo)] : [desc(precedents.decidedOn), asc(precedents.caseNo)],
        query,
        labels: LEGAL_TOPIC_LABELS,
        // the preview is the first two lines of 판시사항
        item: (r: Row) => ({ ...summary(r), preview: preview(r.holdings.split('\n').slice(0, 2).join(' '), 160) }),
      });
      return { ...page, topicCounts: tabCounts };
    },
    precedentDetail: async (_req, reply, { query }): Promise<PrecedentDetail> => {
      reply.header('Cache-Control', 'no-cache');
      const [row] = await db
        .select()
        .from(precedents)
        .where(sql`${precedents.caseNo} = ${query.caseNo} OR replace(${precedents.caseNo}, ' ', '') = ${query.caseNo.replace(/\s+/g, '')}`)
        .limit(1);
      if (!row) throw new HttpError(404, PRECEDENT_NOT_FOUND);
      const [held, cases] = await Promise.all([
        heldArticles(db),
        db
          .select({ caseId: legalCases.caseId, board: legalCases.board, title: legalCases.title })
          .from(legalCases)
          .where(sql`${legalCases.precedents} @> ${JSON.stringify([row.caseNo])}::jsonb`)
          .orderBy(asc(legalCases.board), asc(legalCases.sortOrder)),
      ]);
      return {
        ...summary(row),
        holdings: row.holdings,
        summary: row.summary,
        summaryExcerpted: row.summaryExcerpted,
        refArticles: row.refArticles ? splitLinked(linkArticles(row.refArticles, { articles: held }), REF_LINE_SEPARATOR) : [],
        refPrecedents: row.refPrecedents,
        fullText: row.fullText,
        fullExcerpted: row.fullExcerpted,
        fullLength: row.fullLength,
        sourceUrl: row.sourceUrl,
        cases,
      };
    },
  } satisfies Partial<Handlers<typeof statuteCalls>>;
}
