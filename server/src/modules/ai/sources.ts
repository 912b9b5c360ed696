// The passages an answer may use: the best items of the one search index for the question (and the
// conversation's previous question), each with its text, numbered as the answer will cite them.
import { sql } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SearchIndex } from '../../kernel/search/engine';
import { docLexemes, isVerbForm, queryWords } from '../../kernel/search/korean';

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

export async function sourcesFor(db: Db, index: SearchIndex, question: string, previous: string | null): Promise<Source[]> {
  const q = focusOf(previous ? `${question} ${previous}` : question);
  // every kind asked explicitly: an AI question is never counted into 인기 검색어
  const found = await index.search({ q: q.slice(0, 400), kinds: [...SEARCH_KINDS], sort: 'relevance', page: 1, size: 30 }).catch(() => null);
  if (!found) return [];
  const picked: typeof found.items = [];
  for (const item of found.items) {
    if (item.kind === 'notice') continue;
    if (picked.filter((p) => p.kind === item.kind).length >= PER_KIND_MAX) continue;
    picked.push(item);
    if (picked.length >= SOURCES_MAX) break;
  }
  if (!picked.length) return [];
  const rows = ((await db.execute(
    sql`SELECT kind, ref, body FROM search_docs WHERE (kind, ref) IN (${sql.join(
      picked.map((p) => sql`(${p.kind}, ${p.ref})`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { kind: string; ref: string; body: string }[] }).rows;
  return picked.map((p, i) => {
    const body = rows.find((r) => r.kind === p.kind && r.ref === p.ref)?.body ?? '';
    // a case is its question, then its answer (indexer.ts): the question only restates the citizen's
    const passage = p.kind === 'case' ? body.split('\n').slice(1).join('\n') : body;
    return { n: i + 1, ref: p.ref, kind: p.kind, title: p.title, url: p.url, text: `${p.title}\n${body}`, passage };
  });
}

/** The lexemes two texts share (how much a sentence speaks of the question). */
export function shared(a: string, b: string): number {
  const left = new Set(docLexemes(a).filter((l) => l.length >= 2));
  return docLexemes(b).filter((l) => l.length >= 2 && left.has(l)).length;
}
