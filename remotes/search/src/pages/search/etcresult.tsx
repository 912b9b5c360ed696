import { ListResults } from '../../lib/ListResults';
import { tabOf } from '../../lib/address';

const TAB = tabOf('etc')!;

/** /search/etcresult: the etc tab of the search (its kinds, category facets, sort, page size, pages). */
export default function EtcResult() {
  return <ListResults title={`${TAB.label} 검색 결과`} page="search-etc" tab={TAB} />;
}
