import { Link } from '@portal/router';
import { PltPage, Section } from '../../lib/plt/parts';

interface Milestone {
  /** Shown as written; `dateTime` is the machine-readable month or day. */
  when: string;
  dateTime: string;
  what: string;
  more?: string[];
  /** An opening or another turning point (a filled dot). */
  key?: boolean;
}

// The real platform's course as its public portal states it (madive15/portal, pages/plt/prgrs), in
// our words; the January 2026 opening with 35 institutions from the design notes. The source dates
// the 2nd–5th working meetings '22.1.–4., before the first one of '22.11, so they carry no date here.
const PLATFORM: Milestone[] = [
  { when: '2022년 7월', dateTime: '2022-07', what: '정부 120대 국정과제에 ‘법률구조서비스 플랫폼 구축과 사회적 취약계층 우선 지원’이 들어갔습니다.', key: true },
  {
    when: '2022년 11월',
    dateTime: '2022-11',
    what: '법무부가 주관하는 플랫폼 구축 실무협의회가 꾸려졌습니다.',
    more: [
      '첫 회의에는 법무부, 고용노동부, 한국가정법률상담소 등 9개 기관이 참여해, 대한법률구조공단의 정보화 서비스를 중심으로 플랫폼을 세우고 관계 기관과 이어 취약계층에 도움이 모이도록 하자는 방향을 정했습니다.',
      '이어진 제2~5차 회의에서 정보화전략계획 수립 방향과, 대한법률구조공단·법률홈닥터·신용회복위원회·마을변호사·중소기업 법률지원과의 연계 방안을 차례로 논의했습니다.',
    ],
  },
  { when: '2023년 2월~6월', dateTime: '2023-02', what: '플랫폼 구축을 위한 정보화전략계획(ISP)을 세웠습니다.' },
  { when: '2023년 4월~12월', dateTime: '2023-04', what: '법률구조기관, 정부 부처, 지방자치단체, 연계·협업 기관 등 32개 기관을 찾아가 연계 방법을 협의했습니다.' },
  { when: '2024년 7월~12월', dateTime: '2024-07', what: '1단계 시스템을 구축했습니다.' },
  { when: '2025년 1월', dateTime: '2025-01', what: '1단계 서비스를 열었습니다.', key: true },
  { when: '2026년 1월', dateTime: '2026-01', what: '2단계 서비스를 열어 참여기관 35곳과 연계했습니다.', key: true },
];

// This portal's own build, from its repository history (git log), by the day each part landed.
const PORTAL: Milestone[] = [
  { when: '2026년 11월 20일', dateTime: '2026-11-20', what: '뼈대: 공통 화면(호스트 셸)과 영역별 화면 묶음, API 서버, 내장 데이터베이스와 PostgreSQL 지원을 갖추었습니다.', key: true },
  { when: '2026년 11월 21일', dateTime: '2026-11-21', what: '회원가입·로그인과 본인확인, 상담 예약과 사이버상담, 고객센터(공지사항, 자주 묻는 질문, 묻고 답하기, 만족도 조사, 약관)를 열었습니다.' },
  { when: '2026년 11월 24일', dateTime: '2026-11-24', what: '보안과 견고성을 점검하고, 화면과 API 호출의 구조를 한 가지 방식으로 정리했습니다.' },
  {
    when: '2026년 11월 25일',
    dateTime: '2026-11-25',
    what: '읽기 화면의 서버 렌더링, 자가진단과 법률구조 전자접수·전자서명, 증빙서류와 나의 서류함, 통합검색과 법령·판례, AI 법률 안내, 플랫폼 소개 화면을 더했습니다.',
    key: true,
  },
];

function Timeline({ items, label }: { items: Milestone[]; label: string }) {
  return (
    <ol className="pt-timeline" aria-label={label}>
      {items.map((m) => (
        <li key={m.dateTime + m.what} className={m.key ? 'is-key' : undefined}>
          <time className="pt-timeline__when" dateTime={m.dateTime}>
            {m.when}
          </time>
          <span className="pt-timeline__what">{m.what}</span>
          {m.more?.map((p) => (
            <p key={p} className="pt-timeline__more">
              {p}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** /plt/prgrs: why the platform was made, what it aims at, and its milestones as a timeline. */
export default function PltPrgrs() {
  return (
    <PltPage page="plt-prgrs" title="추진 경과" lead="법률구조 플랫폼을 왜 만들었는지, 무엇을 목표로 하는지, 그리고 지금까지 걸어온 길을 정리했습니다.">
      <Section id="prgrs-why" title="추진 배경">
        <ul className="pt-list">
          <li>법률구조기관과 국가·공공기관의 법률서비스가 여러 곳에 흩어져 있어, 도움이 필요한 사람이 어떤 서비스를 받아야 하는지 스스로 알아내기 어려웠습니다.</li>
          <li>대상과 제공 기관에 대한 정보가 부족해, 도움을 받을 수 있는데도 받지 못하는 사람이 생겼습니다.</li>
          <li>그래서 흩어진 서비스를 한 플랫폼에서 안내하고, 접속한 사람이 자기 사정에 맞는 서비스와 법률정보를 받을 수 있게 하며, 기관들이 서로의 서비스를 이어 쓸 수 있는 바탕을 만들기로 했습니다.</li>
        </ul>
      </Section>

      <Section id="prgrs-goal" title="추진 목표와 방향">
        <p className="pt-lead-box">참여기관의 법률상담, 소송구조, 조정, 피해구제 서비스를 하나의 창구에서 안내하고, 신청부터 결과 확인까지 한 번에 이어지게 하여 이용자의 편의를 높이는 것이 목표입니다.</p>
        <ol className="pt-list">
          <li>
            <strong>흩어진 서비스를 잇습니다.</strong> 법률구조기관뿐 아니라 여러 정부·공공기관의 서비스와 연계합니다.
          </li>
          <li>
            <strong>기관의 정보화 기반을 모읍니다.</strong> AI 법률정보, 전자접수, 여러 부처와의 연계를 플랫폼 안에 담습니다.
          </li>
          <li>
            <strong>단계적으로 넓혀 갑니다.</strong> 두 단계로 나누어 구축하고, 단계마다 이용자의 불편을 줄이며 기능을 더합니다.
          </li>
        </ol>
      </Section>

      <Section id="prgrs-history" title="추진 경과">
        <Timeline items={PLATFORM} label="법률구조 플랫폼 추진 경과" />
        <p className="pt-source">출처: 법률구조 플랫폼 누리집의 ‘추진사항’ 공개 내용을 바탕으로 다시 썼습니다(2단계의 참여기관 수는 <Link to="/plt/inst">참여 기관</Link> 현황과 같습니다). 날짜를 확인할 수 없는 내용은 날짜 없이 적었습니다.</p>
      </Section>

      <Section id="prgrs-portal" title="이 누리집의 구현 기록">
        <p>
          이 누리집은 위 플랫폼을 본보기로 삼아 새로 만든 것입니다. 본인확인, 전자서명, 행정정보 공동이용 같은 바깥 시스템은 시험용(샌드박스)으로 대신합니다. 구성은{' '}
          <Link to="/plt/system">시스템 구성</Link>에서 볼 수 있습니다.
        </p>
        <Timeline items={PORTAL} label="이 누리집의 구현 기록" />
        <p className="pt-source">출처: 이 누리집 소스 저장소의 변경 기록.</p>
      </Section>
    </PltPage>
  );
}
