import { Link } from '@portal/router';
import { PltPage, Section } from '../../lib/plt/parts';

interface Service {
  title: string;
  body: string;
  links: { to: string; label: string }[];
}
interface Group {
  id: string;
  title: string;
  lead: string;
  services: Service[];
}

// Every link is a route of routes.txt: the portal's own pages, never an outside address.
const GROUPS: Group[] = [
  {
    id: 'svc-find',
    title: '기관·서비스 찾기',
    lead: '어느 기관의 어떤 서비스가 내 일에 맞는지 찾도록 돕습니다.',
    services: [
      { title: '쉬운 서비스 찾기', body: '겪은 일과 나의 처지에 대한 몇 가지 물음에 답하면 맞는 서비스를 그 이유와 함께 순서대로 보여 줍니다.', links: [{ to: '/myservice/easysearch', label: '쉬운 서비스 찾기' }] },
      {
        title: '유형별·기관별 서비스',
        body: '상담, 소송 지원, 조정·중재, 채무조정, 피해구제 같은 도움의 종류나 기관 이름에서 출발해 서비스의 대상, 비용, 신청 방법을 봅니다.',
        links: [
          { to: '/servicetype', label: '유형별 서비스' },
          { to: '/servicepvsn', label: '기관별 서비스' },
        ],
      },
      { title: '법률복지지도', body: '지도나 지역 목록에서 시·도와 시·군·구를 골라 가까운 사무소와 연락처를 찾습니다.', links: [{ to: '/myservice/lawmap', label: '법률복지지도' }] },
      { title: '원스톱 법률구조', body: '사정을 한 번만 적고 여러 기관을 고르면 기관마다 따로 접수되고, 마이페이지에서 함께 따라갑니다.', links: [{ to: '/one-stop', label: '원스톱 법률구조' }] },
    ],
  },
  {
    id: 'svc-aid',
    title: '법률구조 서비스',
    lead: '법률구조기관이 직접 하는 상담과 소송 지원을 온라인으로 이용합니다.',
    services: [
      {
        title: '법률상담 예약',
        body: '방문, 전화, 화상 가운데 하나로 법률 전문가와의 상담 날짜와 시간을 예약하고, 바꾸거나 취소합니다.',
        links: [
          { to: '/dscsn/rsvt/DscsnRsvtM', label: '상담 예약' },
          { to: '/dscsn/tel', label: '전화상담 안내' },
          { to: '/dscsn/vido', label: '화상상담 안내' },
        ],
      },
      { title: '사이버상담', body: '법률 문제를 글로 적어 보내고 온라인으로 답변을 받습니다.', links: [{ to: '/dscsn/cyber', label: '사이버상담' }] },
      { title: '자가진단', body: '소득과 처지에 따라 법률구조를 받을 수 있는지, 무료인지 일부 유료인지, 어떤 서류가 필요한지 미리 확인합니다.', links: [{ to: '/elrcpt/slfdgns/SlfdgnsInfo', label: '자가진단 안내' }] },
      {
        title: '법률구조 전자접수',
        body: '기관별 신청서를 온라인으로 쓰고, 서류를 올리거나 공공기관에서 바로 받아 전자서명으로 접수합니다.',
        links: [
          { to: '/elrcpt/gd', label: '전자접수 안내' },
          { to: '/elrcpt/aply', label: '법률구조 신청' },
        ],
      },
    ],
  },
  {
    id: 'svc-info',
    title: '맞춤형 법률정보',
    lead: '내 일과 비슷한 사례와 관련 법령을 찾아 읽고 상담을 준비합니다.',
    services: [
      { title: '통합검색', body: '겪고 있는 일을 평소 쓰는 말로 적으면 서비스, 법령, 판례, 상담사례, 서식을 한 번에 찾아 줍니다.', links: [{ to: '/search/totalresult', label: '통합검색' }] },
      { title: 'AI 법률 안내', body: '질문을 문장으로 적으면 포털의 법령, 판례, 사례를 근거로 답하고, 근거마다 출처를 보여 줍니다(회원 로그인 필요).', links: [{ to: '/ai', label: 'AI 법률 안내' }] },
      {
        title: '사례·법령·서식',
        body: '법률상담사례와 법률구조사례, 판례와 법령 조문, 법원에 내는 서식을 분야별로 찾아봅니다.',
        links: [
          { to: '/statuteinfo/discussion/list', label: '법률상담사례' },
          { to: '/statuteinfo/legalaid/list', label: '법률구조사례' },
          { to: '/law-case', label: '판례' },
          { to: '/statuteinfo/template/korea/list', label: '서식' },
        ],
      },
    ],
  },
  {
    id: 'svc-link',
    title: '참여기관 연계',
    lead: '플랫폼에 참여한 기관과 이어져, 신청과 그 결과를 한곳에서 봅니다.',
    services: [
      { title: '참여 기관', body: '플랫폼에 참여한 기관과 기관마다 어디까지 이어져 있는지(정보연계, 신청연계, 처리연계)를 봅니다.', links: [{ to: '/plt/inst', label: '참여 기관' }] },
      {
        title: '진행 상황과 서류',
        body: '상담과 신청의 진행 단계, 기관의 보완 요청과 결과를 마이페이지에서 확인하고, 낸 서류를 서류함에 모아 봅니다.',
        links: [
          { to: '/my/main/MyPageInfo', label: '마이페이지' },
          { to: '/my/doc/list', label: '나의 서류함' },
        ],
      },
      { title: '오픈 API', body: '플랫폼의 공개 정보를 다른 기관과 개발자가 쓸 수 있도록 열어 둡니다.', links: [{ to: '/opn/OpnApiList', label: '오픈 API' }] },
    ],
  },
];

