import { PageHeading } from '@portal/ui/form';
import { SupplyGuide } from '../../../lib/prdoc/info';
import '../../../lib/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

/** /elrcpt/prdoc/Popup (layout empty): 증빙서류 제출 안내, the three ways in, 나의 서류 and the validity rule (README). */
export default function Popup() {
  return (
    <div className="mb-page el-page el-popup pd-page" data-page="elrcpt-prdoc-guide">
      <PageHeading title="증빙서류 제출 안내" />
      <SupplyGuide />
    </div>
  );
}
