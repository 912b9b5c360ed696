import { ListResults } from '../../lib/ListResults';
import { tabOf } from '../../lib/address';

const TAB = tabOf('form')!;

/** /search/formresult: the form tab of the search (its kinds, category facets, sort, page size, pages). */
export default function FormResult() {
  return <ListResults title={`${TAB.label} 검색 결과`} page="search-form" tab={TAB} />;
}
