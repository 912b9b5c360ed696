import { EmptyResults } from '../../lib/EmptyResults';

/** /search/emptytab: no result in one tab (?tab=) while other tabs have some. */
export default function EmptyTab() {
  return <EmptyResults tabbed />;
}
