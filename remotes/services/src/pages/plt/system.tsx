import { Link } from '@portal/router';
import { PltPage, Section } from '../../lib/plt/parts';

// The facts of this page come from the repository's README ("What runs where", "Server and data",
// "Production") and design/ARCHITECTURE.md. There is no Redis: sessions, rate limits and idempotency
// keys live in the database so that every server replica sees them.

/** The remotes, one per area of routes.txt's second column (the host owns the shell's own routes). */
const REMOTES = [
  ['상담', 'consultation'],
  ['전자접수', 'application'],
  ['마이페이지', 'mypage'],
  ['검색·AI', 'search'],
  ['법령·판례', 'statute'],
  ['회원', 'membership'],
  ['고객센터', 'center'],
  ['서비스 찾기', 'services'],
  ['오픈 API', 'openapi'],
  ['UI 키트', 'uikit'],
  ['직원 업무', 'backoffice'],
] as const;

const ADAPTERS = ['본인확인', '문자·메일 발송', '전자서명', '행정정보 공동이용', '전자문서지갑', '화상상담', 'AI 언어모델'] as const;

/** The numbered flows of the figure, said in full (the figure's text alternative). */
const FLOWS = [
  '주소를 열면 브라우저가 API 서버에 페이지를 요청하고, 서버는 호스트 셸의 HTML을 보냅니다. 공지사항이나 이 소개 화면 같은 읽기 화면은 서버가 해당 원격 화면의 코드로 내용과 데이터까지 그려서 보냅니다.',
  '호스트 셸은 배포 폴더의 원격 등록부(/registry.json)를 읽어, 영역마다 어느 버전의 원격 화면을 쓸지 알아냅니다.',
  '호스트 셸은 주소가 속한 영역의 원격 화면을 그때그때 불러와 레이아웃 안에 끼웁니다. 불러오지 못하면 그 자리에 ‘다시 시도’ 단추가 있는 안내가 나오고, 나머지 화면은 그대로 씁니다.',
  '원격 화면은 /api 아래의 호출로 API 서버와 데이터를 주고받습니다. 주고받는 데이터의 모양은 공통 계약(@portal/contracts의 zod 스키마)으로 브라우저와 서버가 똑같이 검사하고, 서버는 호출마다 정해진 접근 권한을 먼저 확인합니다.',
  'API 서버는 Drizzle로 데이터베이스를 읽고 씁니다. 한 대로 운영할 때는 내장 PGlite를, 여러 대로 늘릴 때는 PostgreSQL을 쓰며 검색 읽기는 읽기 복제본으로 보냅니다. 로그인 세션, 요청 횟수 제한, 중복 요청 방지 키도 데이터베이스에 두어 여러 서버가 같은 상태를 봅니다.',
  '본인확인, 문자·메일 발송, 전자서명, 행정정보 공동이용, 전자문서지갑, 화상상담, AI 언어모델 같은 바깥 시스템은 어댑터를 거쳐 부릅니다. 기본 설정에서는 모두 실제 시스템처럼 동작하는 시험용(샌드박스)이며 화면에 그렇다고 표시합니다. 문자·메일 알림은 먼저 데이터베이스의 발송 대기열(outbox)에 적은 뒤 발송 작업이 어댑터로 보냅니다.',
  '올린 파일과 발급받은 서류는 바이러스 검사를 거치고, 파일마다 다른 키로 암호화해서 파일 저장소(기본은 서버의 폴더, 설정하면 S3 호환 저장소)에 둡니다.',
] as const;

