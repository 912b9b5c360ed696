// Korean text → index lexemes, the same on both sides of a search. PostgreSQL's own text search keeps
// particles ("보증금을" ≠ "보증금") and trigram indexes cannot serve two-syllable words ("체불"), so the
// app makes the lexemes: NFC, Hangul runs stripped of particles and endings, whole words plus
// overlapping bigrams, Latin and digits lower-cased, article and case numbers kept whole.
import { disassemble, getChoseong } from 'es-hangul';

/** Article numbers (제3조의2), case numbers (2019다12345) and plain runs of Hangul, Latin or digits. */
const TOKEN = /제?\s?\d+\s?조(?:\s?의\s?\d+)?|\d{2,4}[가-힣]{1,3}\d{1,7}|[가-힣]+|[a-z]+|\d+/g;

// Longest first. Endings of questions as citizens type them ("돌려줘요", "받았는데") and particles.
const ENDINGS = [
  '한다고요', '해달래요', '하라는데', '한다는데', '하라고', '한다고', '한다며', '한대요', '해달라', '라는데', '다는데', '라고요', '다고요',
  '해주세요', '했습니다', '했는데요', '됐는데요', '하려면', '받으려면', '했어요', '했는데', '됐어요', '되나요', '하나요', '있나요', '없나요', '할까요', '인가요', '합니다', '습니다', '해줘요', '줘요', '주세요', '싶어요', '는데요', '는데', '인데', '다고', '다며', '대요', '래요', '어요', '아요', '해요', '나요', '까요', '려면', '으면', '하면', '했다', '하다',
  '에서는', '에게서', '으로는', '으로서', '으로써', '이라고', '이라는', '에서도', '까지는', '부터는', '이나마', '에서', '에게', '한테', '께서', '으로', '이랑', '이나', '이고', '이며', '처럼', '보다', '까지', '부터', '마저', '조차', '밖에', '라고', '라는', '하고',
  '은', '는', '이', '가', '을', '를', '의', '에', '도', '만', '로', '와', '과', '랑', '요',
];

/** Words a question is made of that find nothing by themselves. */
const STOPWORDS = new Set([
  '안', '못', '좀', '잘', '더', '왜', '어떻게', '어떤', '무엇', '뭐', '뭔가', '언제', '어디', '누가', '수', '것', '거', '게', '등', '및', '그', '이', '저', '제가', '저는', '나는', '내가', '우리', '너무', '정말', '진짜', '혹시', '그냥', '계속', '아직', '다시', '받을', '있는', '없는', '하는', '되는', '해야', '하려', '경우', '방법', '문의', '질문', '알려', '궁금', '하나', '되나', '있나', '없나', '할까', '인가', '해주', '알려주', '싶어', '싶은', '하고', '해서', '했는데', '라고',
  // a question for a number (how long, how much, by when) finds its answer by the words it asks about
  '몇', '며칠', '몇일', '얼마', '얼마나',
]);

const stripEnding = (word: string) => {
  for (const e of ENDINGS) {
    // leave at least two syllables (한 글자 조사는 세 글자 이상 낱말에서만 뗀다)
    if (word.length - e.length >= 2 && word.endsWith(e)) return word.slice(0, -e.length);
  }
  return word;
};

const bigrams = (run: string) => {
  const out: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  return out;
};

/** A token as an index lexeme: article and case numbers without spaces, words without endings. */
const wordOf = (token: string) => {
  const t = token.replace(/\s+/g, '');
  if (/^\d+조/.test(t)) return `제${t}`;
  return /^[가-힣]+$/.test(t) ? stripEnding(t) : t;
};

export const normalizeText = (text: string) => text.normalize('NFC').toLowerCase();

/** Lexemes of a document's text: every word (endings stripped) and the bigrams of every Hangul run. */
export function docLexemes(text: string): string[] {
  const out = new Set<string>();
  for (const m of normalizeText(text).matchAll(TOKEN)) {
    const token = m[0];
    const word = wordOf(token);
    out.add(word);
    if (/^[가-힣]+$/.test(token)) {
      if (word !== token) out.add(token);
      for (const b of bigrams(token)) out.add(b);
    } else if (/^제/.test(token) || /\d[가-힣]/.test(token)) {
      // 제3조의2 is also found by its number; 2019다12345 by its parts
      for (const part of token.match(/[가-힣]+|\d+/g) ?? []) if (/\d/.test(part)) out.add(part);
    }
  }
  return [...out];
}

/** Whole words of a text as a search term list (endings stripped), stopwords kept. */
export function words(text: string): string[] {
  return [...normalizeText(text).matchAll(TOKEN)].map((m) => wordOf(m[0]));
}

/** One word of a query: found as the whole word, or (Hangul of two or more syllables) by all its bigrams. */
export interface QueryWord {
  word: string;
  /** tsquery text: ('보증금' | ('보증' & '증금')). Lexemes are [가-힣a-z0-9] only, so quoting is safe. */
  tsquery: string;
}

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

