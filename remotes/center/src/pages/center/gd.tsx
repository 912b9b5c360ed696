import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { CYBER_ANSWER_WORKING_DAYS, QNA_CONTENT_MAX } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { Toc } from '../../lib/Toc';
import '../../lib/center.css';

interface Step {
  title: string;
  body: ReactNode;
}
interface Topic {
  id: string;
  title: string;
  lead: string;
  steps: Step[];
  links: { to: string; label: string }[];
}

// The portal's real flows (README "Membership and sign-in", "Consultation", the shell): keep in step with them.
const TOPICS: Topic[] = [
  {
    id: 'gd-join',
    title: '회원가입과 비회원 본인확인',
    lead: '상담 신청, 묻고 답하기, 마이페이지는 본인임을 확인한 뒤 이용합니다. 회원으로 가입하거나, 가입 없이 비회원 본인확인으로 이용할 수 있습니다.',
    steps: [
      { title: '약관 동의', body: '이용약관과 개인정보 수집·이용(필수)에 동의합니다. 만 14세 미만은 가입할 수 없으며, 대한법률구조공단 ☎132로 도움을 받을 수 있습니다.' },
      { title: '본인확인', body: '휴대전화 문자(통신사, 6자리 인증번호, 3분 안에 입력)나 간편인증 앱으로 본인임을 확인합니다. 한 사람은 한 계정만 만들 수 있습니다.' },
      { title: '아이디와 비밀번호', body: '아이디 중복을 확인하고, 비밀번호는 영문·숫자·특수문자를 섞어 9자 이상(또는 아무 문자 15자 이상)으로 정합니다. 아이디가 들어간 비밀번호는 쓸 수 없습니다.' },
      { title: '비회원으로 이용하기', body: '가입하지 않으려면 로그인 화면의 ‘비회원 로그인’에서 이름과 휴대전화로 본인확인을 하면 됩니다. 나중에 같은 사람으로 회원가입할 수도 있습니다.' },
    ],
    links: [
      { to: '/join', label: '회원가입' },
      { to: '/login', label: '로그인' },
      { to: '/login/gst/agreement', label: '비회원 본인확인' },
      { to: '/login/search/id', label: '아이디 찾기' },
    ],
  },
  {
    id: 'gd-find',
    title: '기관·서비스 찾기',
    lead: '법률상담과 법률구조는 여러 기관이 나누어 맡고 있습니다. 내 상황에 맞는 기관과 서비스를 먼저 찾아보세요.',
    steps: [
      { title: '서비스 유형으로 찾기', body: '상담, 소송 지원, 중재·조정 같은 서비스 유형에서 시작해 맡는 기관을 찾습니다.' },
      { title: '제공 기관으로 찾기', body: '대한법률구조공단, 법률홈닥터, 한국가정법률상담소, 대한가정법률복지상담원, 대한상사중재원 등 기관별로 하는 일을 봅니다.' },
      { title: '통합검색', body: '화면 위 검색창에 ‘전세 보증금’, ‘임금 체불’처럼 겪고 있는 일을 적으면 관련 서비스, 법령, 자주 묻는 질문을 함께 보여 줍니다.' },
    ],
    links: [
      { to: '/servicetype', label: '서비스 유형별 찾기' },
      { to: '/servicepvsn', label: '제공 기관별 찾기' },
      { to: '/customer/inst/inst', label: '관련 기관 안내' },
      { to: '/center/faq/list', label: '자주 묻는 질문' },
    ],
  },
  {
    id: 'gd-rsvt',
    title: '상담 예약(방문·화상·전화)과 변경·취소',
    lead: '법률 전문가와 직접 이야기하는 상담입니다. 방문, 화상, 전화 가운데 편한 방법을 고릅니다.',
    steps: [
      { title: '상담 방법 고르기', body: '상담 예약 화면에서 방문·화상·전화 중 하나를 고릅니다.' },
      { title: '기관·사무소 고르기', body: '시·도를 고르면 그 지역의 사무소가 나옵니다.' },
      { title: '날짜·시간 고르기', body: '내일부터 14일 뒤까지의 평일(공휴일 제외), 09:00~17:30의 30분 단위 시간 중에서 남은 자리가 있는 시간을 고릅니다. 자리가 없는 시간은 ‘마감’으로 표시됩니다.' },
      { title: '신청인·상담 내용 적기', body: '상담 분야와 내용(2,000자까지)을 적고 개인정보 수집·이용에 동의한 뒤, 확인 화면에서 예약합니다. 같은 기관에는 하루에 한 번 예약할 수 있습니다.' },
      { title: '변경·취소', body: '상담 시작 1시간 전까지 마이페이지의 예약 상세에서 시간을 바꾸거나 취소할 수 있습니다. 화상상담은 시작 10분 전부터 접속 코드로 입장합니다.' },
    ],
    links: [
      { to: '/dscsn/rsvt/DscsnRsvtM', label: '상담 예약' },
      { to: '/dscsn/intv', label: '방문상담 안내' },
      { to: '/dscsn/vido', label: '화상상담 안내·입장' },
      { to: '/dscsn/tel', label: '전화상담 안내' },
      { to: '/my/dscsn/rsvt/MyDsctnRsvtList', label: '나의 상담 예약' },
    ],
  },
  {
    id: 'gd-cyber',
    title: '사이버상담',
    lead: '법률 문제를 글로 묻고 온라인으로 답변받는 무료 상담입니다.',
    steps: [
      { title: '상담 종류 고르기', body: '국내 거주, 재외국민, 외국인, 가정법률 상담 가운데 내 상황에 맞는 것을 고릅니다.' },
      { title: '질문 쓰기', body: '언제, 누구와, 무슨 일이 있었는지를 적고, 필요하면 PDF·JPG·PNG·HWP 파일(한 개 10MB까지, 3개까지)을 붙입니다. 쓰던 내용은 이 탭에 임시 저장되어 새로 고침해도 지워지지 않습니다.' },
      { title: '답변 받기', body: `접수한 날부터 ${CYBER_ANSWER_WORKING_DAYS}근무일 안에 답변합니다. 답변이 등록되면 문자로 알려 드리고, 마이페이지에서 볼 수 있습니다.` },
    ],
    links: [
      { to: '/dscsn/cyber', label: '사이버상담' },
      { to: '/my/dscsn/cyber/CybdsnDsctnList', label: '나의 사이버상담 내역' },
    ],
  },
  {
    id: 'gd-elrcpt',
    title: '법률구조 신청과 서류',
    lead: '소송 대리 등 법률구조는 소득·재산 기준 등 요건이 있습니다. 상담을 먼저 받아 보면 내 경우가 해당하는지 알 수 있습니다.',
    steps: [
      { title: '안내 읽기', body: '법률구조 신청 안내에서 대상과 절차, 기관별 신청서를 확인합니다.' },
      { title: '신청서 쓰기', body: '기관에 맞는 신청서를 고르고 사건 내용을 적습니다.' },
      { title: '서류 내기', body: '소득·재산을 증명하는 서류 등 필요한 서류를 온라인으로 올리거나 공공기관에서 바로 받아 제출합니다.' },
    ],
    links: [
      { to: '/elrcpt/gd', label: '법률구조 신청 안내' },
      { to: '/elrcpt/aply', label: '법률구조 신청' },
      { to: '/my/elrcpt/list', label: '나의 법률구조 신청 내역' },
    ],
  },
  {
    id: 'gd-my',
    title: '마이페이지에서 진행 확인',
    lead: '신청한 일은 모두 마이페이지에서 확인합니다. 다른 사람의 기록은 볼 수 없습니다.',
    steps: [
      { title: '상담 예약', body: '예약 상태(예약, 상담 완료, 취소), 변경·취소, 방문 당일의 번호표를 봅니다.' },
      { title: '사이버상담과 묻고 답하기', body: '내가 쓴 질문과 답변, 답변 예정일을 봅니다. 첨부파일도 다시 내려받을 수 있습니다.' },
      { title: '회원정보', body: '비밀번호를 다시 확인한 뒤 휴대전화 번호, 알림 수신 여부를 바꾸거나 탈퇴할 수 있습니다.' },
    ],
    links: [
      { to: '/my/main/MyPageInfo', label: '마이페이지' },
      { to: '/my/qna', label: '나의 문의' },
      { to: '/my/info/check', label: '회원정보 수정' },
    ],
  },
  {
    id: 'gd-a11y',
    title: '접근성 기능: 화면 확대, 키보드, 132 전화',
    lead: '누구나 불편 없이 쓸 수 있도록 만들었습니다. 어려움이 있으면 전화로도 도와 드립니다.',
    steps: [
      { title: '화면 확대', body: '화면 맨 위의 ‘화면 확대’, ‘화면 축소’ 단추로 글자와 화면을 80%부터 150%까지 10%씩 바꿀 수 있고, 고른 크기는 다음 방문에도 유지됩니다. 브라우저의 확대(Ctrl + 더하기)도 쓸 수 있습니다.' },
      { title: '키보드로 이용', body: 'Tab 키로 다음 항목, Shift + Tab으로 이전 항목으로 움직이고 Enter나 Space로 누릅니다. 페이지 맨 앞의 ‘본문 바로가기’로 메뉴를 건너뛸 수 있습니다. 입력에 잘못이 있으면 화면 위에 고칠 항목의 목록이 나타나고, 항목을 누르면 그 칸으로 갑니다.' },
      { title: '로그인 시간', body: '로그인하면 30분 동안 유지되고, 끝나기 5분 전에 알려 드립니다. 화면 위의 ‘연장’으로 늘릴 수 있습니다.' },
      { title: '전화 상담 132', body: (<>인터넷 이용이 어려우면 대한법률구조공단 <a href="tel:132">국번 없이 132</a>(평일 9시~18시)로 전화해 상담을 받으세요.</>) },
    ],
    links: [{ to: '/center/qna', label: '묻고 답하기(이용 문의)' }],
  },
];

