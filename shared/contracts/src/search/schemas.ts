// Korean search (issue 18), area `search`: one public contract over the one search index.
import { z } from 'zod';
import { cleanText, paged, RecordId, requiredText } from '../common';
import { SEARCH_KINDS, SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_SIZE_DEFAULT, SEARCH_SIZE_MAX, SEARCH_SORTS } from './rules';

export * from './rules';

/**
 * A query as typed: NFC, lone surrogates and control characters dropped, spaces collapsed. Empty
 * after that is SEARCH_MESSAGES.empty; longer than SEARCH_QUERY_MAX is tooLong (never cut silently).
 */
export const SearchText = z
  .string({ error: SEARCH_MESSAGES.empty })
  .transform(cleanText)
  .pipe(z.string().min(1, { error: SEARCH_MESSAGES.empty }).max(SEARCH_QUERY_MAX, { error: SEARCH_MESSAGES.tooLong }));

export const SearchKindField = z.enum(SEARCH_KINDS, { error: '검색 대상은 statute, precedent, case, form, faq, notice, service 중에서 골라 주세요.' });
/** One kind or several joined by commas (etcresult asks for faq,notice); none = every kind. */
export const SearchKindsField = z
  .string()
  .optional()
  .transform((s) => (s ? [...new Set(s.split(',').map((k) => k.trim()).filter(Boolean))] : []))
  .pipe(z.array(SearchKindField));

export const SearchQuery = z.object({
  q: SearchText,
  kind: SearchKindsField,
  /** A category inside the kind (the topic of a precedent or case, the field of a form, an FAQ category). */
  category: z.string().trim().max(40, { error: '분류가 올바르지 않습니다.' }).optional(),
  sort: z.enum(SEARCH_SORTS, { error: '정렬은 relevance 또는 recent로 보내 주세요.' }).optional().default('relevance'),
  page: z.coerce.number({ error: '페이지 번호는 1 이상의 숫자로 보내 주세요.' }).int().min(1).max(1000).optional().default(1),
  /** '1': search the words as typed (the "검색어 그대로 찾기" link after a corrected search). */
  exact: z.enum(['1'], { error: 'exact는 1만 보낼 수 있습니다.' }).optional(),
  size: z.coerce
    .number({ error: `한 페이지 건수는 1~${SEARCH_SIZE_MAX} 사이 숫자로 보내 주세요.` })
    .int()
    .min(1)
    .max(SEARCH_SIZE_MAX)
    .optional()
    .default(SEARCH_SIZE_DEFAULT),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchItem = z.object({
  /** The stable identity: '주택임대차보호법 제3조의2', '대법원 2019다12345', an FAQ question, a form title. */
  ref: z.string(),
  kind: SearchKindField,
  title: z.string(),
  /**
   * Escaped text in which only the matched words are wrapped in <mark>…</mark>: the pages split it on
   * the marks and render text nodes, never HTML.
   */
  titleMarked: z.string(),
  snippet: z.string(),
  /** A line under the title: the law's 편/장/절, the court and date, the category. */
  meta: z.string(),
  url: z.string(),
  category: z.string(),
  date: z.string().nullable(),
  score: z.number(),
});
export type SearchItem = z.infer<typeof SearchItem>;

export const SearchResult = z.object({
  /** The query as searched (cleaned; the corrected spelling when correctedFrom is set). */
  q: z.string(),
  /**
   * What was typed, when it found (almost) nothing and its likely spelling was searched instead:
   * the page says "'q'(으)로 검색한 결과입니다" and offers to search the original as typed.
   */
  correctedFrom: z.string().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  items: z.array(SearchItem),
  facets: z.object({
    /** Matches of every kind for this query (the tabs' counts), whatever `kind` asked. */
    kinds: z.array(z.object({ kind: SearchKindField, label: z.string(), count: z.number().int() })),
    /** Matches per category inside the kinds asked. */
    categories: z.array(z.object({ category: z.string(), label: z.string(), count: z.number().int() })),
  }),
  /** Spelling suggestions when a word is likely mistyped ("혹시 ○○을 찾으셨나요?"). */
  suggestions: z.array(z.string()),
  /** Words added from the synonym table (월급 못 받음 → 임금체불), shown as "함께 찾은 말". */
  expanded: z.array(z.string()),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SuggestQuery = z.object({
  /** Beginning of a word, or 초성 only (ㅇㅊㄱ → 임차권…). An empty or unusable text answers no items. */
  q: z.string().max(SEARCH_QUERY_MAX * 2, { error: SEARCH_MESSAGES.tooLong }).optional().default(''),
});
export const SuggestList = z.object({
  items: z.array(z.object({ text: z.string(), kind: SearchKindField.nullable(), url: z.string().nullable() })),
});
export type SuggestList = z.infer<typeof SuggestList>;

export const PopularList = z.object({
  /** RECENT: counted from the last 7 days' searches; CURATED: the editors' list while counts are few. */
  basis: z.enum(['RECENT', 'CURATED']),
  items: z.array(z.object({ rank: z.number().int(), text: z.string() })),
});
export type PopularList = z.infer<typeof PopularList>;

/** A search the visitor asked for (the search form sent, a suggestion chosen): counted for 인기 검색어. */
export const SearchCountBody = z.object({ q: SearchText });

// ─── Words 인기 검색어 never shows (editors) ───
export const PopularBlockWrite = z.object({
  word: z
    .string({ error: '숨길 낱말을 입력해 주세요.' })
    .transform(cleanText)
    .pipe(z.string().min(1, { error: '숨길 낱말을 입력해 주세요.' }).max(40, { error: '숨길 낱말은 40자 이하로 입력해 주세요.' })),
});
export const PopularBlock = z.object({ id: z.number().int(), word: z.string(), createdAt: z.string() });
export type PopularBlock = z.infer<typeof PopularBlock>;
export const PopularBlockList = paged(PopularBlock);
export const PopularBlockIdParams = z.object({ id: RecordId('숨길 낱말 번호') });

// ─── Synonyms (editors) ───
const Phrase = z.string().trim().min(1, { error: '표현을 입력해 주세요.' }).max(40, { error: '표현은 40자 이하로 입력해 주세요.' });
export const SynonymWrite = z.object({
  groupName: requiredText('묶음 이름', 40),
  phrases: z.array(Phrase, { error: '같은 뜻의 표현을 두 개 이상 입력해 주세요.' }).min(2, { error: '같은 뜻의 표현을 두 개 이상 입력해 주세요.' }).max(20, { error: '표현은 20개까지 넣을 수 있습니다.' }),
});
export const Synonym = SynonymWrite.extend({ id: z.number().int(), origin: z.enum(['SEED', 'EDITOR']), updatedAt: z.string() });
export type Synonym = z.infer<typeof Synonym>;
export const SynonymList = paged(Synonym);
/** The group's number as text (a record id, so every path check of the other records applies). */
export const SynonymIdParams = z.object({ id: RecordId('동의어 묶음 번호') });