export function queryWord(word: string): QueryWord {
  const parts = /^[가-힣]{2,}$/.test(word) && word.length > 2 ? bigrams(word) : [];
  const tsquery = parts.length ? `(${quote(word)} | (${parts.map(quote).join(' & ')}))` : quote(word);
  return { word, tsquery };
}

/**
 * Whether a query asks for a period, a deadline, a limit or an amount (며칠, 언제까지, 얼마까지, 몇 년
 * 지나면, 2주 넘었는데, 두 달 밀리면): such a question is answered by the article that states the number.
 */
export const asksQuantity = (q: string) =>
  /몇|며칠|얼마|언제|기한|기간|시효|까지|이내/.test(normalizeText(q)) ||
  /\d\s*(일|주|개월|달|년|시간|번|기|회)|(^|\s)(한|두|세|네|다섯|여섯)\s?(달|번|해|주|시간|차례)/.test(normalizeText(q));

/**
 * The words of a count in a query (3년, 2주, 두 달, 세 번): the article states its own number, so they
 * are searched for lightly and not needed for a document to answer the query.
 */
export function countWords(q: string): Set<string> {
  const out = new Set<string>();
  for (const m of normalizeText(q).matchAll(/(\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(일|주|주일|개월|달|년|시간|번|기|회|차례)(?![가-힣])/g)) for (const w of words(m[0])) out.add(w);
  return out;
}

/** The words a query searches for: stopwords dropped unless nothing else is left, duplicates once. */
export function queryWords(q: string): string[] {
  const all = [...new Set(words(q))].filter((w) => w.length > 0);
  const kept = all.filter((w) => !STOPWORDS.has(w));
  return kept.length ? kept : all;
}

/**
 * A query word that is a verb as citizens type it (받았, 넘어갔, 빌려줬, 받으면, 많은데, 돌려, 안줘):
 * past-tense and connective endings, a two-syllable 아/어 form, 안/못 glued to a verb. Searched for
 * lightly and not needed for a document to answer the query (the nouns carry the question).
 */
export const isVerbForm = (word: string) =>
  /^[가-힣]{2,}$/.test(word) &&
  (/(았|었|였|갔|났|왔|렸|줬|졌|쳤|했|됐|겼|봤|웠|셨)$/.test(word) ||
    /(으면|는데|은데|을수|면서|해서|아서|어서|지만)$/.test(word) ||
    /^[가-힣](려|겨|쳐|져|줘|워)$/.test(word) ||
    /^(안|못)(줘|돼|되|해|하|갚|받|가|와|봐|들|써)/.test(word));

/** The same tsquery restricted to one weight (title A, meta B): '보증금':A. */
export const withWeight = (tsquery: string, weight: 'A' | 'B') => tsquery.replace(/'((?:[^']|'')+)'/g, `'$1':${weight}`);

// ─── Typo keys and 초성 ───
const INITIAL = ['g', 'gg', 'n', 'd', 'dd', 'r', 'm', 'b', 'bb', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const JAMO_LATIN: Record<string, string> = {
  ㄱ: 'g', ㄲ: 'gg', ㄴ: 'n', ㄷ: 'd', ㄸ: 'dd', ㄹ: 'r', ㅁ: 'm', ㅂ: 'b', ㅃ: 'bb', ㅅ: 's', ㅆ: 'ss', ㅇ: 'ng', ㅈ: 'j', ㅉ: 'jj', ㅊ: 'ch', ㅋ: 'k', ㅌ: 't', ㅍ: 'p', ㅎ: 'h',
  ㅏ: 'a', ㅐ: 'ae', ㅑ: 'ya', ㅒ: 'yae', ㅓ: 'eo', ㅔ: 'e', ㅕ: 'yeo', ㅖ: 'ye', ㅗ: 'o', ㅘ: 'wa', ㅙ: 'wae', ㅚ: 'oe', ㅛ: 'yo', ㅜ: 'u', ㅝ: 'wo', ㅞ: 'we', ㅟ: 'wi', ㅠ: 'yu', ㅡ: 'eu', ㅢ: 'ui', ㅣ: 'i',
};

/**
 * A word spelt jamo by jamo in Latin letters (보증금 → bojeungggeum): pg_trgm compares ASCII whatever
 * the database locale, and one wrong jamo changes few trigrams ("보즘금" is close to "보증금").
 */
export function jamoKey(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = ch.charCodeAt(0) - 0xac00;
    if (code >= 0 && code < 11172) {
      // initial ㅇ is silent: spell it as nothing so 이/리 stay close
      out += INITIAL[Math.floor(code / 588)]!;
      out += [...disassemble(ch)].slice(1).map((j) => JAMO_LATIN[j] ?? '').join('');
    } else out += ch;
  }
  return out;
}

export const choseongOf = (text: string) => getChoseong(text.normalize('NFC').replace(/[^가-힣]/g, ''));
export const isChoseongOnly = (text: string) => /^[ㄱ-ㅎ]+$/.test(text.replace(/\s+/g, ''));
