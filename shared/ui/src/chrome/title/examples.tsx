import type { ComponentDoc } from '../../showcase/types';
import { AreaBand, Breadcrumb, sampleCrumbs } from '.';

function Default() {
  return (
    <div className="uk-chrome">
      <AreaBand
        tone="secondary"
        title="고객센터"
        text="공지사항, 자주 묻는 질문, 묻고 답하기로 누리집 이용을 돕습니다."
        breadcrumb={<Breadcrumb crumbs={sampleCrumbs} activeIndex={1} label="예시 띠의 현재 위치" />}
      />
    </div>
  );
}

function Dark() {
  return (
    <div className="uk-chrome">
      <AreaBand tone="dark" title="UI 키트" text="포털이 쓰는 부품을 예시와 함께 보여 줍니다." />
    </div>
  );
}

function WithExtra() {
  return (
    <div className="uk-chrome">
      <AreaBand tone="primary" title="상담 신청" text="가까운 기관에 방문·전화·화상 상담을 예약합니다.">
        <p className="uk-chrome__target">(예시) 영역이 더하는 내용: 신청 단계, 문제 유형, 기관 검색</p>
      </AreaBand>
    </div>
  );
}

export const titleDoc: ComponentDoc = {
  route: '/components/research/title',
  title: '화면 제목 띠',
  summary:
    '헤더 아래에서 영역의 이름과 한 줄 설명을 보여 주는 띠입니다. 브레드크럼을 그 위에 두고, 영역에 따라 신청 단계·문제 유형·기관 검색을 더합니다. 화면 자체의 제목(h1)은 화면이 PageHeading으로 하나만 그립니다.',
  importLine: "import { AreaBand } from '@portal/ui/chrome';",
  uses: ['AreaBand'],
  examples: [
    { id: 'ex-band-default', name: '기본(브레드크럼과 함께)', state: 'default', Render: Default, code: `<AreaBand tone="secondary" title="고객센터" text="…" breadcrumb={<Breadcrumb crumbs={crumbs} activeIndex={1} />} />` },
    { id: 'ex-band-dark', name: '어두운 띠(UI 키트)', state: 'variant', Render: Dark, code: `<AreaBand tone="dark" title="UI 키트" text="…" />` },
    { id: 'ex-band-extra', name: '영역이 더하는 내용', state: 'filled', Render: WithExtra, code: `<AreaBand tone="primary" title="상담 신청" text="…"><Steps /></AreaBand>` },
  ],
  props: [
    { name: 'tone', type: "'primary' | 'secondary' | 'gray' | 'ai' | 'dark'", required: true, description: '띠의 색(영역마다 정해짐).' },
    { name: 'title', type: 'string', required: true, description: '영역 이름(문단: 화면의 h1은 화면이 따로 그림).' },
    { name: 'text', type: 'string', required: true, description: '영역을 한 줄로 설명.' },
    { name: 'breadcrumb', type: 'ReactNode', description: '제목 위의 브레드크럼.' },
    { name: 'children', type: 'ReactNode', description: '설명 아래에 더하는 내용(신청 단계, 문제 유형, 기관 검색).' },
  ],
  a11y: {
    keyboard: ['띠 자체는 초점을 받지 않습니다. Tab은 브레드크럼과 더한 내용의 링크·입력란으로 갑니다.'],
    roles: ['랜드마크가 아닌 영역(div)이고 제목은 문단(p)입니다: 화면의 제목 h1은 본문(main) 안에 하나뿐입니다.'],
    screenReader: ['"고객센터", 설명 한 줄을 차례로 읽습니다. 화면 제목은 본문으로 건너뛰면 h1로 바로 읽습니다.'],
  },
};
