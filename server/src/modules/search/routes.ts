import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PopularBlock, PopularList, SearchResult, Synonym, searchCalls } from '@portal/contracts';
import { listPage } from '../../db/list-page';
import { searchPopularBlocks, searchSynonyms } from '../../db/schema';
import { curatedPopular } from '../../db/seed/data/popular-curated';
import { HttpError } from '../../http/errors';
import { KeptAnswers } from '../../kernel/kept-answers';
import { WRITE_LIMIT } from '../../kernel/limits';
import type { Module } from '../../kernel/module';
import { limitSearchPages } from './page-limit';
import { POPULAR_SHOWN, popularSearches } from './popular';
import { blockKey } from './popular-words';

const SYNONYM_NOT_FOUND = '동의어 묶음을 찾을 수 없습니다. 목록에서 다시 골라 주세요.';
const SYNONYM_TAKEN = '같은 이름의 동의어 묶음이 이미 있습니다. 다른 이름을 쓰거나 그 묶음을 고쳐 주세요.';
const BLOCK_NOT_FOUND = '숨긴 낱말을 찾을 수 없습니다. 목록에서 다시 골라 주세요.';
const BLOCK_TAKEN = '이미 숨긴 낱말입니다.';
/** Search answers kept (each a page of results, 10–40 KB): the popular questions of a day fit many times over. */
const SEARCH_ANSWERS_KEPT = 500;
/** Fewer counted words than this: the editors' list is shown instead. */
const POPULAR_MIN_SHOWN = 5;

/** A group's (or block word's) number from the address (a record id); anything else names none. */
const groupNo = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

const synonymOf = (r: typeof searchSynonyms.$inferSelect): Synonym => ({ id: r.id, groupName: r.groupName, phrases: r.phrases, origin: r.origin, updatedAt: r.updatedAt.toISOString() });
const blockOf = (r: typeof searchPopularBlocks.$inferSelect): PopularBlock => ({ id: r.id, word: r.word, createdAt: r.createdAt.toISOString() });

/**
 * Korean search (issue 18). Reads go to `readDb` (DATABASE_READ_URL, a replica) when given. The search
 * calls and the result pages are limited per address a minute (issue 31).
 */
export const searchModule: Module<typeof searchCalls> = ({ db, readDb, search: index, config, now, dataVersion }) => {
  const popular = popularSearches(db, readDb, index, now);
  /**
   * Results are the same for everyone: kept under the data version, so an editor's change or a new
   * document answers anew at once. Searches that read a replica keep an answer a minute at most: the
   * version is the primary's, and a replica that lagged behind it is asked again within the minute.
   */
  const kept = new KeptAnswers<SearchResult>(SEARCH_ANSWERS_KEPT, readDb === db ? null : 60_000);
  const perAddress = { config: { rateLimit: { max: config.searchCallsPerAddressMinute, timeWindow: 60_000 } } };

  const takenAs = (message: string) => (error: unknown) => {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new HttpError(409, message);
    throw error;
  };
  const taken = takenAs(SYNONYM_TAKEN);
  /** Deletes a synonym group or a hidden word by the number in the address; 404 when there is none. */
  const removeByNo = async (table: typeof searchSynonyms | typeof searchPopularBlocks, id: string, notFound: string) => {
    const gone = await db.delete(table).where(eq(table.id, groupNo(id))).returning({ id: table.id });
    if (!gone.length) throw new HttpError(404, notFound);
    return { success: true as const };
  };

  return {
    install: (app) => limitSearchPages(app, config.searchPagesPerAddressMinute, config.contextPath),
    handlers: {
      search: {
        options: perAddress,
        handler: async (_req, reply, { query }) => {
          reply.header('Cache-Control', 'no-cache');
          const input = { q: query.q, kinds: query.kind, category: query.category, sort: query.sort, page: query.page, size: query.size, exact: query.exact === '1' };
          const version = await dataVersion();
          return kept.get(`${version}|${JSON.stringify(input)}`, () => index.search(input, version));
        },
      },
      searchCount: {
        options: perAddress,
        handler: async (req, _reply, { body }) => {
          await popular.record(req, body.q);
          return { success: true as const };
        },
      },
      searchSuggest: async (_req, reply, { query }) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return index.suggest(query.q);
      },
      searchPopular: async (_req, reply): Promise<PopularList> => {
        // short: a word an editor hides leaves shared caches within a minute
        reply.header('Cache-Control', 'public, max-age=60');
        const shown = await popular.shown();
        if (shown.length >= POPULAR_MIN_SHOWN) return { basis: 'RECENT', items: shown.map((text, i) => ({ rank: i + 1, text })) };
        return { basis: 'CURATED', items: curatedPopular.slice(0, POPULAR_SHOWN).map((text, i) => ({ rank: i + 1, text })) };
      },
      staffPopularBlockList: async (_req, _reply, { query }) => {
        return listPage(db, query, { table: searchPopularBlocks, where: undefined }, db.select().from(searchPopularBlocks).orderBy(desc(searchPopularBlocks.id)).$dynamic(), (rows) => rows.map(blockOf));
      },
      staffPopularBlockCreate: {
        options: WRITE_LIMIT(60),
        handler: async (_req, reply, { body, editor }) => {
          const [row] = await db
            .insert(searchPopularBlocks)
            .values({ word: blockKey(body.word), createdAt: now(), createdBy: editor.memberId })
            .returning()
            .catch(takenAs(BLOCK_TAKEN));
          reply.code(201);
          return blockOf(row!);
        },
      },
      staffPopularBlockDelete: {
        options: WRITE_LIMIT(60),
        handler: (_req, _reply, { params }) => removeByNo(searchPopularBlocks, params.id, BLOCK_NOT_FOUND),
      },
      staffSynonymList: async (_req, _reply, { query }) => {
        return listPage(db, query, { table: searchSynonyms, where: undefined }, db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.groupName)).$dynamic(), (rows) => rows.map(synonymOf));
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
        handler: (_req, _reply, { params }) => removeByNo(searchSynonyms, params.id, SYNONYM_NOT_FOUND),
      },
    },
  };
};
