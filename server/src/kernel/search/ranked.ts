import type { SearchKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { searchIndex, type SearchIndex } from './engine';

export interface RankedRef {
  ref: string;
  score: number;
}

/**
 * Items of these kinds that match `q`, best first: every match (a list page pages them itself).
 * The statute-information lists use it for their search word, so they search the one index.
 */
const engines = new WeakMap<Db, SearchIndex>();

export async function rankedRefs(db: Db, q: string, kinds: SearchKind[], category?: string): Promise<RankedRef[]> {
  // one engine per database, so its vocabulary and term counts are cached between list requests
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = searchIndex(db)));
  return engine.rankedRefs(q, kinds, category);
}
