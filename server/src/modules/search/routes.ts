import { asc, eq, sql } from 'drizzle-orm';
import type { PopularList, Synonym, searchCalls } from '@portal/contracts';
import { searchSynonyms } from '../../db/schema';
import { curatedPopular } from '../../db/seed/data/popular-curated';
import { HttpError } from '../../http/errors';
import { WRITE_LIMIT } from '../../kernel/limits';
import type { Module } from '../../kernel/module';

const SYNONYM_NOT_FOUND = '동의어 묶음을 찾을 수 없습니다. 목록에서 다시 골라 주세요.';
const SYNONYM_TAKEN = '같은 이름의 동의어 묶음이 이미 있습니다. 다른 이름을 쓰거나 그 묶음을 고쳐 주세요.';
/** A query counts as popular once searched this often in 7 days (rare texts, which may be personal, never show). */
const POPULAR_MIN_SEARCHES = 5;

/** A group's number from the address (a record id); anything else names no group. */
const groupNo = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

const synonymOf = (r: typeof searchSynonyms.$inferSelect): Synonym => ({ id: r.id, groupName: r.groupName, phrases: r.phrases, origin: r.origin, updatedAt: r.updatedAt.toISOString() });

/** Korean search (issue 18). Reads go to `readDb` (DATABASE_READ_URL, a replica) when given. */
export const searchModule: Module<typeof searchCalls> = ({ db, readDb, search: index }) => {





  const taken = (error: unknown) => {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new HttpError(409, SYNONYM_TAKEN);
    throw error;
  };

  return {
    handlers: {
      search: async (_req, reply, { query }) => {
        reply.header('Cache-Control', 'no-cache');
        return index.search({ q: query.q, kinds: query.kind, category: query.category, sort: query.sort, page: query.page, size: query.size, exact: query.exact === '1' });
      },
      searchSuggest: async (_req, reply, { query }) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return index.suggest(query.q);
      },
      searchPopular: async (_req, reply): Promise<PopularList> => {
        reply.header('Cache-Control', 'public, max-age=300');
        const counted = (await readDb.execute(
          sql`SELECT query, sum(searches)::int AS n FROM search_query_stats
               WHERE day >= (now() AT TIME ZONE 'Asia/Seoul')::date - 6 AND hits > 0
               GROUP BY query HAVING sum(searches) >= ${POPULAR_MIN_SEARCHES} ORDER BY n DESC, query LIMIT 10`,
        )) as unknown as { rows: { query: string }[] };
        if (counted.rows.length >= 5) return { basis: 'RECENT', items: counted.rows.map((r, i) => ({ rank: i + 1, text: r.query })) };
        return { basis: 'CURATED', items: curatedPopular.slice(0, 10).map((text, i) => ({ rank: i + 1, text })) };
      },
      staffSynonymList: async (_req, _reply, { query }) => {
        const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(searchSynonyms)) as [{ n: number }];
        const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.groupName)).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
        return { items: rows.map(synonymOf), page: query.page, pageSize: query.pageSize, total: Number(n) };
      },
      staffSynonymCreate: {
        options: WRITE_LIMIT(60),
        handler: async (_req, reply, { body }) => {
          const [row] = await db
            .insert(searchSynonyms)
            .values({ groupName: body.groupName, phrases: [...new Set(body.phrases)], origin: 'EDITOR' })
            .returning()
            .catch(taken);
          reply.code(201);
          return synonymOf(row!);
        },
      },
      staffSynonymUpdate: {
        options: WRITE_LIMIT(60),
        handler: async (_req, _reply, { params, body }) => {
          const [row] = await db
            .update(searchSynonyms)
            // an edited seed group becomes the editors' own (the seed no longer puts it back)
            .set({ groupName: body.groupName, phrases: [...new Set(body.phrases)], origin: 'EDITOR', updatedAt: sql`now()` })
            .where(eq(searchSynonyms.id, groupNo(params.id)))
            .returning()
            .catch(taken);
          if (!row) throw new HttpError(404, SYNONYM_NOT_FOUND);
          return synonymOf(row);
        },
      },
      staffSynonymDelete: {
        options: WRITE_LIMIT(60),
        handler: async (_req, _reply, { params }) => {
          const gone = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, groupNo(params.id))).returning({ id: searchSynonyms.id });
          if (!gone.length) throw new HttpError(404, SYNONYM_NOT_FOUND);
          return { success: true as const };
        },
      },
    },
  };
};
