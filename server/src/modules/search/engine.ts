import type { SearchKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { RankedRef } from './ranked';

// Being written (issue 18): the index engine. Until it lands, lists without a search word work.
export function searchIndex(_db: Db) {
  return {
    rankedRefs: async (_q: string, _kinds: SearchKind[], _category?: string): Promise<RankedRef[]> => {
      throw new Error('search engine not built yet');
    },
  };
}
