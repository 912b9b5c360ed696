import { Link } from '@portal/router';
import { componentDoc } from '../../showcase/component-doc';
import { MainCard, MainSection } from '.';
import doc from './doc.json';

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

export const mainDoc = componentDoc(doc, {
  route: '/components/research/main',
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
});
