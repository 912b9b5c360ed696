import { useState } from 'react';
import { TARGET_BY_CODE } from '@portal/contracts/client';
import { ButtonLink, PageHeading } from '@portal/ui/form';
import { Catalogue } from '../../lib/Catalogue';

/**
 * /elrcpt/atrpr: 구조대상자 유형 선택. The catalogue by group with each type's income cap, tier, cases
 * and documents; the chosen types go on to the application (/elrcpt/aply?types=…). Server-rendered:
 * the first render has nothing chosen and no search.
 */
export default function TargetTypes() {
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (code: string, on: boolean) => setChosen((c) => (on ? [...c, code] : c.filter((x) => x !== code)));
  const href = `/elrcpt/aply?${new URLSearchParams({ types: chosen.join(','), from: 'atrpr' }).toString()}`;
  return (
    <div className="mb-page mb-page--wide" data-page="elrcpt-atrpr">
      <PageHeading
        title="구조대상자 유형 선택"
        lead="법률구조를 받을 수 있는 사람의 유형입니다. 유형마다 소득 요건(기준 중위소득 125%·150% 이하 또는 없음), 무료·일부유료, 신청할 수 있는 사건과 증명 서류가 다릅니다. 해당하는 유형을 모두 고르세요."
      />
      <Catalogue selected={chosen} onToggle={toggle} headingLevel="h2" />
      <div className="sd-chosen" data-chosen-bar="">
        <p role="status">{chosen.length ? `고른 유형 ${chosen.length}개: ${chosen.map((c) => TARGET_BY_CODE.get(c)?.name).join(', ')}` : '고른 유형이 없습니다.'}</p>
        {chosen.length ? <ButtonLink to={href}>고른 유형으로 전자접수 신청</ButtonLink> : <ButtonLink to="/elrcpt/slfdgns/SlfdgnsInfo" variant="secondary">자가진단으로 확인하기</ButtonLink>}
      </div>
    </div>
  );
}
