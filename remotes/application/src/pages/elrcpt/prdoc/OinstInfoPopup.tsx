import { PageHeading } from '@portal/ui/form';
import { OtherInstitutions } from '../../../lib/prdoc/info';
import '../../../lib/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

/** /elrcpt/prdoc/OinstInfoPopup (layout empty): documents another institution holds, each kind's issuer and where to get it. */
export default function OinstInfoPopup() {
  return (
    <div className="mb-page el-page el-popup pd-page" data-page="elrcpt-prdoc-oinst">
      <PageHeading title="다른 기관이 가진 서류 안내" />
      <OtherInstitutions />
    </div>
  );
}
