import { Link } from '@portal/router';
import { PltPage, Section } from '../../lib/plt/parts';

const lawLink = (jo: string) => `/law-case?law=${encodeURIComponent('법률구조법')}&jo=${encodeURIComponent(jo)}`;

/** What one can do here, in the order a person with a legal problem usually goes. */
const TASKS = [
  { title: '맞는 기관 찾기', body: '몇 가지 물음에 답하거나 도움의 종류, 기관, 지역으로 둘러보며 내 일을 맡을 기관과 서비스를 찾습니다.', to: '/myservice/easysearch', link: '쉬운 서비스 찾기' },
  { title: '대상인지 확인하기', body: '자가진단으로 소득과 처지에 따라 무료 또는 일부 비용으로 법률구조를 받을 수 있는지 미리 가늠합니다.', to: '/elrcpt/slfdgns/SlfdgnsInfo', link: '자가진단 안내' },
  { title: '상담 예약하기', body: '방문, 전화, 화상 가운데 편한 방법으로 법률 전문가와의 상담을 예약하거나, 글로 묻는 사이버상담을 남깁니다.', to: '/dscsn/rsvt/DscsnRsvtM', link: '상담 예약' },
  { title: '법률구조 신청하기', body: '신청서와 서류를 온라인으로 내고 전자서명으로 접수합니다. 일부 서류는 공공기관에서 바로 받아 낼 수 있습니다.', to: '/elrcpt/aply', link: '법률구조 신청' },
  { title: '마이페이지에서 따라가기', body: '예약한 상담, 보낸 질문, 낸 신청의 진행 상황과 결과를 한곳에서 확인하고, 보완 요청에 답합니다.', to: '/my/main/MyPageInfo', link: '마이페이지' },
] as const;

/** /plt/intr: what the platform is, whom it serves, what one can do here, and its legal basis. */
export default function PltIntr() {
  return (
    <PltPage page="plt-intr" title="법률구조 플랫폼 소개" lead="법률 문제로 도움이 필요한 사람이 알맞은 기관을 찾고, 상담과 법률구조 신청까지 한곳에서 이어 갈 수 있도록 만든 누리집입니다.">
      <div className="pt-lead-box">
        <p>
          법률상담, 소송 지원, 조정, 피해구제 같은 법률서비스는 법률구조기관과 여러 국가·공공기관에 나뉘어 있습니다. 법률구조 플랫폼은 이 서비스들을 한 창구에서 안내하고, 기관과 이어서 신청과 진행 확인까지 한 번에(원스톱) 할 수 있게 합니다.
        </p>
      </div>

      <Section id="intr-what" title="법률구조란 무엇인가요">
        <ul className="pt-list">
          <li>
            법률구조는 형편이 어렵거나 법을 잘 몰라서 법의 보호를 제대로 받지 못하는 사람에게 법률상담, 변호사나 공익법무관의 소송대리, 그 밖에 법률 사무에 필요한 도움을 주는 일입니다.
          </li>
          <li>그 목적은 기본적 인권을 지키고 법률 복지를 넓히는 데 있습니다.</li>
          <li>
            이 일을 위해 법률구조법에 따라 대한법률구조공단이 세워졌고, 한국가정법률상담소, 대한가정법률복지상담원, 대한변협법률구조재단 같은 법률구조법인도 법률구조를 합니다.
          </li>
        </ul>
      </Section>

      <Section id="intr-who" title="누구를 위한 곳인가요">
        <p>법률 문제를 겪고 있는 누구나 이용할 수 있습니다. 특히 다음과 같은 분이 도움을 받을 수 있는 길을 쉽게 찾도록 만들었습니다.</p>
        <ul className="pt-list">
          <li>소득이 적어 변호사 비용을 감당하기 어려운 분</li>
          <li>장애인, 한부모가족, 노인, 아동·청소년처럼 법의 도움이 더 필요한 분</li>
          <li>임금을 받지 못한 노동자, 범죄나 가정폭력 피해자, 전세사기 피해자</li>
          <li>결혼이민자와 국내에 사는 외국인, 해외에 사는 국민</li>
          <li>어느 기관에 물어야 할지 몰라 여러 곳을 헤매고 있는 분</li>
        </ul>
        <p className="pt-muted">무료로 받을 수 있는지, 일부 비용을 내야 하는지는 소득과 처지에 따라 다르며 기관이 심사해서 정합니다.</p>
      </Section>

      <Section id="intr-do" title="여기서 할 수 있는 일">
        <ol className="pt-cards">
          {TASKS.map((t, i) => (
            <li key={t.to} className="pt-card">
              <span className="pt-card__no" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="pt-card__title">
                <span className="sr-only">{i + 1}. </span>
                {t.title}
              </h3>
              <p className="pt-card__body">{t.body}</p>
              <ul className="pt-card__links">
                <li>
                  <Link to={t.to}>{t.link}</Link>
                </li>
              </ul>
            </li>
          ))}
        </ol>
        <p>
          더 자세한 이용 방법은 <Link to="/plt/guide">플랫폼 이용 안내</Link>에서, 제공하는 서비스 전체는 <Link to="/plt/service">주요 서비스</Link>에서 볼 수 있습니다.
        </p>
      </Section>

      <Section id="intr-law" title="법적 근거: 법률구조법">
        <p>법률구조 플랫폼이 안내하는 법률구조는 「법률구조법」에 근거합니다. 조문을 누르면 이 누리집의 법령 화면에서 전문을 읽을 수 있습니다.</p>
        <ul className="pt-law">
          <li>
            <span className="pt-law__art">
              <Link to={lawLink('1')}>제1조(목적)</Link>
            </span>
            <p>형편이 어렵거나 법을 몰라 보호받지 못하는 사람에게 법률구조를 하여 기본적 인권을 지키고 법률 복지를 높이는 것을 목적으로 합니다.</p>
          </li>
          <li>
            <span className="pt-law__art">
              <Link to={lawLink('2')}>제2조(정의)</Link>
            </span>
            <p>법률구조는 법률상담, 변호사나 공익법무관의 소송대리, 그 밖에 법률 사무에 관한 모든 지원을 말합니다.</p>
          </li>
          <li>
            <span className="pt-law__art">
              <Link to={lawLink('2의2')}>제2조의2(국가와 지방자치단체의 책무)</Link>
            </span>
            <p>국가는 법률구조 체제를 갖추어 운영하고 그에 필요한 재원을 마련할 책임이 있으며, 지방자치단체는 이에 협력합니다.</p>
          </li>
          <li>
            <span className="pt-law__art">
              <Link to={lawLink('3')}>제3조(등록)</Link>
            </span>
            <p>법인이 법률구조를 하려면 요건을 갖추어 법무부장관에게 등록해야 합니다. 법률구조법인은 이렇게 등록한 곳입니다.</p>
          </li>
          <li>
            <span className="pt-law__art">
              <Link to={lawLink('8')}>제8조(대한법률구조공단의 설립)</Link>
            </span>
            <p>법률구조를 효율적으로 하기 위해 대한법률구조공단을 둡니다.</p>
          </li>
        </ul>
      </Section>
    </PltPage>
  );
}
