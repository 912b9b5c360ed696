import type { SearchKind, StatuteListSort } from '@portal/contracts';
import type { Db } from '../../db/client';
import { rankedRefs } from '../search/ranked';

/**
 * The items of one kind matching `q` in the one search index, as id → rank (0 = best). `idOf` turns
 * an index ref into the list's id (null: not one of this list's items).
 */
export async function rankedIds(db: Db, q: string, kind: SearchKind, idOf: (ref: string) => string | null = (ref) => ref): Promise<Map<string, number>> {
  const rank = new Map<string, number>();
  for (const { ref } of await rankedRefs(db, q, [kind])) {
    const id = idOf(ref);
    if (id !== null && !rank.has(id)) rank.set(id, rank.size);
  }
  return rank;
}

/** The sort a list answers: relevance only with a search word (its default then), otherwise recent. */
export function sortOf(sort: StatuteListSort | undefined, q: string): StatuteListSort {
  if (!sort) return q ? 'relevance' : 'recent';
  return sort === 'relevance' && !q ? 'recent' : sort;
}

/** Counts for every code of a list's tabs, zero where nothing matched, in the codes' order. */
export function codeCounts<C extends string>(labels: Record<C, string>, counted: { code: string; count: number }[]) {
  return (Object.keys(labels) as C[]).map((code) => ({ code, label: labels[code], count: Number(counted.find((c) => c.code === code)?.count ?? 0) }));
}