/** Boxes and lines of the figure (viewBox 960 × 520). */
function SystemDiagram() {
  const badge = (n: number, x: number, y: number) => (
    <g className="pt-svg-badge" aria-hidden="true">
      <circle cx={x} cy={y} r="13" />
      <text x={x} y={y + 5} textAnchor="middle">
        {n}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 960 520" role="img" aria-labelledby="sys-svg-title" aria-describedby="sys-svg-desc" className="pt-svg" focusable="false">
      <title id="sys-svg-title">이 누리집의 시스템 구성도</title>
      <desc id="sys-svg-desc">
        브라우저 안의 호스트 셸과 원격 화면 {REMOTES.length}개, API 서버, 배포 폴더, 데이터베이스, 바깥 시스템 어댑터 7종, 파일 저장소와 그 사이의 데이터 흐름 1~7. 같은 내용을 그림 아래 ‘구성 요소’와 ‘데이터 흐름’ 목록에 글로 적었습니다.
      </desc>
      <defs>
        <marker id="pt-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="pt-svg-head" />
        </marker>
      </defs>
      {/* the browser: host shell and remotes */}
      <rect x="10" y="10" width="420" height="500" rx="14" className="pt-svg-frame" />
      <text x="26" y="34" className="pt-svg-frame-label">
        이용자의 브라우저
      </text>
      <rect x="30" y="48" width="380" height="78" rx="10" className="pt-svg-box pt-svg-box--key" />
      <text x="48" y="80" className="pt-svg-title">
        호스트 셸 (host/)
      </text>
      <text x="48" y="106" className="pt-svg-text">
        레이아웃 · 메뉴 · 라우터 · 원격 등록부 읽기
      </text>
      <rect x="30" y="160" width="380" height="334" rx="10" className="pt-svg-box" />
      <text x="48" y="188" className="pt-svg-title">
        원격 화면 {REMOTES.length}개 (remotes/)
      </text>
      <text x="48" y="210" className="pt-svg-text">
        영역마다 따로 빌드하고 따로 배포
      </text>
      {REMOTES.map(([ko, name], i) => {
        const x = i % 2 === 0 ? 48 : 232;
        const y = 222 + Math.floor(i / 2) * 44;
        return (
          <g key={name}>
            <rect x={x} y={y} width="162" height="36" rx="8" className="pt-svg-chip" />
            <text x={x + 81} y={y + 23} textAnchor="middle" className="pt-svg-chip-text">
              {ko} ({name})
            </text>
          </g>
        );
      })}
      {/* the server side */}
      <rect x="490" y="30" width="230" height="96" rx="10" className="pt-svg-box" />
      <text x="506" y="60" className="pt-svg-title">
        배포 폴더
      </text>
      <text x="506" y="84" className="pt-svg-text">
        원격 등록부 /registry.json
      </text>
      <text x="506" y="106" className="pt-svg-text">
        호스트·원격의 버전별 파일
      </text>
      <rect x="490" y="180" width="230" height="140" rx="10" className="pt-svg-box pt-svg-box--key" />
      <text x="506" y="210" className="pt-svg-title">
        API 서버 (server/)
      </text>
      <text x="506" y="236" className="pt-svg-text">
        Fastify · 계약(zod) 검사
      </text>
      <text x="506" y="258" className="pt-svg-text">
        접근 권한 · 보안 검사
      </text>
      <text x="506" y="280" className="pt-svg-text">
        읽기 화면 서버 렌더링
      </text>
      <text x="506" y="302" className="pt-svg-text">
        알림 발송 대기열(outbox)
      </text>
      <rect x="490" y="390" width="230" height="110" rx="10" className="pt-svg-box" />
      <text x="506" y="420" className="pt-svg-title">
        데이터베이스
      </text>
      <text x="506" y="446" className="pt-svg-text">
        PGlite (한 대, 기본)
      </text>
      <text x="506" y="470" className="pt-svg-text">
        또는 PostgreSQL
      </text>
      <text x="506" y="492" className="pt-svg-text">
        + 검색용 읽기 복제본
      </text>
      <rect x="770" y="30" width="180" height="360" rx="10" className="pt-svg-box" />
      <text x="786" y="58" className="pt-svg-title">
        바깥 시스템 어댑터
      </text>
      <text x="786" y="80" className="pt-svg-text">
        기본: 시험용(샌드박스)
      </text>
      {ADAPTERS.map((a, i) => (
        <g key={a}>
          <rect x="786" y={96 + i * 42} width="148" height="34" rx="8" className="pt-svg-chip" />
          <text x="860" y={96 + i * 42 + 22} textAnchor="middle" className="pt-svg-chip-text">
            {a}
          </text>
        </g>
      ))}
      <rect x="770" y="410" width="180" height="90" rx="10" className="pt-svg-box" />
      <text x="786" y="440" className="pt-svg-title">
        파일 저장소
      </text>
      <text x="786" y="464" className="pt-svg-text">
        서버 폴더 또는 S3 호환
      </text>
      <text x="786" y="486" className="pt-svg-text">
        암호화 · 바이러스 검사
      </text>
      {/* the flows, numbered as in the list below */}
      <g className="pt-svg-line" aria-hidden="true">
        <path d="M410,112 L490,212" markerEnd="url(#pt-arrow)" />
        <path d="M410,70 L490,70" markerEnd="url(#pt-arrow)" />
        <path d="M220,126 L220,160" markerEnd="url(#pt-arrow)" />
        <path d="M410,300 L490,290" markerStart="url(#pt-arrow)" markerEnd="url(#pt-arrow)" />
        <path d="M605,320 L605,390" markerStart="url(#pt-arrow)" markerEnd="url(#pt-arrow)" />
        <path d="M720,230 L770,230" markerStart="url(#pt-arrow)" markerEnd="url(#pt-arrow)" />
        <path d="M720,300 L770,440" markerEnd="url(#pt-arrow)" />
      </g>
      {badge(1, 450, 162)}
      {badge(2, 450, 70)}
      {badge(3, 246, 143)}
      {badge(4, 450, 295)}
      {badge(5, 605, 355)}
      {badge(6, 745, 210)}
      {badge(7, 745, 370)}
    </svg>
  );
}

