import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { articleLabel, precedentRef, statuteRef, type LawList, type StatuteArticleView, type statuteCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { precedentArticles, precedents, statuteArticles, statuteLaws } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { heldArticles, heldLawName } from './held';
import { linkArticles } from './linker';

const LAW_NOT_FOUND = (name: string) => `'${name}' 법령을 찾을 수 없습니다. 법령 목록에서 법령을 골라 주세요.`;
const VERSION_NOT_FOUND = (name: string, version: string) => `${name}의 ${version} 시행 판이 없습니다. 시행 중인 판이나 시행 예정인 판을 골라 주세요.`;
const ARTICLE_NOT_FOUND = (name: string, label: string) => `${name}에 ${label}가 없습니다. 조문 번호를 확인하거나 목차에서 조문을 골라 주세요.`;

type ArticleHeadRow = { jo: string; label: string; title: string; part: string };
const head = (a: ArticleHeadRow) => ({ jo: a.jo, label: a.label, title: a.title });

/** 편/장/절 runs in article order: each run of articles under the same part is one entry. */
export function tableOfContents(rows: ArticleHeadRow[]): StatuteArticleView['toc'] {
  const toc: StatuteArticleView['toc'] = [];
  for (const a of rows) {
    const last = toc[toc.length - 1];
    if (last && last.part === a.part) last.articles.push(head(a));
    else toc.push({ part: a.part, articles: [head(a)] });
  }
  return toc;
}

export function articleHandlers(db: Db) {
  return {
    statuteLaws: async (_req, reply): Promise<LawList> => {
      reply.header('Cache-Control', 'no-cache');
      const rows = await db.select().from(statuteLaws).orderBy(asc(statuteLaws.name), asc(statuteLaws.enforceDate));
      const items: LawList['items'] = [];
      for (const r of rows) {
        if (r.status !== 'CURRENT') continue;
        const upcoming = rows.find((u) => u.name === r.name && u.status === 'UPCOMING');
        items.push({ name: r.name, lawKind: r.lawKind, enforceDate: r.enforceDate, status: r.status, articleCount: r.articleCount, upcoming: upcoming ? { enforceDate: upcoming.enforceDate } : null });
      }
      return { items };
    },
    statuteArticle: async (_req, reply, { query }): Promise<StatuteArticleView> => {
      reply.header('Cache-Control', 'no-cache');
      const name = await heldLawName(db, query.law);
      if (!name) throw new HttpError(404, LAW_NOT_FOUND(query.law));
      const versions = await db
        .select()
        .from(statuteLaws)
        .where(eq(statuteLaws.name, name))
        .orderBy(asc(statuteLaws.enforceDate));
      const law = query.version ? versions.find((v) => v.enforceDate === query.version) : versions.find((v) => v.status === 'CURRENT');
      if (!law) throw new HttpError(404, query.version ? VERSION_NOT_FOUND(name, query.version) : LAW_NOT_FOUND(query.law));
      const inVersion = and(eq(statuteArticles.lawName, name), eq(statuteArticles.enforceDate, law.enforceDate));
      const heads = await db
        .select({ jo: statuteArticles.jo, label: statuteArticles.label, title: statuteArticles.title, part: statuteArticles.part })
        .from(statuteArticles)
        .where(inVersion)
        .orderBy(asc(statuteArticles.seq));
      const at = query.jo ? heads.findIndex((a) => a.jo === query.jo) : 0;
      const found = heads[at];
      if (at < 0 || !found) throw new HttpError(404, query.jo ? ARTICLE_NOT_FOUND(name, articleLabel(query.jo)) : `${name}의 조문이 없습니다.`);
      const [[article], others, citing, held] = await Promise.all([
        db.select().from(statuteArticles).where(and(inVersion, eq(statuteArticles.jo, found.jo))),
        db
          .select({ enforceDate: statuteArticles.enforceDate, title: statuteArticles.title, body: statuteArticles.body })
          .from(statuteArticles)
          .where(and(eq(statuteArticles.lawName, name), eq(statuteArticles.jo, found.jo), ne(statuteArticles.enforceDate, law.enforceDate))),
        db
          .select({ caseNo: precedents.caseNo, caseName: precedents.caseName, decidedOn: precedents.decidedOn })
          .from(precedentArticles)
          .innerJoin(precedents, eq(precedents.caseNo, precedentArticles.caseNo))
          .where(and(eq(precedentArticles.lawName, name), eq(precedentArticles.jo, found.jo)))
          .orderBy(desc(precedents.decidedOn), asc(precedents.caseNo)),
        heldArticles(db),
      ]);
      const otherVersions = versions.filter((v) => v.enforceDate !== law.enforceDate);
      const differsInOtherVersion = otherVersions.some((v) => {
        const same = others.find((o) => o.enforceDate === v.enforceDate);
        return !same || same.body !== article!.body || same.title !== article!.title;
      });
      return {
        law: {
          name,
          lawKind: law.lawKind,
          enforceDate: law.enforceDate,
          status: law.status,
          promulgated: law.promulgated,
          promulgationNo: law.promulgationNo,
          ministry: law.ministry,
          sourceUrl: law.sourceUrl,
        },
        versions: versions.map((v) => ({ enforceDate: v.enforceDate, status: v.status })),
        article: { ...head(found), ref: statuteRef(name, found.jo), part: found.part, body: linkArticles(article!.body, { articles: held, self: name }) },
        prev: at > 0 ? head(heads[at - 1]!) : null,
        next: at < heads.length - 1 ? head(heads[at + 1]!) : null,
        toc: tableOfContents(heads),
        precedents: citing.map((p) => ({ caseNo: p.caseNo, ref: precedentRef(p.caseNo), caseName: p.caseName, decidedOn: p.decidedOn })),
        differsInOtherVersion,
      };
    },
  } satisfies Partial<Handlers<typeof statuteCalls>>;
}
