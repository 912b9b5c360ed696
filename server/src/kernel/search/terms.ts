// What one query asks of the index: its words, the known words inside its long compounds and the
// phrases the synonym table adds, as tsquery terms; and the candidate rule the GIN index applies.
// Bounded (issue 31): however the 100 characters of a query are spent, the engine gets at most
// MAX_TERMS terms of at most MAX_WORD_LENGTH syllables each and a candidate rule of at most
// MAX_CANDIDATE_PAIRS pairs (the engine scores at most MAX_CANDIDATES rows), so the worst query costs
// a bounded multiple of the ordinary one.
import { countWords, isVerbForm, queryWord, queryWords } from './korean';
import type { SynonymSet } from './synonyms';

export const MAX_WORDS = 8;
/** A longer run of syllables is a glued sentence, not a word: searched by its first syllables and its known words. */
export const MAX_WORD_LENGTH = 16;
const MAX_PARTS_PER_WORD = 3;
export const MAX_PARTS = 6;
export const MAX_SYNONYMS = 6;
export const MAX_TERMS = MAX_WORDS + MAX_PARTS + MAX_SYNONYMS;
/** Above this many pairs the candidate rule pairs only the query's own words (no longer a strict superset of the coverage rule). */
export const MAX_CANDIDATE_PAIRS = 64;

const VERB_WEIGHT = 0.6;
export const VERB_COVER = 0.5;

export interface Term {
  label: string;
  tsquery: string;
  weight: number;
  /** word: a word of the query; part: a known word inside a long compound of the query; synonym. */
  role: 'word' | 'part' | 'synonym' | 'verb';
  /** The query word a word or part belongs to. */
  of: number;
  /** For a synonym: how many query words the phrase that brought it stands for. */
  covers: number;
}

/** Words of four or more syllables split greedily into the longest known words (해고예고수당 → 해고예고, 수당). */
function partsOf(word: string, known: Set<string>): string[] {
  if (!/^[가-힣]{4,}$/.test(word)) return [];
  const parts: string[] = [];
  for (let i = 0; i < word.length; ) {
    let len = Math.min(6, word.length - i);
    while (len >= 2 && !(known.has(word.slice(i, i + len)) && !(i === 0 && len === word.length))) len--;
    if (len >= 2) {
      parts.push(word.slice(i, i + len));
      i += len;
    } else i++;
  }
  return parts.length >= 2 ? parts : [];
}

/**
 * The query's words (at most MAX_WORDS, each at most MAX_WORD_LENGTH long), the known words inside
 * its long compounds (MAX_PARTS_PER_WORD each, MAX_PARTS in all), and for phrases of the synonym table
 * found in it the other phrases (at most MAX_SYNONYMS).
 */
export function termsOf(q: string, known: Set<string>, synonyms: SynonymSet): { terms: Term[]; expanded: string[]; words: string[] } {
  const ws = [...new Set(queryWords(q).map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
  const terms: Term[] = [];
  // verb forms count only when the query has other words
  // and so do the words of a count (3년, 두 달): the article states its own number
  const counts = countWords(q);
  const light = (w: string) => isVerbForm(w) || counts.has(w);
  const soft = ws.some((w) => !light(w)) ? new Set(ws.filter(light)) : new Set<string>();
  let parts = 0;
  ws.forEach((w, of) => {
    if (soft.has(w)) {
      terms.push({ label: w, ...queryWord(w), weight: VERB_WEIGHT, role: 'verb', of, covers: 0 });
      return;
    }
    terms.push({ label: w, ...queryWord(w), weight: 1, role: 'word', of, covers: 1 });
    const own = partsOf(w, known).slice(0, Math.min(MAX_PARTS_PER_WORD, MAX_PARTS - parts));
    // one part alone would stand for the whole word: a word keeps two or more, or none
    if (own.length < 2) return;
    parts += own.length;
    for (const part of own) terms.push({ label: part, ...queryWord(part), weight: 0.5, role: 'part', of, covers: 1 });
  });
  const expanded: string[] = [];
  for (const { phrase, covers } of synonyms.expansionsOf(q).slice(0, MAX_SYNONYMS)) {
    const phraseWords = queryWords(phrase).map((w) => w.slice(0, MAX_WORD_LENGTH));
    const tsqueries = phraseWords.map((w) => queryWord(w).tsquery);
    if (!tsqueries.length || terms.some((t) => t.label === phrase)) continue;
    terms.push({ label: phrase, tsquery: tsqueries.length > 1 ? `(${tsqueries.join(' & ')})` : tsqueries[0]!, weight: 0.5, role: 'synonym', of: -1, covers });
    expanded.push(phrase);
  }
  return { terms, expanded, words: ws };
}

/**
 * What a document must contain to possibly answer half the words of a query: a term that alone
 * covers that much, or any two terms (a part of a compound covers its share of the word). A
 * superset of the coverage rule, so the GIN index hands far fewer documents over to be scored. Past
 * MAX_CANDIDATE_PAIRS pairs (a query of many words and compounds, no judged query comes near): pairs
 * of its whole words only, which is narrower than the rule; the row cap bounds what is left.
 */
export function candidatesOf(terms: Term[]): string {
  const nWords = terms.filter((t) => t.role === 'word').length;
  if (nWords < 2) return terms.map((t) => t.tsquery).join(' | ');
  const need = nWords / 2;
  const nParts = (of: number) => terms.filter((t) => t.role === 'part' && t.of === of).length;
  const covers = (t: Term) => (t.role === 'verb' ? VERB_COVER : t.role === 'part' ? 1 / nParts(t.of) : t.covers);
  const alone = terms.filter((t) => covers(t) >= need);
  const rest = terms.filter((t) => covers(t) < need);
  // too many to pair: pairs of the query's own words only (at most 28), so a document must hold two of them
  const paired = (rest.length * (rest.length - 1)) / 2 > MAX_CANDIDATE_PAIRS ? rest.filter((t) => t.role === 'word') : rest;
  const pairs = paired.flatMap((t, i) => paired.slice(i + 1).map((u) => `(${t.tsquery} & ${u.tsquery})`));
  return [...alone.map((t) => t.tsquery), ...pairs].join(' | ');
}