/** /center/gd: how to use the portal, step by step, with a table of contents and links to the real pages. */
export default function Guide() {
  return (
    <div className="mb-page mb-page--wide ct-page" data-page="center-guide">
      <PageHeading title="이용 안내" lead="법률구조 플랫폼에서 할 수 있는 일과 그 순서를 안내합니다. 궁금한 항목을 목차에서 골라 바로 가 보세요." />
      <Toc block="ct-toc" title="목차" titleId="gd-toc-title" entries={TOPICS.map((t) => ({ id: t.id, label: t.title }))} data-guide-toc="" />
      {TOPICS.map((t, i) => (
        <section key={t.id} id={t.id} className="ct-guide" aria-labelledby={`${t.id}-title`} tabIndex={-1}>
          <h2 id={`${t.id}-title`} className="ct-guide__title">
            <span className="ct-guide__no" aria-hidden="true">
              {i + 1}
            </span>
            {t.title}
          </h2>
          <p className="ct-guide__lead">{t.lead}</p>
          <ol className="ct-steps">
            {t.steps.map((s, n) => (
              <li key={s.title}>
                <p className="ct-steps__title">
                  <span className="sr-only">{n + 1}단계: </span>
                  {s.title}
                </p>
                <p className="ct-steps__body">{s.body}</p>
              </li>
            ))}
          </ol>
          <p className="ct-guide__links">
            <span className="ct-guide__links-label">바로 가기</span>
            {t.links.map((l) => (
              <Link key={l.to} to={l.to} className="btn btn-secondary btn-small">
                {l.label}
              </Link>
            ))}
          </p>
        </section>
      ))}
      <section className="ct-guide ct-guide--ask" aria-labelledby="gd-ask-title">
        <h2 id="gd-ask-title" className="ct-guide__title">
          찾는 내용이 없나요?
        </h2>
        <p>
          <Link to="/center/faq/list">자주 묻는 질문</Link>을 먼저 찾아보시고, 그래도 답이 없으면 <Link to="/center/qna">묻고 답하기</Link>에 {QNA_CONTENT_MAX.toLocaleString('ko-KR')}자까지 질문을 남겨 주세요. 법률 문제 자체에 대한 상담은{' '}
          <Link to="/dscsn/cyber">사이버상담</Link>을 이용해 주세요.
        </p>
      </section>
    </div>
  );
}
