import { NextLinks, PageHeading } from '@portal/ui/form';
import '../../../lib/slfdgns.css';

/** /elrcpt/slfdgns/SlfdgnsInfo: what the self-diagnosis is and is not, what to have at hand (server-rendered). */
export default function SelfDiagnosisInfo() {
  return (
    <div className="mb-page mb-page--wide" data-page="elrcpt-slfdgns-info">
      <PageHeading title="법률구조 자가진단" lead="네 가지 질문에 답하면 법률구조 전자접수 대상인지, 무료인지 일부유료인지, 어떤 서류를 준비할지 바로 알려 드립니다. 3분쯤 걸립니다." />
      <h2 className="sd-h2">이렇게 진행합니다</h2>
      <ol className="sd-list">
        <li>사건: 어떤 일을 겪고 있는지 고릅니다.</li>
        <li>기관: 그 일을 맡는 기관을 고릅니다.</li>
        <li>구조대상자 유형: 기초생활수급자, 한부모가족, 장애인처럼 해당하는 유형을 고릅니다. 없으면 건너뜁니다.</li>
        <li>소득요건: 가구원 수와 가구 월소득을 적습니다.</li>
      </ol>
      <h2 className="sd-h2">자가진단이 하지 않는 일</h2>
      <div className="sd-note">
        <p>자가진단은 소득과 대상자 요건만 확인합니다. 사건에서 이길 수 있는지(승소 가능성)는 판단하지 않습니다.</p>
        <p>결과는 안내일 뿐이며, 실제 구조 여부는 신청 후 기관의 심사로 정해집니다. 답한 내용은 저장하지 않습니다.</p>
      </div>
      <h2 className="sd-h2">미리 알아 두면 좋은 것</h2>
      <ul className="sd-list">
        <li>주민등록표 등본에 함께 오른 가구원 수</li>
        <li>가구원 모두의 한 달 소득(세금 떼기 전 금액, 건강보험료 납부확인서로 확인할 수 있습니다)</li>
        <li>해당하는 구조대상자 유형과 그 증명 서류(예: 한부모가족 증명서, 장애인 증명서)</li>
        <li>임금을 받지 못했다면 최종 3개월 월평균임금</li>
      </ul>
      <NextLinks
        className="sd-actions"
        links={[
          { to: '/elrcpt/slfdgns/SlfdgnsEdit', label: '자가진단 시작하기' },
          { to: '/elrcpt/gd', label: '전자접수 안내' },
        ]}
      />
    </div>
  );
}
