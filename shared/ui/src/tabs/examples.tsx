import { useState } from 'react';
import { componentDoc } from '../showcase/component-doc';
import { Tabs, type TabItem } from '.';
import doc from './doc.json';

const ways: TabItem[] = [
  { id: 'visit', label: '방문 상담', panel: <p>가까운 공단 사무소에 예약한 시간에 찾아가 상담 위원을 만납니다. 신분증을 가져오세요.</p> },
  { id: 'phone', label: '전화 상담', panel: <p>예약한 시간에 상담 위원이 남기신 번호로 전화합니다. 국번 없이 132번으로도 상담할 수 있습니다.</p> },
  { id: 'video', label: '화상 상담', panel: <p>예약한 시간에 받은 링크로 화상 상담실에 들어갑니다. 카메라와 마이크가 있는 기기가 필요합니다.</p> },
];

function Default() {
  return <Tabs id="ex-tab-default" label="상담 방법" items={ways} />;
}

function Controlled() {
  const [tab, setTab] = useState('phone');
  return (
    <>
      <Tabs id="ex-tab-controlled" label="상담 방법 안내" items={ways} selected={tab} onSelect={setTab} />
      <p className="uk-outcome">고른 탭: {ways.find((w) => w.id === tab)?.label}</p>
    </>
  );
}

const withClosed: TabItem[] = [
  { id: 'apply', label: '신청 방법', panel: <p>온라인 신청은 본인 인증 뒤 신청서를 작성해 냅니다.</p> },
  { id: 'docs', label: '필요 서류', panel: <p>신분증, 소득을 확인할 서류, 사건 관련 서류가 필요합니다.</p> },
  { id: 'result', label: '결과 조회(12월부터)', panel: <p>결과 조회는 12월부터 쓸 수 있습니다.</p>, disabled: true },
];

function Disabled() {
  return <Tabs id="ex-tab-disabled" label="법률구조 신청 안내" items={withClosed} />;
}

export const tabsDoc = componentDoc(doc, {
  route: '/components/layout/tab',
  examples: [
    {
      id: 'ex-tab-default',
      name: '기본',
      state: 'default',
      description: '첫 탭이 골라진 채로 시작합니다. 화살표 키로 옮기면 그 탭의 내용이 바로 보입니다(자동 활성화).',
      Render: Default,
      code: `<Tabs
  id="ways"
  label="상담 방법"
  items={[
    { id: 'visit', label: '방문 상담', panel: <p>가까운 공단 사무소에 …</p> },
    { id: 'phone', label: '전화 상담', panel: <p>예약한 시간에 …</p> },
    { id: 'video', label: '화상 상담', panel: <p>받은 링크로 …</p> },
  ]}
/>`,
    },
    {
      id: 'ex-tab-controlled',
      name: '고른 탭을 페이지가 쥘 때',
      state: 'filled',
      description: 'selected와 onSelect를 주면 페이지가 고른 탭을 압니다(예: 임시 저장에 함께 남길 때).',
      Render: Controlled,
      code: `const [tab, setTab] = useState('phone');
<Tabs id="ways" label="상담 방법 안내" items={ways} selected={tab} onSelect={setTab} />`,
    },
    {
      id: 'ex-tab-disabled',
      name: '쓸 수 없는 탭',
      state: 'disabled',
      description: '쓸 수 없는 탭은 disabled로 두고 이름에 까닭을 씁니다. 화살표 키는 그 탭을 건너뜁니다.',
      Render: Disabled,
      code: `<Tabs
  id="guide"
  label="법률구조 신청 안내"
  items={[
    { id: 'apply', label: '신청 방법', panel: … },
    { id: 'docs', label: '필요 서류', panel: … },
    { id: 'result', label: '결과 조회(12월부터)', panel: …, disabled: true },
  ]}
/>`,
    },
  ],
});