/** /plt/service: the platform's services in four groups, each linking to its page here; how to reach them; two worked examples. */
export default function PltService() {
  return (
    <PltPage page="plt-service" title="주요 서비스" lead="법률구조 플랫폼은 기관·서비스 찾기, 법률구조 서비스, 맞춤형 법률정보, 참여기관 연계의 네 갈래로 도움을 드립니다.">
      <nav className="pt-lead-box" aria-labelledby="svc-toc-title">
        <h2 id="svc-toc-title" className="pt-h3 pt-flush">
          서비스 갈래
        </h2>
        <ol className="pt-list">
          {GROUPS.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`}>{g.title}</a>
            </li>
          ))}
          <li>
            <a href="#svc-access">이용하는 방법</a>
          </li>
          <li>
            <a href="#svc-cases">이렇게 쓸 수 있습니다</a>
          </li>
        </ol>
      </nav>

      {GROUPS.map((g) => (
        <Section key={g.id} id={g.id} title={g.title} className="pt-group">
          <p>{g.lead}</p>
          <ul className="pt-cards" data-service-group={g.id}>
            {g.services.map((s) => (
              <li key={s.title} className="pt-card">
                <h3 className="pt-card__title">{s.title}</h3>
                <p className="pt-card__body">{s.body}</p>
                <ul className="pt-card__links" aria-label={`${s.title} 바로 가기`}>
                  {s.links.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      ))}

      <Section id="svc-access" title="이용하는 방법">
        <ul className="pt-list">
          <li>컴퓨터와 휴대전화의 웹 브라우저에서 같은 화면을 씁니다. 화면 크기에 맞추어 배치가 바뀝니다.</li>
          <li>키보드만으로, 화면낭독기로도 쓸 수 있도록 만들었습니다. 화면 위의 ‘화면 확대’로 글자를 키울 수 있습니다.</li>
          <li>
            인터넷 이용이 어려우면 대한법률구조공단 <a href="tel:132">국번 없이 132</a>로 전화해 상담을 받을 수 있습니다.
          </li>
        </ul>
      </Section>

      <Section id="svc-cases" title="이렇게 쓸 수 있습니다">
        <p className="pt-muted">아래는 플랫폼의 서비스를 어떻게 이어서 쓸 수 있는지 보여 주기 위해 꾸민 예입니다.</p>
        <div className="pt-case">
          <h3 className="pt-h3 pt-flush">
            이혼 뒤 양육비를 받지 못하는 한부모
          </h3>
          <dl>
            <dt>상황</dt>
            <dd>아이를 혼자 키우는 ㄱ씨는 전 배우자가 소득이 있는데도 양육비를 보내지 않아 빚이 늘고 있습니다. 일과 육아 때문에 기관을 찾아다니기 어렵습니다.</dd>
            <dt>플랫폼에서</dt>
            <dd>
              <Link to="/myservice/easysearch">쉬운 서비스 찾기</Link>에서 ‘양육비’와 ‘한부모’를 고르면 양육비이행관리원의 이행 지원과 가정 문제를 맡는 법률구조기관의 상담·소송 지원이 나옵니다.{' '}
              <Link to="/elrcpt/slfdgns/SlfdgnsInfo">자가진단</Link>으로 무료 대상인지 확인하고, <Link to="/dscsn/rsvt/DscsnRsvtM">화상상담</Link>을 예약한 뒤 <Link to="/elrcpt/aply">온라인으로 신청</Link>합니다.
            </dd>
            <dt>그다음</dt>
            <dd>진행 상황과 기관의 보완 요청은 마이페이지에서 확인합니다.</dd>
          </dl>
        </div>
        <div className="pt-case">
          <h3 className="pt-h3 pt-flush">
            빚 독촉에 시달리는 소상공인
          </h3>
          <dl>
            <dt>상황</dt>
            <dd>가게 매출이 줄어 대출을 갚지 못하게 된 ㄴ씨는 이자를 줄일 방법과 지나친 독촉을 멈출 방법을 모릅니다.</dd>
            <dt>플랫폼에서</dt>
            <dd>
              <Link to="/servicetype">유형별 서비스</Link>의 채무조정에서 신용회복위원회의 채무조정과 금융복지상담센터를 찾고, 법률구조기관의 채무자대리인 지원이나 개인회생·파산 신청 지원을{' '}
              <Link to="/elrcpt/slfdgns/SlfdgnsInfo">자가진단</Link>으로 확인합니다.
            </dd>
            <dt>그다음</dt>
            <dd>
              궁금한 점은 <Link to="/dscsn/cyber">사이버상담</Link>으로 먼저 물어볼 수 있습니다.
            </dd>
          </dl>
        </div>
      </Section>
    </PltPage>
  );
}
