import { PageHeading } from '@portal/ui/form';
import { ConsentText } from '../../../lib/prdoc/info';
import '../../../lib/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

/** /elrcpt/prdoc/TrmsCnPopup (layout empty): the text of the 행정정보 공동이용 consent given per document and per application. */
export default function TrmsCnPopup() {
  return (
    <div className="mb-page el-page el-popup pd-page" data-page="elrcpt-prdoc-terms">
      <PageHeading title="행정정보 공동이용 동의 내용" />
      <ConsentText />
    </div>
  );
}
