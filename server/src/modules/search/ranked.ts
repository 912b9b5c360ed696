import type { SearchKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { searchIndex } from './engine';

export interface RankedRef {
  ref: string;
  score: number;
}

/**
 * Items of these kinds that match `q`, best first: every match (a list page pages them itself).
 * The statute-information lists use it for their search word, so they search the one index.
 */
export async function rankedRefs(db: Db, q: string, kinds: SearchKind[], category?: string): Promise<RankedRef[]> {
  return searchIndex(db).rankedRefs(q, kinds, category);
}