/** /plt/system: how this portal is built — an accessible figure with its full text alternative. */
export default function PltSystem() {
  return (
    <PltPage page="plt-system" title="시스템 구성" lead="이 누리집이 어떤 부분으로 이루어져 있고, 화면을 열고 신청을 보낼 때 데이터가 어디로 흐르는지 설명합니다.">
      <Section id="sys-figure" title="구성도">
        <figure className="pt-figure" aria-labelledby="sys-caption" data-system-figure="">
          <div className="pt-figure__scroll" tabIndex={0} role="region" aria-label="구성도 그림(좁은 화면에서는 옆으로 밀어 볼 수 있습니다)">
            <SystemDiagram />
          </div>
          <p className="pt-figure__hint" aria-hidden="true">
            그림을 옆으로 밀어 나머지를 볼 수 있습니다.
          </p>
          <figcaption id="sys-caption">
            그림 1. 이 누리집의 시스템 구성도. 그림의 모든 내용은 아래 <a href="#sys-parts-title">구성 요소</a>와 <a href="#sys-flows-title">데이터 흐름</a>에 글로 적었습니다.
          </figcaption>
        </figure>
      </Section>

      <Section id="sys-parts" title="구성 요소">
        <dl className="pt-parts" data-system-parts="">
          <div>
            <dt>호스트 셸 (host/)</dt>
            <dd>모든 화면이 함께 쓰는 틀입니다. 레이아웃, 머리글과 메뉴, 경로 안내, 바닥글, 로그인 시간 표시를 그리고, 주소에 맞는 원격 화면을 불러옵니다. 원격 화면의 주소는 빌드에 넣지 않고 실행할 때 원격 등록부에서 읽습니다.</dd>
          </div>
          <div>
            <dt>원격 화면 {REMOTES.length}개 (remotes/)</dt>
            <dd>
              업무 영역마다 하나씩 따로 빌드하고 배포하는 화면 묶음입니다: {REMOTES.map(([ko, name]) => `${ko}(${name})`).join(', ')}. 한 영역을 새로 배포하거나 이전 버전으로 되돌려도 다른 영역과 호스트는 그대로입니다.
            </dd>
          </div>
          <div>
            <dt>배포 폴더</dt>
            <dd>호스트와 원격 화면의 버전별 파일, 그리고 영역마다 지금 쓰는 버전을 적은 원격 등록부(/registry.json)가 있습니다. 운영 환경에서는 nginx가 이 폴더를 내보냅니다.</dd>
          </div>
          <div>
            <dt>API 서버 (server/)</dt>
            <dd>Fastify로 만든 서버입니다. 공통 계약에 적힌 모든 호출을 받아 입력을 검사하고, 접근 권한과 보안(CSRF 등)을 확인하며, 읽기 화면을 서버에서 미리 그려 보냅니다. 같은 서버를 여러 대 띄울 수 있습니다.</dd>
          </div>
          <div>
            <dt>데이터베이스</dt>
            <dd>기본은 서버 안에 내장된 PGlite이고, 설정(DATABASE_URL)하면 같은 코드가 PostgreSQL로 동작합니다. 검색 읽기는 읽기 복제본(DATABASE_READ_URL)으로 보낼 수 있습니다. 별도의 캐시 서버(예: Redis)는 쓰지 않습니다.</dd>
          </div>
          <div>
            <dt>바깥 시스템 어댑터</dt>
            <dd>{ADAPTERS.join(', ')}. 설정으로 실제 시스템용 어댑터와 바꿀 수 있으며, 기본 설정에서는 모두 시험용(샌드박스)입니다.</dd>
          </div>
          <div>
            <dt>파일 저장소</dt>
            <dd>기본은 서버의 폴더이고, 설정하면 S3 호환 저장소를 씁니다. 파일은 저장할 때 암호화하고, 바이러스 검사를 거칩니다.</dd>
          </div>
        </dl>
      </Section>

      <Section id="sys-flows" title="데이터 흐름">
        <p>번호는 그림의 번호와 같습니다.</p>
        <ol className="pt-flows" data-system-flows="">
          {FLOWS.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ol>
        <p>
          그림 밖의 일: 원격 화면 하나를 새로 배포하거나 되돌릴 때는 새 버전 폴더를 올리고 원격 등록부만 바꿉니다. 호스트를 다시 빌드하거나 서버를 다시 켤 필요가 없고, 다음에 화면을 열 때부터 바뀐 버전이 쓰입니다.
        </p>
      </Section>

      <Section id="sys-more" title="더 알아보기">
        <ul className="pt-list">
          <li>
            플랫폼이 제공하는 서비스: <Link to="/plt/service">주요 서비스</Link>
          </li>
          <li>
            다른 기관과 개발자를 위한 공개 데이터: <Link to="/opn/OpnApiList">오픈 API</Link>
          </li>
        </ul>
      </Section>
    </PltPage>
  );
}
