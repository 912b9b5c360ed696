// The passages an answer may use: the best items of the one search index for the question (and the
// conversation's previous question) that pass the relevance gate (relevance.ts), each with its text,
// numbered as the answer will cite them.
import { sql } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SearchIndex } from '../../kernel/search/engine';
import { docLexemes, isVerbForm, queryWords } from '../../kernel/search/korean';
import { onSubject, subjectOf, type Subject } from './relevance';

export interface Source {
  n: number;
  ref: string;
  kind: SearchKind;
  title: string;
  url: string;
  /** The item's own text the answer may quote (title, then body). */
  text: string;
  /** The part of it that answers rather than asks: a case's answer without its question, any other body. */
  passage: string;
  /** What the index holds for it (title, meta, body, the questions of the cases citing it): what the relevance gate judges; else its text. */
  lexemes?: Set<string>;
}

const SOURCES_MAX = 6;
const PER_KIND_MAX = 2;
/** How many words of a long question are searched: the longest (most particular) ones, in their order. */
const WORDS_MAX = 8;

/** The words of a question worth searching: verb forms dropped, the longest kept when there are many. */
export function focusOf(question: string): string {
  const words = queryWords(question).filter((w) => !isVerbForm(w));
  if (words.length <= WORDS_MAX) return question;
  const keep = new Set([...words].sort((a, b) => b.length - a.length).slice(0, WORDS_MAX));
  return words.filter((w) => keep.has(w)).join(' ');
}

/** The sources for a question and its subject; an item of the search that does not speak to the subject is never a source. */
export async function sourcesFor(db: Db, index: SearchIndex, question: string, previous: string | null): Promise<{ sources: Source[]; subject: Subject }> {
  const asked = previous ? `${question} ${previous}` : question;
  const subject = await subjectOf(db, asked);
  // every kind asked explicitly: an AI question is never counted into 인기 검색어
  const found = await index.search({ q: focusOf(asked).slice(0, 400), kinds: [...SEARCH_KINDS], sort: 'relevance', page: 1, size: 30 }).catch(() => null);
  const candidates = found?.items.filter((item) => item.kind !== 'notice') ?? [];
  if (!candidates.length) return { sources: [], subject };
  // judged on what the index holds for the item (its title, meta, body and the questions of the cases citing it)
  const rows = ((await db.execute(
    sql`SELECT kind, ref, body, tsvector_to_array(tsv) AS lexemes FROM search_docs WHERE (kind, ref) IN (${sql.join(
      candidates.map((p) => sql`(${p.kind}, ${p.ref})`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { kind: string; ref: string; body: string; lexemes: string[] }[] }).rows;
  const rowOf = (p: { kind: string; ref: string }) => rows.find((r) => r.kind === p.kind && r.ref === p.ref);
  const picked: (typeof candidates[number] & { lexemes: Set<string> })[] = [];
  for (const item of candidates) {
    if (picked.filter((p) => p.kind === item.kind).length >= PER_KIND_MAX) continue;
    const lexemes = new Set(rowOf(item)?.lexemes ?? []);
    if (!onSubject(subject, lexemes)) continue;
    picked.push({ ...item, lexemes });
    if (picked.length >= SOURCES_MAX) break;
  }
  const sources = picked.map((p, i) => {
    const body = rowOf(p)?.body ?? '';
    // a case is its question, then its answer (indexer.ts): the question only restates the citizen's
    const passage = p.kind === 'case' ? body.split('\n').slice(1).join('\n') : body;
    return { n: i + 1, ref: p.ref, kind: p.kind, title: p.title, url: p.url, text: `${p.title}\n${body}`, passage, lexemes: p.lexemes };
  });
  return { sources, subject };
}

/** The lexemes two texts share (how much a sentence speaks of the question). */
export function shared(a: string, b: string): number {
  const left = new Set(docLexemes(a).filter((l) => l.length >= 2));
  return docLexemes(b).filter((l) => l.length >= 2 && left.has(l)).length;
}
