import { PageHeading } from '@portal/ui/form';
import { AplyGate } from '../../../lib/AplyGate';
import { KindCatalogue } from '../../../lib/prdoc/info';
import '../../../lib/elrcpt.css';
import '../../../lib/prdoc/prdoc.css';

/** /elrcpt/prdoc/elPrdocAddInfoPopup?aplyNo= (layout empty): every kind and 기타 with a search box, each to its form for this application. */
export default function ElPrdocAddInfoPopup() {
  return (
    <div className="mb-page el-page el-popup pd-page" data-page="elrcpt-prdoc-add">
      <PageHeading title="다른 서류 추가" lead="신청서에 더 낼 서류를 고르세요." />
      <AplyGate what="서류를 추가하려면">{(a) => <KindCatalogue aplyNo={a.aplyNo} />}</AplyGate>
    </div>
  );
}
