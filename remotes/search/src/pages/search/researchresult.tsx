import { ListResults } from '../../lib/ListResults';
import { tabOf } from '../../lib/address';

const TAB = tabOf('research')!;

/** /search/researchresult: the research tab of the search (its kinds, category facets, sort, page size, pages). */
export default function ResearchResult() {
  return <ListResults title={`${TAB.label} 검색 결과`} page="search-research" tab={TAB} />;
}
