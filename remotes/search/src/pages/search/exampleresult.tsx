import { ListResults } from '../../lib/ListResults';
import { tabOf } from '../../lib/address';

const TAB = tabOf('example')!;

/** /search/exampleresult: the example tab of the search (its kinds, category facets, sort, page size, pages). */
export default function ExampleResult() {
  return <ListResults title={`${TAB.label} 검색 결과`} page="search-example" tab={TAB} />;
}
