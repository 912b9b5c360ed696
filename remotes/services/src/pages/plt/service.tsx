import { Link } from '@portal/router';
import { PltPage, Section } from '../../lib/plt/parts';
import groupsJson from '../../lib/plt/service-groups.json';

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

// Every link is a route of routes.txt: the portal's own pages, never an outside address. The groups
// and their services are data: service-groups.json.
const GROUPS: readonly Group[] = groupsJson;

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
