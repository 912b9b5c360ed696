import { TotalResults } from '../../lib/TotalResults';

/** /search/totalresult: everything, grouped by tab with counts and 더보기. */
export default function TotalResult() {
  return <TotalResults />;
}
