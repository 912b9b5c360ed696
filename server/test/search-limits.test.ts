// How much work one search may cause (issue 31, item 9): the search API and the result pages are
// limited per address a minute (a Korean 429, a Korean 429 page), and however a 100-character query
// is spent the engine gets a bounded number of terms, each of bounded size, and a bounded candidate rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SearchResult } from '@portal/contracts';
import { MAX_CANDIDATES } from '../src/kernel/search/engine';
import { synonymSet } from '../src/kernel/search/synonyms';
import { candidatesOf, MAX_CANDIDATE_PAIRS, MAX_PARTS, MAX_SYNONYMS, MAX_TERMS, MAX_WORD_LENGTH, MAX_WORDS, termsOf } from '../src/kernel/search/terms';
import { Browser, TestClock, createTestApp } from './helpers';

const CALLS = 12;
const PAGES = 5;
const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, searchCallsPerAddressMinute: CALLS, searchPagesPerAddressMinute: PAGES });
});
afterAll(async () => {
  await t?.close();
});

describe('per address a minute', () => {
  it('answers the search API with a Korean 429 past the limit, for that address only', async () => {
    const b = new Browser(t.app);
    for (let i = 0; i < CALLS - 1; i++) expect((await b.get(`/api/search?q=${encodeURIComponent('보증금')}&page=${(i % 3) + 1}`)).statusCode).toBe(200);
    // refused input counts too: a script cannot probe for free
    expect((await b.get('/api/search?q=')).statusCode).toBe(400);
    const refused = await b.get(`/api/search?q=${encodeURIComponent('보증금')}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^요청이 너무 많습니다\. \d+분 뒤에 다시 시도해 주십시오\.$/);
    expect(refused.headers['retry-after']).toBeTruthy();
    // another address is not affected
    expect((await new Browser(t.app).get(`/api/search?q=${encodeURIComponent('보증금')}`)).statusCode).toBe(200);
  });

  it('answers the result pages with a Korean 429 page past the limit; other pages and addresses are not limited', async () => {
    const b = new Browser(t.app);
    for (let i = 0; i < PAGES; i++) expect((await b.get(`/search/totalresult?q=${encodeURIComponent('이혼')}`)).statusCode).not.toBe(429);
    const page = await b.get(`/search/publicresult?q=${encodeURIComponent('이혼')}`);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBeTruthy();
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toMatch(/검색 요청이 너무 많습니다[\s\S]*\d+분 뒤에 다시 검색해 주십시오/);
    expect(page.body).not.toContain('<script');
    expect((await b.get('/center/faq/list')).statusCode).not.toBe(429);
    expect((await new Browser(t.app).get(`/search/totalresult?q=${encodeURIComponent('이혼')}`)).statusCode).not.toBe(429);
  });
});

describe('the work one query can cause', () => {
  // a vocabulary in which every two syllables of the glued runs below are known words
  const syllables = [...'가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초코토포호'];
  const known = new Set(syllables.flatMap((a) => syllables.map((b) => a + b)));
  const synonyms = synonymSet(Array.from({ length: 40 }, (_, i) => [`가나${i}`, `동의어${i}가`, `동의어${i}나`, `동의어${i}다`]));
  const hundred = (make: (i: number) => string, join: string) => {
    let q = '';
    for (let i = 0; q.length < 100; i++) q += (q ? join : '') + make(i);
    return q.slice(0, 100);
  };
  const lexemes = (tsquery: string) => tsquery.match(/'(?:[^']|'')+'/g)?.length ?? 0;
  /** The alternatives of a candidate rule: its `|` outside parentheses. */
  const clauses = (rule: string) => {
    let depth = 0;
    let n = 1;
    for (const c of rule) {
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === '|' && depth === 0) n++;
    }
    return n;
  };
  const check = (q: string) => {
    expect(q.length).toBeLessThanOrEqual(100);
    const { terms, words, expanded } = termsOf(q, known, synonyms);
    expect(terms.length, q).toBeLessThanOrEqual(MAX_TERMS);
    expect(words.length, q).toBeLessThanOrEqual(MAX_WORDS);
    expect(terms.filter((x) => x.role === 'part').length, q).toBeLessThanOrEqual(MAX_PARTS);
    expect(expanded.length, q).toBeLessThanOrEqual(MAX_SYNONYMS);
    // a word's tsquery: the word and its bigrams
    for (const x of terms.filter((x) => x.role !== 'synonym')) expect(lexemes(x.tsquery), x.label).toBeLessThanOrEqual(MAX_WORD_LENGTH);
    const rule = candidatesOf(terms);
    expect(clauses(rule), q).toBeLessThanOrEqual(MAX_CANDIDATE_PAIRS + MAX_TERMS);
    expect(lexemes(rule), q).toBeLessThanOrEqual((MAX_CANDIDATE_PAIRS * 2 + MAX_TERMS) * MAX_WORD_LENGTH);
    return terms;
  };

  it('hands the engine at most MAX_TERMS terms for a query of 100 words, glued runs, one long word or synonym phrases', () => {
    const spaced = hundred((i) => syllables[i % syllables.length]! + syllables[(i * 7) % syllables.length]!, ' ');
    expect(spaced.split(' ').length).toBeGreaterThan(30);
    expect(check(spaced).filter((x) => x.role === 'word' || x.role === 'verb')).toHaveLength(MAX_WORDS);
    const glued = hundred((i) => syllables[i % syllables.length]!, '');
    check(glued);
    const eightRuns = hundred((i) => syllables.slice(i, i + 11).join(''), ' ');
    expect(check(eightRuns).filter((x) => x.role === 'part')).toHaveLength(MAX_PARTS);
    check(hundred((i) => String.fromCharCode(0xac00 + ((i * 389) % 11172)), ''));
    check(hundred((i) => `가나${i}`, ' '));
    check(hundred((i) => `a${i}`, ' '));
  });

  it('pairs every term while the pairs are few, and only the query\'s own words past MAX_CANDIDATE_PAIRS', () => {
    const few = termsOf('임대차 보증금 반환', new Set(), synonymSet([])).terms;
    expect(clauses(candidatesOf(few))).toBe(3);
    const q = hundred((i) => syllables.slice(i, i + 11).join(''), ' ');
    const many = termsOf(q, known, synonyms).terms;
    const rest = many.length;
    expect((rest * (rest - 1)) / 2).toBeGreaterThan(MAX_CANDIDATE_PAIRS);
    const words = many.filter((x) => x.role === 'word');
    const rule = candidatesOf(many);
    expect(words).toHaveLength(MAX_WORDS);
    expect(clauses(rule)).toBe((MAX_WORDS * (MAX_WORDS - 1)) / 2);
  });

  it('scores at most MAX_CANDIDATES documents of a query that matches more', async () => {
    // the two-syllable lexeme most documents hold (있다, 한다 … of every statute article)
    const stat = await t.database.db.execute(sql`SELECT word, ndoc FROM ts_stat('SELECT tsv FROM search_docs') WHERE word ~ '^[가-힣]{2}$' ORDER BY ndoc DESC, word LIMIT 1`);
    const top = (stat as unknown as { rows: { word: string; ndoc: number }[] }).rows[0]!;
    expect(top.ndoc).toBeGreaterThan(MAX_CANDIDATES);
    const res = await new Browser(t.app).get(`/api/search?q=${encodeURIComponent(top.word)}&exact=1`);
    expect(res.statusCode).toBe(200);
    expect(SearchResult.parse(res.json()).total).toBe(MAX_CANDIDATES);
  });
});
