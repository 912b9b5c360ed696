import { NextLinks, PageHeading } from '@portal/ui/form';
import { GUIDE_DOCUMENTS, GuideContacts, GuideFlow, WHO_MAY_APPLY } from '../../lib/guide';
import { TextList } from '@portal/ui';

/** /elrcpt/gd: 전자접수 안내, the whole way from the self-diagnosis to the decision (server-rendered). */
export default function ElrcptGuide() {
  return (
    <div className="mb-page mb-page--wide" data-page="elrcpt-gd">
      <PageHeading title="법률구조 전자접수 안내" lead="변호사를 선임하기 어려운 분이 방문하지 않고 법률구조를 신청하는 방법입니다. 먼저 자가진단으로 대상인지 확인해 보세요." />
      <NextLinks
        className="sd-actions"
        links={[
          { to: '/elrcpt/slfdgns/SlfdgnsInfo', label: '자가진단 시작하기' },
          { to: '/elrcpt/atrpr', label: '구조대상자 유형 보기' },
        ]}
      />
      <h2 className="sd-h2">전자접수 절차</h2>
      <GuideFlow />
      <h2 className="sd-h2">누가 신청할 수 있나요</h2>
      <TextList items={WHO_MAY_APPLY} className="sd-list" />
      <h2 className="sd-h2">준비할 서류</h2>
      <TextList items={GUIDE_DOCUMENTS} className="sd-list" />
      <div className="sd-note">
        <p>전자접수는 요건을 확인하고 심사를 받는 절차입니다. 접수했다고 해서 구조가 결정되는 것은 아니며, 사건의 승소 가능성과 구조 여부는 기관이 심사해 정합니다.</p>
      </div>
      <h2 className="sd-h2">문의</h2>
      <GuideContacts />
    </div>
  );
}
