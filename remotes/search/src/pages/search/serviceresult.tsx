import { ListResults } from '../../lib/ListResults';
import { tabOf } from '../../lib/address';

const TAB = tabOf('service')!;

/** /search/serviceresult: the service tab of the search (its kinds, category facets, sort, page size, pages). */
export default function ServiceResult() {
  return <ListResults title={`${TAB.label} 검색 결과`} page="search-service" tab={TAB} />;
}
