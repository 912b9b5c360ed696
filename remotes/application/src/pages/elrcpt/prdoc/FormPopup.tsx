import { useSearchParams } from '@portal/router';
import { PRDOC_CODES, type PrdocCode } from '@portal/contracts/client';
import { Notice, PageHeading } from '@portal/ui/form';
import ProofPage from '../../../lib/prdoc/ProofPage';
import '../../../lib/elrcpt.css';

/** /elrcpt/prdoc/FormPopup?code=&aplyNo= (layout empty): the proof form of any kind, 기타 서류 (code=Etc) included. */
export default function FormPopup() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  if (!(PRDOC_CODES as readonly string[]).includes(code))
    return (
      <div className="mb-page el-page el-popup" data-page="elrcpt-prdoc-form">
        <PageHeading title="증빙서류 내기" />
        <Notice tone="error" role="alert">
          <p>어떤 서류를 낼지 알 수 없습니다. 신청서의 증빙서류에서 ‘내기’를 다시 눌러 주세요.</p>
        </Notice>
      </div>
    );
  return <ProofPage code={code as PrdocCode} popup />;
}
