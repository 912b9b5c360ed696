// The relevance gate (issue 32): a retrieved source is used only when it speaks to the question's
// subject, not when it shares one word with it. The question's content words weigh their rarity over
// the whole index (idf^1.5; a word no item holds weighs the most: it is what the question is about and
// the portal has nothing on it); generic words of asking (방법, 신고, 추천 …) weigh a quarter of theirs. A
// source passes when it holds at least PASS_SHARE of that weight: "비트코인 양도소득세 신고 방법" is
// about 비트코인 and 양도소득세, and an article holding 양도 and 신고 holds almost none of it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { docLexemes, isVerbForm, queryWord, queryWords } from '../../kernel/search/korean';
import { synonymCache } from '../../kernel/search/synonyms';

/** Words of asking that name no legal issue by themselves: they count a quarter. */
const GENERIC = new Set([
  '방법', '신고', '추천', '신청', '알려', '비용', '얼마', '언제', '기간', '절차', '서류', '필요', '가능', '기준', '요령', '정도', '문의', '상담',
  '안내', '비교', '계산', '준비', '시간', '관련', '내용', '문제', '대상', '사람', '받은', '진행', '처리', '종류', '조건', '자격', '혜택',
]);
const GENERIC_WEIGHT = 0.25;
/** Rarity weighs more than in proportion: the question's rare, topical words must be among what a source holds. */
const RARITY_POWER = 1.5;
/**
 * Pieces of a citizen's sentence the search keeps as words but that name no subject: a polite ending
 * (해요, 줘요), a one-syllable noun with its particle (돈이, 형이, 저를), a verb with 면 (주면), and the verb stems left by
 * stripped endings.
 */
const FILLER = /^(?:[가-힣]{1,3}요|[가-힣][이을를은는면]|않아|있어|했어|받나|좋나|되나|주세|주는|대해|얼마나|누구|무엇|어디|가야|가기|살고|나오|넘게|심해|많아|달라고|말라고|들어가|가지게|받고|받는|하는|되는)$/;
/** The share of the question's weight a source must hold. */
export const PASS_SHARE = 0.52;

export interface SubjectWord {
  word: string;
  /** The known words a compound the index does not hold whole is made of (사망보험금: 사망, 보험금). */
  parts: string[];
  /** Another way the sources may say it (the synonym table): each entry a phrase's words. */
  alternatives: string[][];
  df: number;
  /** idf over the index to the power RARITY_POWER; a quarter of it for a generic word. */
  weight: number;
}

export interface Subject {
  words: SubjectWord[];
}

const weightOf = (docs: number, df: number) => Math.log(1 + docs / (1 + df)) ** RARITY_POWER;
const rowsOf = async <T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The words of a question that can carry its subject: no verb forms, fillers or one-syllable words. */
export function contentWords(question: string): string[] {
  return queryWords(question).filter((w) => w.length >= 2 && !isVerbForm(w) && !FILLER.test(w));
}

/** A compound the index does not hold whole (사망보험금) split greedily into the longest known words (사망, 보험금). */
function partsOf(word: string, known: Set<string>): string[] {
  const parts: string[] = [];
  for (let i = 0; i < word.length; ) {
    let len = Math.min(6, word.length - i);
    while (len >= 2 && !known.has(word.slice(i, i + len))) len--;
    if (len < 2) return [];
    parts.push(word.slice(i, i + len));
    i += len;
  }
  return parts.length >= 2 ? parts : [];
}

const substrings = (word: string) => {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) for (let len = 2; len <= 6 && i + len <= word.length; len++) out.push(word.slice(i, i + len));
  return out;
};

const synonymsOf = new WeakMap<Db, ReturnType<typeof synonymCache>>();

/** The question's subject: its content words, each weighing its rarity in the index (counted as the search counts it). */
export async function subjectOf(db: Db, question: string): Promise<Subject> {
  const ws = contentWords(question);
  if (!ws.length) return { words: [] };
  const long = ws.filter((w) => /^[가-힣]{4,}$/.test(w));
  const known = new Set(
    long.length ? (await rowsOf<{ term: string }>(db, sql`SELECT term FROM search_terms WHERE df > 0 AND term IN (${sql.join([...new Set(long.flatMap(substrings))].map((s) => sql`${s}`), sql`, `)})`)).map((r) => r.term) : [],
  );
  const parts = ws.map((w) => (/^[가-힣]{4,}$/.test(w) && !known.has(w) ? partsOf(w, known) : []));
  // found as the search finds it: the word or all its bigrams, or else all its parts
  const tsqueries = ws.map((w, i) => (parts[i]!.length ? `(${queryWord(w).tsquery} | (${parts[i]!.map((p) => queryWord(p).tsquery).join(' & ')}))` : queryWord(w).tsquery));
  const counts = tsqueries.map((q, i) => sql`(SELECT count(*)::int FROM search_docs WHERE tsv @@ ${q}::tsquery) AS ${sql.raw(`c${i}`)}`);
  const [row] = await rowsOf<Record<string, number>>(db, sql`SELECT (SELECT count(*)::int FROM search_docs) AS n, ${sql.join(counts, sql`, `)}`);
  const docs = Number(row?.n ?? 0);
  if (!synonymsOf.has(db)) synonymsOf.set(db, synonymCache(db));
  const synonyms = await synonymsOf.get(db)!.get();
  return {
    words: ws.map((word, i) => {
      const df = Number(row?.[`c${i}`] ?? 0);
      const alternatives = synonyms.expansionsOf(word).map((e) => queryWords(e.phrase)).filter((p) => p.length > 0);
      return { word, parts: parts[i]!, alternatives, df, weight: weightOf(docs, df) * (GENERIC.has(word) ? GENERIC_WEIGHT : 1) };
    }),
  };
}

/** Whether a set of lexemes holds a word as the index would find it: the word, or (three syllables or more) all its bigrams. */
function holdsWord(lexemes: Set<string>, word: string): boolean {
  if (lexemes.has(word)) return true;
  if (!/^[가-힣]{3,}$/.test(word)) return false;
  for (let i = 0; i + 1 < word.length; i++) if (!lexemes.has(word.slice(i, i + 2))) return false;
  return true;
}

function holds(lexemes: Set<string>, w: SubjectWord): boolean {
  return holdsWord(lexemes, w.word) || (w.parts.length > 0 && w.parts.every((p) => holdsWord(lexemes, p))) || w.alternatives.some((phrase) => phrase.every((p) => holdsWord(lexemes, p)));
}

/** The share of the subject's weight a text (or the lexemes the index holds for it) holds, 0 … 1. */
export function coverage(subject: Subject, text: string | Set<string>): number {
  const total = subject.words.reduce((a, w) => a + w.weight, 0);
  if (!total) return 0;
  const lexemes = typeof text === 'string' ? new Set(docLexemes(text)) : text;
  return subject.words.filter((w) => holds(lexemes, w)).reduce((a, w) => a + w.weight, 0) / total;
}

export const onSubject = (subject: Subject, text: string | Set<string>) => coverage(subject, text) >= PASS_SHARE;

