import { componentDoc } from '../../showcase/component-doc';
import { AreaBand, Breadcrumb, sampleCrumbs } from '.';
import doc from './doc.json';

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

export const titleDoc = componentDoc(doc, {
  route: '/components/research/title',
  examples: [
    { id: 'ex-band-default', name: '기본(브레드크럼과 함께)', state: 'default', Render: Default, code: `<AreaBand tone="secondary" title="고객센터" text="…" breadcrumb={<Breadcrumb crumbs={crumbs} activeIndex={1} />} />` },
    { id: 'ex-band-dark', name: '어두운 띠(UI 키트)', state: 'variant', Render: Dark, code: `<AreaBand tone="dark" title="UI 키트" text="…" />` },
    { id: 'ex-band-extra', name: '영역이 더하는 내용', state: 'filled', Render: WithExtra, code: `<AreaBand tone="primary" title="상담 신청" text="…"><Steps /></AreaBand>` },
  ],
});
