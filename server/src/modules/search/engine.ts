// The search engine over search_docs: query words (and their synonyms) as tsqueries, one SQL that
// finds, counts and ranks (idf-weighted word hits, title and meta lifts, length and kind priors),
// snippets with marked words, typo suggestions by trigram similarity of jamo keys, 초성 autocomplete.
import { sql, type SQL } from 'drizzle-orm';
import {
  FAQ_CATEGORY_LABELS,
  FORM_CATEGORY_LABELS,
  LEGAL_TOPIC_LABELS,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SUGGEST_MAX,
  type SearchItem,
  type SearchKind,
  type SearchResult,
  type SearchSort,
  type SuggestList,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { choseongOf, isChoseongOnly, jamoKey, normalizeText, queryWord, queryWords, withWeight, words } from './korean';
import { markText, snippetOf } from './snippet';
import { synonymCache } from './synonyms';
import type { RankedRef } from './ranked';

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(db: Pick<Db, 'execute'>, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * How much a kind weighs when all kinds are listed together: a plain answer (FAQ, case) helps a
 * citizen before a raw article or decision; notices rarely answer a problem.
 */
const KIND_PRIOR: Record<SearchKind, number> = { faq: 1.25, case: 1.2, service: 1.1, form: 1.05, statute: 1, precedent: 0.95, notice: 0.6 };

interface Term {
  label: string;
  tsquery: string;
  weight: number;
  original: boolean;
}

export interface SearchInput {
  q: string;
  kinds: SearchKind[];
  category?: string;
  sort: SearchSort;
  page: number;
  size: number;
}

const categoryLabel = (kind: SearchKind | undefined, code: string) => {
  if (kind === 'precedent' || kind === 'case') return LEGAL_TOPIC_LABELS[code as keyof typeof LEGAL_TOPIC_LABELS] ?? code;
  if (kind === 'form') return FORM_CATEGORY_LABELS[code as keyof typeof FORM_CATEGORY_LABELS] ?? code;
  if (kind === 'faq') return FAQ_CATEGORY_LABELS[code as keyof typeof FAQ_CATEGORY_LABELS] ?? code;
  if (kind === 'service') return code === 'INSTITUTION' ? '기관' : '서비스';
  return code;
};

export function searchIndex(db: Db, writeDb: Db = db) {
  const synonyms = synonymCache(db);
  let docCount = { n: 0, at: 0 };
  const totalDocs = async () => {
    if (Date.now() - docCount.at > 60_000 || docCount.n === 0) {
      const [r] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_docs`);
      docCount = { n: Number(r?.n ?? 0), at: Date.now() };
    }
    return Math.max(docCount.n, 1);
  };

  /** The query's words and, for phrases of the synonym table found in it, the other phrases. */
  async function termsOf(q: string): Promise<{ terms: Term[]; expanded: string[]; words: string[] }> {
    const ws = queryWords(q);
    const terms: Term[] = ws.map((w) => ({ label: w, ...queryWord(w), weight: 1, original: true }));
    const expanded: string[] = [];
    for (const phrase of (await synonyms.get()).expansionsOf(q)) {
      const parts = queryWords(phrase).map((w) => queryWord(w).tsquery);
      if (!parts.length || terms.some((t) => t.label === phrase)) continue;
      terms.push({ label: phrase, tsquery: parts.length > 1 ? `(${parts.join(' & ')})` : parts[0]!, weight: 0.8, original: false });
      expanded.push(phrase);
    }
    return { terms: terms.slice(0, 16), expanded, words: ws };
  }

  /** One SQL: the matching docs with each term's hits, the terms' document frequencies, the score. */
  function matchSql(terms: Term[], where: SQL, n: number) {
    const any = terms.map((t) => t.tsquery).join(' | ');
    const hits = terms.map(
      (t, i) =>
        sql`(tsv @@ ${t.tsquery}::tsquery) AS ${sql.raw(`h${i}`)}, (tsv @@ ${withWeight(t.tsquery, 'A')}::tsquery) AS ${sql.raw(`a${i}`)}, (tsv @@ ${withWeight(t.tsquery, 'B')}::tsquery) AS ${sql.raw(`b${i}`)}`,
    );
    const dfs = terms.map((_, i) => sql.raw(`count(*) FILTER (WHERE h${i}) AS d${i}`));
    const termScore = terms.map(
      (t, i) => sql.raw(`(${t.weight} * ln(1 + ${n}::float8 / (1 + df.d${i})) * (h${i}::int + 1.5 * a${i}::int + 0.4 * b${i}::int))`),
    );
    const priors = sql.raw(`CASE kind ${SEARCH_KINDS.map((k) => `WHEN '${k}' THEN ${KIND_PRIOR[k]}`).join(' ')} ELSE 1 END`);
    return sql`
      WITH m AS (
        SELECT id, kind, ref, category, doc_date, boost, length(tsv) AS len, ${sql.join(hits, sql`, `)}
          FROM search_docs WHERE tsv @@ ${any}::tsquery AND ${where}
      ), df AS (SELECT ${sql.join(dfs, sql`, `)} FROM m)
      SELECT m.*, (${sql.join(termScore, sql` + `)}) * boost * ${priors} / (1 + 0.25 * ln(1 + len / 40.0)) AS score,
             ${sql.raw(terms.map((_, i) => `df.d${i}`).join(', '))}
        FROM m, df`;
  }

  const whereOf = (kinds: SearchKind[], category?: string) =>
    sql.join([kinds.length ? sql`kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql`true`, category ? sql`category = ${category}` : sql`true`], sql` AND `);

  async function ranked(q: string, kinds: SearchKind[], category?: string) {
    const { terms, expanded, words: ws } = await termsOf(q);
    if (!terms.length) return { rows: [] as Row[], terms, expanded, words: ws, dfs: [] as number[] };
    const all = await rowsOf(db, sql`${matchSql(terms, whereOf(kinds, category), await totalDocs())} ORDER BY score DESC, id`);
    const dfs = terms.map((_, i) => Number(all[0]?.[`d${i}`] ?? 0));
    return { rows: all, terms, expanded, words: ws, dfs };
  }

  async function suggestionsFor(ws: string[], dfs: number[]): Promise<string[]> {
    const unknown = ws.filter((w, i) => dfs[i] === 0 && /^[가-힣]{2,}$/.test(w));
    if (!unknown.length) return [];
    let changed = false;
    const fixed: string[] = [];
    for (const w of ws) {
      if (!unknown.includes(w)) {
        fixed.push(w);
        continue;
      }
      const [best] = await rowsOf<{ term: string }>(
        db,
        sql`SELECT term FROM search_terms WHERE jamo_key % ${jamoKey(w)} AND df > 0 AND term <> ${w}
             ORDER BY similarity(jamo_key, ${jamoKey(w)}) DESC, df DESC LIMIT 1`,
      );
      if (best) changed = true;
      fixed.push(best?.term ?? w);
    }
    return changed ? [fixed.join(' ')] : [];
  }

  const recordQuery = (q: string, hits: number) => {
    const text = normalizeText(q).slice(0, 60);
    // counted for 인기 검색어 off the answer's path; a lost count is harmless
    void writeDb
      .execute(
        sql`INSERT INTO search_query_stats (query, day, hits, searches) VALUES (${text}, (now() AT TIME ZONE 'Asia/Seoul')::date, ${hits}, 1)
            ON CONFLICT (query, day) DO UPDATE SET searches = search_query_stats.searches + 1, hits = excluded.hits`,
      )
      .catch(() => undefined);
  };

  return {
    async search(input: SearchInput): Promise<SearchResult> {
      const { rows, terms, expanded, words: ws, dfs } = await ranked(input.q, input.kinds, input.category);
      const sorted =
        input.sort === 'recent'
          ? [...rows].sort((a, b) => String(b.doc_date ?? '').localeCompare(String(a.doc_date ?? '')) || Number(b.score) - Number(a.score))
          : rows;
      const pageIds = sorted.slice((input.page - 1) * input.size, input.page * input.size);
      const details = pageIds.length
        ? await rowsOf(db, sql`SELECT id, title, meta, body, url FROM search_docs WHERE id IN (${sql.join(pageIds.map((r) => sql`${r.id}`), sql`, `)})`)
        : [];
      const pageRows = pageIds.map((r) => ({ ...r, ...details.find((d) => String(d.id) === String(r.id)) }));
      const markWords = [...ws, ...expanded.flatMap((p) => words(p))];
      const items: SearchItem[] = pageRows.map((r) => ({
        ref: String(r.ref),
        kind: r.kind as SearchKind,
        title: String(r.title),
        titleMarked: markText(String(r.title), markWords),
        snippet: snippetOf(String(r.body), markWords),
        meta: String(r.meta),
        url: String(r.url),
        category: String(r.category),
        date: r.doc_date == null ? null : String(r.doc_date instanceof Date ? r.doc_date.toISOString() : r.doc_date).slice(0, 10),
        score: Math.round(Number(r.score) * 1000) / 1000,
      }));
      const kindCounts = terms.length
        ? await rowsOf<{ kind: string; n: number }>(db, sql`SELECT kind, count(*)::int AS n FROM search_docs WHERE tsv @@ ${terms.map((t) => t.tsquery).join(' | ')}::tsquery GROUP BY kind`)
        : [];
      const catCounts = new Map<string, { kind: SearchKind; n: number }>();
      for (const r of rows) {
        const key = String(r.category);
        const c = catCounts.get(key) ?? { kind: r.kind as SearchKind, n: 0 };
        c.n++;
        catCounts.set(key, c);
      }
      const suggestions = await suggestionsFor(ws, dfs.slice(0, ws.length));
      // one search is one count: the result pages also ask for single kinds (totalresult's groups, the
      // tabs), further pages and categories of the same query; counting those too would let one
      // visitor's rare (possibly personal) text pass POPULAR_MIN_SEARCHES alone
      if (input.page === 1 && input.kinds.length === 0 && !input.category) recordQuery(input.q, rows.length);
      return {
        q: input.q,
        total: rows.length,
        page: input.page,
        size: input.size,
        items,
        facets: {
          kinds: SEARCH_KINDS.map((k) => ({ kind: k, label: SEARCH_KIND_LABELS[k], count: Number(kindCounts.find((c) => c.kind === k)?.n ?? 0) })),
          categories: input.kinds.length
            ? [...catCounts.entries()].map(([category, c]) => ({ category, label: categoryLabel(c.kind, category), count: c.n })).sort((a, b) => b.count - a.count)
            : [],
        },
        suggestions,
        expanded,
      };
    },

    async rankedRefs(q: string, kinds: SearchKind[], category?: string): Promise<RankedRef[]> {
      const { rows } = await ranked(q, kinds, category);
      return rows.map((r) => ({ ref: String(r.ref), score: Number(r.score) }));
    },

    async suggest(text: string): Promise<SuggestList> {
      const q = normalizeText(text).replace(/\s+/g, ' ').trim();
      if (!q) return { items: [] };
      const items: SuggestList['items'] = [];
      const add = (t: string, kind: SearchKind | null, url: string | null) => {
        if (items.length < SUGGEST_MAX && !items.some((i) => i.text === t)) items.push({ text: t, kind, url });
      };
      if (isChoseongOnly(q)) {
        const cho = q.replace(/\s+/g, '');
        const like = `${cho}%`;
        for (const d of await rowsOf<{ title: string; kind: SearchKind; url: string }>(
          db,
          sql`SELECT title, kind, url FROM search_docs WHERE choseong LIKE ${like} AND kind IN ('form', 'service', 'case', 'faq') ORDER BY length(title), title LIMIT ${SUGGEST_MAX}`,
        ))
          add(d.title, d.kind, d.url);
        for (const t of await rowsOf<{ term: string }>(db, sql`SELECT term FROM search_terms WHERE choseong LIKE ${like} ORDER BY df DESC, term LIMIT ${SUGGEST_MAX}`)) add(t.term, null, null);
        return { items };
      }
      const head = q.replace(/[%_\\]/g, (c) => `\\${c}`);
      for (const d of await rowsOf<{ title: string; kind: SearchKind; url: string }>(
        db,
        sql`SELECT title, kind, url FROM search_docs WHERE lower(title) LIKE ${`${head}%`} AND kind IN ('form', 'service', 'case', 'faq') ORDER BY length(title), title LIMIT 4`,
      ))
        add(d.title, d.kind, d.url);
      const last = q.split(' ').pop() ?? q;
      const lead = q.slice(0, q.length - last.length);
      for (const t of await rowsOf<{ term: string }>(db, sql`SELECT term FROM search_terms WHERE term LIKE ${`${last.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} ORDER BY df DESC, term LIMIT ${SUGGEST_MAX}`))
        add(`${lead}${t.term}`, null, null);
      // 초성 of a word being typed: 임ㅊ → 임차…
      if (items.length < SUGGEST_MAX && /[ㄱ-ㅎ]$/.test(last) && /^[가-힣]/.test(last)) {
        const cho = choseongOf(last.replace(/[ㄱ-ㅎ]+$/, '')) + last.match(/[ㄱ-ㅎ]+$/)![0];
        for (const t of await rowsOf<{ term: string }>(db, sql`SELECT term FROM search_terms WHERE choseong LIKE ${`${cho}%`} AND term LIKE ${`${last.replace(/[ㄱ-ㅎ]+$/, '')}%`} ORDER BY df DESC LIMIT 4`))
          add(`${lead}${t.term}`, null, null);
      }
      return { items };
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
