import { useLocation } from '@portal/router';
import { readLawCase } from '../lib/address';
import ArticleView from '../lib/law-case/ArticleView';
import PrecedentSearch from '../lib/law-case/PrecedentSearch';
import PrecedentView from '../lib/law-case/PrecedentView';

/** /law-case (법령·판례): ?case= one decision, ?law=&jo=&version= one article of a law, otherwise 판례 검색. */
export default function LawCase() {
  const view = readLawCase(useLocation().search);
  if (view.kind === 'case') return <PrecedentView key={view.caseNo} caseNo={view.caseNo} />;
  if (view.kind === 'law') return <ArticleView {...view} />;
  return <PrecedentSearch />;
}
