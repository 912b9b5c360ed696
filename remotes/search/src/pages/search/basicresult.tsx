import { ListResults } from '../../lib/ListResults';

/** /search/basicresult: one ranked list of every kind, with the kind filter in the address. */
export default function BasicResult() {
  return <ListResults title="검색 결과" page="search-basic" tab={null} />;
}
