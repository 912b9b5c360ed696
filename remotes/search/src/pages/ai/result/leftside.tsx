import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { History } from '../../../lib/ai/History';
import '../../../lib/ai.css';

/** /ai/result/leftside: the conversation-history panel as a page (open, continue, delete). */
export default function AiResultLeftside() {
  return (
    <div className="mb-page mb-page--wide ai-page" data-page="ai-result-leftside">
      <PageHeading title="AI 법률 안내 대화목록" />
      <History continueLinks />
      <p>
        <Link to="/ai">새 질문하기</Link>
      </p>
    </div>
  );
}
