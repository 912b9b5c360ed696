import { ListResults } from '../../lib/ListResults';
import { tabOf } from '../../lib/address';

const TAB = tabOf('public')!;

/** /search/publicresult: the public tab of the search (its kinds, category facets, sort, page size, pages). */
export default function PublicResult() {
  return <ListResults title={`${TAB.label} 검색 결과`} page="search-public" tab={TAB} />;
}
