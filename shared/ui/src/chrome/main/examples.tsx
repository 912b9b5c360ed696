import { Link } from '@portal/router';
import type { ComponentDoc } from '../../showcase/types';
import { MainCard, MainSection } from '.';

function Section() {
  return (
    <MainSection id="ex-main-problems-h" title="자주 찾는 법률 문제" text="겪고 계신 문제를 고르시면 도움받을 수 있는 기관과 서비스를 안내합니다.">
      <ul className="mp-help__list">
        <li>
          <Link to="/myservice/easysearch">(예시) 쉬운 서비스 찾기</Link>
        </li>
      </ul>
    </MainSection>
  );
}

function Cards() {
  return (
    <div className="mp-section mp-split">
      <MainCard
        id="ex-main-notices-h"
        title="공지사항"
        className="mp-notices"
        more={
          <Link to="/center/ntc/list" className="mp-more">
            공지사항 더보기
          </Link>
        }
      >
        <p className="mp-notices__state">등록된 공지사항이 없습니다.</p>
      </MainCard>
      <MainCard id="ex-main-help-h" title="도움이 필요하신가요?" className="mp-help">
        <ul className="mp-help__list">
          <li>
            <Link to="/center/faq/list">자주 묻는 질문</Link>
          </li>
          <li>
            <Link to="/center/qna">묻고 답하기</Link>
          </li>
        </ul>
      </MainCard>
    </div>
  );
}

function Loading() {
  return (
    <MainCard id="ex-main-wait-h" title="공지사항" className="mp-notices" busy>
      <p className="mp-notices__state" role="status">
        공지사항을 불러오는 중입니다.
      </p>
    </MainCard>
  );
}

export const mainDoc: ComponentDoc = {
  route: '/components/research/main',
  title: '메인 화면 구성',
  summary:
    '메인(홈) 화면을 이루는 틀입니다. 첫 화면의 검색창(SearchBox, /components/research/search), 제목과 한 줄 설명이 있는 구획(MainSection), 제목과 더보기 링크가 있는 카드(MainCard)로 짜여 있습니다.',
  importLine: "import { MainSection, MainCard, SearchBox } from '@portal/ui/chrome';",
  uses: ['MainSection', 'MainCard'],
  examples: [
    { id: 'ex-main-section', name: '구획', state: 'default', Render: Section, code: `<MainSection id="problems-title" title="자주 찾는 법률 문제" text="…"><ProblemLinks /></MainSection>` },
    {
      id: 'ex-main-cards',
      name: '카드 두 개(나란히, 360px에서는 위아래)',
      state: 'filled',
      Render: Cards,
      code: `<div className="mp-section mp-split">
  <MainCard id="notices-title" title="공지사항" className="mp-notices" more={<Link to="/center/ntc/list" className="mp-more">공지사항 더보기</Link>}>…</MainCard>
  <MainCard id="help-title" title="도움이 필요하신가요?" className="mp-help">…</MainCard>
</div>`,
    },
    { id: 'ex-main-loading', name: '불러오는 중인 카드', state: 'loading', Render: Loading, code: `<MainCard id="notices-title" title="공지사항" className="mp-notices" busy>…</MainCard>` },
  ],
  props: [
    { name: 'id', type: 'string', required: true, description: 'MainSection·MainCard: 제목 h2의 id(구획을 aria-labelledby로 이름 붙임).' },
    { name: 'title', type: 'string', required: true, description: '제목(h2).' },
    { name: 'text', type: 'string', description: 'MainSection: 제목 아래 한 줄 설명.' },
    { name: 'className', type: 'string', description: "MainSection: 구획 클래스(기본 'mp-section'). MainCard: 카드의 추가 클래스(필수)." },
    { name: 'more', type: 'ReactNode', description: 'MainCard: 제목 옆의 더보기 링크.' },
    { name: 'busy', type: 'boolean', description: 'MainCard: 불러오는 중(aria-busy).' },
    { name: 'children', type: 'ReactNode', required: true, description: '내용.' },
  ],
  a11y: {
    keyboard: ['구획과 카드는 초점을 받지 않습니다. Tab은 안의 링크와 버튼을 차례로 지납니다.'],
    roles: ['구획과 카드는 section에 aria-labelledby(제목 h2)라 이름 있는 region 랜드마크입니다.', '불러오는 중인 카드는 aria-busy="true"이고 안내는 role="status"'],
    screenReader: ['"자주 찾는 법률 문제, 영역"처럼 제목으로 찾고, 제목 목록(h2)으로도 건너뛸 수 있습니다.'],
  },
};
