// The search engine over search_docs: query words (and their synonyms) as tsqueries, one SQL that
// finds, counts and ranks (idf-weighted word hits, title and meta lifts, length and kind priors); a lift
// for items a well-matched case cites (or cases citing a well-matched item); snippets with marked
// words, typo suggestions by trigram similarity of jamo keys, 초성 autocomplete.
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
import { asksQuantity, choseongOf, isChoseongOnly, isVerbForm, jamoKey, normalizeText, withWeight, words } from './korean';
import { citationCache, liftCited } from './citations';
import { loadedValue } from './loaded-value';
import { markText, snippetOf } from './snippet';
import { synonymCache } from './synonyms';
import type { RankedRef } from './ranked';
import { candidatesOf, termsOf, VERB_COVER, type Term } from './terms';

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(db: Pick<Db, 'execute'>, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * How much a kind weighs when all kinds are listed together: an institution names many matters it
 * handles but answers none of them itself; notices rarely answer a problem.
 */
const KIND_PRIOR: Record<SearchKind, number> = { faq: 1, case: 1, service: 0.85, form: 1.25, statute: 1, precedent: 0.95, notice: 0.6 };
/**
 * A question for a period, a deadline, a limit or an amount (asksQuantity) is answered by the article
 * that states the number: statutes weigh this much more for it (issue 32).
 */
export const QUANTITY_STATUTE_PRIOR = 1.3;

const DIVERSITY_WINDOW = 30;
const DIVERSITY_DECAY = 0.85;
/**
 * Kind balance (issue 32): when the first three hold no statute article, the best article of the
 * first ten scoring at least this share of the third item's score takes the third place.
 */
const ARTICLE_IN_TOP3 = 0.8;
/**
 * The most documents one search scores (issue 31): the judged queries' largest candidate set is
 * well below it; a query that matches more is ranked among the first the GIN index hands over.
 */
export const MAX_CANDIDATES = 2000;
/** A longer word is a glued run, not a typo: no suggestion is looked for (its trigram search is the slowest). */
const SUGGEST_WORD_MAX = 10;
const SUGGEST_UNKNOWN_MAX = 2;

export interface SearchInput {
  q: string;
  kinds: SearchKind[];
  category?: string;
  sort: SearchSort;
  page: number;
  size: number;
  /** Search the words as typed, never a corrected spelling. */
  exact?: boolean;
}

const categoryLabel = (kind: SearchKind | undefined, code: string) => {
  if (kind === 'precedent' || kind === 'case') return LEGAL_TOPIC_LABELS[code as keyof typeof LEGAL_TOPIC_LABELS] ?? code;
  if (kind === 'form') return FORM_CATEGORY_LABELS[code as keyof typeof FORM_CATEGORY_LABELS] ?? code;
  if (kind === 'faq') return FAQ_CATEGORY_LABELS[code as keyof typeof FAQ_CATEGORY_LABELS] ?? code;
  if (kind === 'service') return code === 'INSTITUTION' ? '기관' : '서비스';
  return code;
};

export function searchIndex(db: Db) {
  const synonyms = synonymCache(db);
  const citations = citationCache(db);
  // each read again after a minute, or at once for a search filed under a newer data version
  const docCount = loadedValue(
    60_000,
    async () => Number((await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_docs`))[0]?.n ?? 0),
    (n) => n > 0,
  );
  const totalDocs = async (version?: string) => Math.max(await docCount(version), 1);
  const knownWords = loadedValue(60_000, async () => {
    const list = await rowsOf<{ term: string }>(db, sql`SELECT term FROM search_terms WHERE df > 0 AND length(term) <= 6`);
    return new Set(list.map((r) => r.term));
  });

  const termsFor = async (q: string, version?: string) => termsOf(q, await knownWords(version), await synonyms.get(version));

  /**
   * Each term's document frequency over the whole index, cached for a minute (an idf a minute old
   * ranks the same) and within one data version: one count per term not seen lately, each served by
   * the GIN index.
   */
  let dfCache = { at: Date.now(), version: undefined as string | undefined, byQuery: new Map<string, number>() };
  async function documentFrequencies(terms: Term[], version?: string): Promise<number[]> {
    if (Date.now() - dfCache.at > 60_000 || dfCache.byQuery.size > 5_000 || (version !== undefined && version !== dfCache.version)) dfCache = { at: Date.now(), version, byQuery: new Map() };
    const missing = [...new Set(terms.map((t) => t.tsquery).filter((q) => !dfCache.byQuery.has(q)))];
    if (missing.length) {
      const counts = missing.map((q, i) => sql`(SELECT count(*)::int FROM search_docs WHERE tsv @@ ${q}::tsquery) AS ${sql.raw(`c${i}`)}`);
      const [row] = await rowsOf(db, sql`SELECT ${sql.join(counts, sql`, `)}`);
      const fresh = new Map(missing.map((q, i) => [q, Number(row?.[`c${i}`] ?? 0)]));
      // a word nothing has yet is asked again: a notice that brings it must be found (not "corrected") at once
      for (const [q, n] of fresh) if (n > 0) dfCache.byQuery.set(q, n);
      return terms.map((t) => dfCache.byQuery.get(t.tsquery) ?? fresh.get(t.tsquery) ?? 0);
    }
    return terms.map((t) => dfCache.byQuery.get(t.tsquery) ?? 0);
  }

  /**
   * One SQL: the candidate docs with each term's hits, those answering enough of the query, scored.
   * Title (A) and meta (B) hits are looked up only where the term is found at all.
   */
  function matchSql(terms: Term[], dfs: number[], n: number, quantity = false) {
    const hits = terms.map((t, i) => sql`(tsv @@ ${t.tsquery}::tsquery) AS ${sql.raw(`h${i}`)}`);
    // a word in the title counts three times, in the meta 1.6 times; a body found by a word is not
    // discounted for its length (a long case or an article with its citing questions is not worse)
    const termScore = terms.map((t, i) => {
      const idf = t.weight * Math.log(1 + n / (1 + dfs[i]!));
      return sql`CASE WHEN h${sql.raw(String(i))} THEN ${sql.raw(idf.toFixed(6))} * (1 + 2 * (tsv @@ ${withWeight(t.tsquery, 'A')}::tsquery)::int + 0.6 * (tsv @@ ${withWeight(t.tsquery, 'B')}::tsquery)::int) ELSE 0 END`;
    });
    const prior = (k: SearchKind) => KIND_PRIOR[k] * (quantity && k === 'statute' ? QUANTITY_STATUTE_PRIOR : 1);
    const priors = sql.raw(`CASE kind ${SEARCH_KINDS.map((k) => `WHEN '${k}' THEN ${prior(k)}`).join(' ')} ELSE 1 END`);
    // how much of the query a document answers: a word counts when found whole or by the known
    // words inside it, a synonym for the words of the phrase that brought it
    const words = terms.filter((t) => t.role === 'word');
    const perWord = words.map((w) => {
      const i = terms.indexOf(w);
      const parts = terms.map((t, j) => [t, j] as const).filter(([t]) => t.role === 'part' && t.of === w.of);
      return parts.length ? `GREATEST(h${i}::int, (${parts.map(([, j]) => `h${j}::int`).join(' + ')}) / ${parts.length}.0)` : `h${i}::int`;
    });
    const viaSynonyms = terms.map((t, i) => (t.role === 'synonym' ? [`h${i}::int`, t.covers] as const : null)).filter((x) => x !== null);
    // a verb form found helps a document that answers few of the nouns; one not found costs nothing
    const viaVerbs = terms.map((t, i) => (t.role === 'verb' ? [`h${i}::int`, VERB_COVER] as const : null)).filter((x) => x !== null);
    const coverageOf = (wordWeights: number[], unit: number) => {
      const total = wordWeights.reduce((a, b) => a + b, 0) || 1;
      const sum = [...perWord.map((w, k) => `${wordWeights[k]!.toFixed(4)} * ${w}`), ...[...viaSynonyms, ...viaVerbs].map(([h, c]) => `${(c * unit).toFixed(4)} * ${h}`)];
      return sql.raw(`LEAST(1.0, (${sum.join(' + ') || '0'}) / ${total.toFixed(4)})`);
    };
    // the rule: at least half the words answered (each word alike); the score: the share of the
    // query's information answered, each word weighing its idf (임금채권 more than 신청)
    const coverage = coverageOf(words.map(() => 1), 1);
    const idfs = words.map((w) => Math.log(1 + n / (1 + dfs[terms.indexOf(w)]!)));
    const weighted = coverageOf(idfs, idfs.reduce((a, b) => a + b, 0) / Math.max(idfs.length, 1));
    // the candidates' vectors are read (and detoasted) once, then every term is looked up in memory
    return sql`
      WITH d AS MATERIALIZED (
        SELECT id, kind, ref, category, doc_date, boost, tsv || ''::tsvector AS tsv
          FROM search_docs WHERE tsv @@ ${candidatesOf(terms)}::tsquery LIMIT ${MAX_CANDIDATES}
      ), m AS MATERIALIZED (
        SELECT *, ${sql.join(hits, sql`, `)} FROM d
      ), p AS MATERIALIZED (
        SELECT *, ${weighted} AS coverage FROM m
         -- a query of several words: a document must answer at least half of them
         WHERE ${coverage} >= ${sql.raw(words.length >= 2 ? '0.5' : '0')}
      )
      SELECT id, kind, ref, category, doc_date,
             (${sql.join(termScore, sql` + `)}) * (0.2 + 0.8 * power(coverage, 2)) * boost * ${priors} AS score
        FROM p`;
  }

  /** Every match of every kind, best first (the kinds' counts come from the same list). */
  async function ranked(q: string, version?: string) {
    const { terms, expanded, words: ws } = await termsFor(q, version);
    if (!terms.length) return { rows: [] as Row[], terms, expanded, words: ws, dfs: [] as number[] };
    const termDfs = await documentFrequencies(terms, version);
    const query = sql`${matchSql(terms, termDfs, await totalDocs(version), asksQuantity(q))} ORDER BY score DESC, id`;
    // the planner takes a few hundred matches of ~5 000 for a sequential scan, which would detoast every
    // document's vector: the GIN index is always the cheaper way here
    const all = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf(tx, query);
    });
    const dfs = terms.flatMap((t, i) => (t.role === 'word' || t.role === 'verb' ? [termDfs[i]!] : []));
    return { rows: liftCited(all, await citations(version)), terms, expanded, words: ws, dfs };
  }
  /**
   * The best ~30 re-ranked so one source cannot fill the first page: each further item of the same
   * law (statutes) or kind weighs less (a law's every article names the law; precedents and cases
   * alike). Past the window the order is the score's.
   */
  const diversified = (rows: Row[]) => {
    const head = rows.slice(0, DIVERSITY_WINDOW);
    const out: Row[] = [];
    const seen = new Map<string, number>();
    const groupOf = (r: Row) => (r.kind === 'statute' ? `statute:${String(r.category)}` : String(r.kind));
    while (head.length) {
      let best = 0;
      let bestScore = -Infinity;
      head.forEach((r, i) => {
        const s = Number(r.score) * DIVERSITY_DECAY ** (seen.get(groupOf(r)) ?? 0);
        if (s > bestScore) [best, bestScore] = [i, s];
      });
      const [r] = head.splice(best, 1);
      seen.set(groupOf(r!), (seen.get(groupOf(r!)) ?? 0) + 1);
      out.push(r!);
    }
    if (out.length > 3 && !out.slice(0, 3).some((r) => r.kind === 'statute')) {
      const i = out.findIndex((r, k) => k >= 3 && k < 10 && r.kind === 'statute');
      if (i > 0 && Number(out[i]!.score) >= ARTICLE_IN_TOP3 * Number(out[2]!.score)) out.splice(2, 0, ...out.splice(i, 1));
    }
    return [...out, ...rows.slice(DIVERSITY_WINDOW)];
  };
  const only = (rows: Row[], kinds: SearchKind[], category?: string) =>
    rows.filter((r) => (!kinds.length || kinds.includes(r.kind as SearchKind)) && (!category || r.category === category));

  async function suggestionsFor(ws: string[], dfs: number[]): Promise<string[]> {
    // a verb form as typed (밀렸, 넘어갔) is no typo: the nouns carry the question
    const unknown = ws.filter((w, i) => dfs[i] === 0 && /^[가-힣]{2,}$/.test(w) && w.length <= SUGGEST_WORD_MAX && !isVerbForm(w));
    // more unknown words than that is not a typo (and each costs a trigram search, then the search again)
    if (!unknown.length || unknown.length > SUGGEST_UNKNOWN_MAX) return [];
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

  return {
    /** `version`: the data version the caller files the answer under (nothing it reads may be older). */
    async search(input: SearchInput, version?: string): Promise<SearchResult> {
      let searched = await ranked(input.q, version);
      let suggestions = await suggestionsFor(searched.words, searched.dfs);
      let correctedFrom: string | null = null;
      let q = input.q;
      // a mistyped word that finds (almost) nothing: search the likely spelling, and say so
      // (a rare two-syllable word is more often slang than a typo: suggested, not searched for)
      const typo = searched.expanded.length === 0 && searched.words.some((w, i) => searched.dfs[i] === 0 && w.length >= 3);
      if (!input.exact && suggestions.length && (typo || searched.rows.length < 5)) {
        const fixed = await ranked(suggestions[0]!, version);
        if (fixed.rows.length > 0) {
          correctedFrom = input.q;
          q = suggestions[0]!;
          searched = fixed;
          suggestions = [];
        }
      }
      const { terms, expanded, words: ws } = searched;
      const inKinds = only(searched.rows, input.kinds);
      const rows = only(inKinds, input.kinds, input.category);
      const sorted =
        input.sort === 'recent'
          ? [...rows].sort((a, b) => String(b.doc_date ?? '').localeCompare(String(a.doc_date ?? '')) || Number(b.score) - Number(a.score))
          : diversified(rows);
      const pageIds = sorted.slice((input.page - 1) * input.size, input.page * input.size);
      const details = pageIds.length
        ? await rowsOf(db, sql`SELECT id, title, meta, body, url FROM search_docs WHERE id IN (${sql.join(pageIds.map((r) => sql`${r.id}`), sql`, `)})`)
        : [];
      const pageRows = pageIds.map((r) => ({ ...r, ...details.find((d) => String(d.id) === String(r.id)) }));
      const markWords = [...ws, ...terms.filter((t) => t.role === 'part').map((t) => t.label), ...expanded.flatMap((p) => words(p))];
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
      const kindCounts = new Map<string, number>();
      for (const r of searched.rows) kindCounts.set(String(r.kind), (kindCounts.get(String(r.kind)) ?? 0) + 1);
      const catCounts = new Map<string, { kind: SearchKind; n: number }>();
      for (const r of inKinds) {
        const key = String(r.category);
        const c = catCounts.get(key) ?? { kind: r.kind as SearchKind, n: 0 };
        c.n++;
        catCounts.set(key, c);
      }
      return {
        q,
        correctedFrom,
        total: rows.length,
        page: input.page,
        size: input.size,
        items,
        facets: {
          kinds: SEARCH_KINDS.map((k) => ({ kind: k, label: SEARCH_KIND_LABELS[k], count: kindCounts.get(k) ?? 0 })),
          categories: input.kinds.length
            ? [...catCounts.entries()].map(([category, c]) => ({ category, label: categoryLabel(c.kind, category), count: c.n })).sort((a, b) => b.count - a.count)
            : [],
        },
        suggestions,
        expanded,
      };
    },

    /** Whether the query finds anything at all: one GIN lookup of its candidate rule (인기 검색어 never shows a search that found nothing). */
    async finds(q: string): Promise<boolean> {
      const { terms } = await termsFor(q);
      if (!terms.length) return false;
      return (await rowsOf(db, sql`SELECT 1 FROM search_docs WHERE tsv @@ ${candidatesOf(terms)}::tsquery LIMIT 1`)).length > 0;
    },

    async rankedRefs(q: string, kinds: SearchKind[], category?: string): Promise<RankedRef[]> {
      const rows = only((await ranked(q)).rows, kinds, category);
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
