import { EmptyResults } from '../../lib/EmptyResults';

/** /search/empty: no result for the query. */
export default function Empty() {
  return <EmptyResults tabbed={false} />;
}
