import { BOOKING_DAYS_AHEAD, CHANGE_DEADLINE_MINUTES, CYBER_ANSWER_WORKING_DAYS, SUMMARY_MAX } from '@portal/contracts/client';

/** A link of a guide to a page of this portal (a path of routes.txt). */
export interface GuideLink {
  to: string;
  label: string;
}

/** One task explained step by step: the /plt/guide accordion and the /popup/lasp/content window show it. */
export interface Guide {
  /** The id in the address: /popup/lasp/content?id=<id>, and the section's anchor on /plt/guide. */
  id: string;
  title: string;
  /** One sentence: what the task is for. */
  summary: string;
  steps: { title: string; body: string }[];
  /** Something to keep in mind (who may use it, what it is not). */
  note?: string;
  links: GuideLink[];
}

// The portal's own flows (README: consultation, application, self-diagnosis, search, AI guidance) and
// the limits of the contracts, so the words follow the pages they describe. Keep in step with them.
export const GUIDES: readonly Guide[] = [
  {
    id: 'find',
    title: '내 문제에 맞는 기관과 서비스 찾기',
    summary: '법률 문제를 돕는 곳은 여러 기관으로 나뉘어 있습니다. 어디에 물어야 할지 모를 때 가장 먼저 해 볼 일입니다.',
    steps: [
      { title: '쉬운 서비스 찾기로 시작하기', body: '어떤 일이 있었는지, 나이와 소득, 사는 곳, 원하는 도움 방법 같은 몇 가지 물음에 답하면 맞는 서비스를 그 이유와 함께 보여 줍니다. 답은 주소에만 담기므로 결과를 즐겨찾기하거나 다른 사람에게 보낼 수 있습니다.' },
      { title: '유형이나 기관으로 둘러보기', body: '상담, 소송 지원, 조정·중재, 채무조정, 피해구제처럼 도움의 종류에서 출발하거나, 이미 아는 기관 이름에서 출발해 그 기관이 하는 일을 봅니다.' },
      { title: '가까운 사무소 찾기', body: '법률복지지도에서 시·도와 시·군·구를 고르거나 내 위치를 허용하면 가까운 사무소와 전화번호, 상담 방법을 목록으로 보여 줍니다.' },
    ],
    links: [
      { to: '/myservice/easysearch', label: '쉬운 서비스 찾기' },
      { to: '/servicetype', label: '유형별 서비스' },
      { to: '/servicepvsn', label: '기관별 서비스' },
      { to: '/myservice/lawmap', label: '법률복지지도' },
    ],
  },
  {
    id: 'slfdgns',
    title: '무료 법률구조 대상인지 미리 확인하기',
    summary: '소송 대리 같은 법률구조는 소득과 처지에 따라 받을 수 있는지가 정해집니다. 신청 전에 자가진단으로 가늠해 볼 수 있습니다.',
    steps: [
      { title: '자가진단 안내 읽기', body: '자가진단이 무엇을 확인하고 무엇을 판단하지 않는지(사건에서 누가 옳은지는 판단하지 않습니다), 미리 알아 두면 좋은 것을 읽습니다.' },
      { title: '네 단계에 답하기', body: '사건의 종류, 맡을 기관, 해당하는 구조대상자 유형, 가구원 수와 소득을 차례로 고릅니다. 입력한 내용은 저장되지 않습니다.' },
      { title: '결과 보고 이어 가기', body: '대상이 되는지, 무료인지 일부 비용을 내는지, 준비할 서류가 무엇인지 보여 줍니다. 결과 화면에서 법률구조 신청으로 바로 이어 갈 수 있습니다.' },
    ],
    note: '유형을 고르지 않으면 일반 기준(기준 중위소득 125% 이하)으로 봅니다. 자가진단 결과는 안내일 뿐이며, 최종 결정은 기관이 심사해서 합니다.',
    links: [
      { to: '/elrcpt/slfdgns/SlfdgnsInfo', label: '자가진단 안내' },
      { to: '/elrcpt/slfdgns/SlfdgnsEdit', label: '자가진단 시작' },
      { to: '/elrcpt/atrpr', label: '구조대상자 유형 보기' },
    ],
  },
  {
    id: 'rsvt',
    title: '법률상담 예약하기(방문·전화·화상)',
    summary: '법률 전문가와 직접 이야기하는 상담입니다. 찾아가기 어렵다면 전화나 화상으로도 받을 수 있습니다.',
    steps: [
      { title: '상담 방법과 기관 고르기', body: '방문, 전화, 화상 가운데 하나를 고르고, 상담할 기관과 지역의 사무소를 고릅니다.' },
      { title: '날짜와 시간 고르기', body: `내일부터 ${BOOKING_DAYS_AHEAD}일 안의 평일 가운데 남은 자리가 있는 시간을 고릅니다. 자리가 없는 시간은 ‘마감’으로 보입니다.` },
      { title: '상담 받을 내용 적기', body: `상담 분야를 고르고 상담 받을 내용을 ${SUMMARY_MAX.toLocaleString('ko-KR')}자까지 적은 뒤, 확인 화면에서 예약을 마칩니다.` },
      { title: '바꾸거나 취소하기', body: `상담 시작 ${CHANGE_DEADLINE_MINUTES / 60}시간 전까지 마이페이지의 예약 상세에서 시간을 바꾸거나 취소할 수 있습니다. 화상상담은 예약 상세의 접속 안내에 따라 입장합니다.` },
    ],
    note: '상담 예약은 회원 로그인이나 비회원 본인확인 뒤에 할 수 있습니다.',
    links: [
      { to: '/dscsn/rsvt/DscsnRsvtM', label: '상담 예약' },
      { to: '/my/dscsn/rsvt/MyDsctnRsvtList', label: '나의 상담 예약' },
    ],
  },
  {
    id: 'cyber',
    title: '글로 묻고 답변 받기(사이버상담)',
    summary: '시간을 맞추기 어렵다면 법률 문제를 글로 적어 보내고 온라인으로 답변을 받을 수 있습니다.',
    steps: [
      { title: '상담 종류 고르기', body: '국내 거주, 재외국민, 외국인, 가정법률 상담 가운데 내 상황에 맞는 것을 고릅니다.' },
      { title: '질문 쓰기', body: '언제, 누구와, 무슨 일이 있었는지 적고 필요하면 자료 파일을 붙입니다. 쓰던 내용은 이 탭에 임시로 남아 새로 고침해도 지워지지 않습니다.' },
      { title: '답변 확인하기', body: `접수한 날부터 ${CYBER_ANSWER_WORKING_DAYS}근무일 안에 답변합니다. 답변이 등록되면 문자로 알려 드리고, 마이페이지에서 읽을 수 있습니다.` },
    ],
    links: [
      { to: '/dscsn/cyber', label: '사이버상담' },
      { to: '/my/dscsn/cyber/CybdsnDsctnList', label: '나의 사이버상담' },
    ],
  },
  {
    id: 'elrcpt',
    title: '법률구조를 온라인으로 신청하기',
    summary: '기관을 찾아가지 않고 신청서와 서류를 온라인으로 내는 방법입니다.',
    steps: [
      { title: '안내 읽고 신청서 고르기', body: '전자접수 안내에서 대상과 절차를 확인하고, 사건에 맞는 기관의 신청서를 고릅니다.' },
      { title: '동의하고 신청서 쓰기', body: '이용약관과 개인정보 처리에 동의한 뒤 신청인, 상대방, 사건 내용을 적습니다. 행정정보 공동이용에 동의하면 일부 서류를 기관이 직접 확인합니다.' },
      { title: '서류 내기', body: '소득과 재산을 보여 주는 서류 등을 파일로 올리거나, 공공기관에서 전자증명서로 바로 받아 냅니다.' },
      { title: '전자서명하고 접수하기', body: '전자서명으로 본인이 신청했음을 확인하면 접수됩니다. 이후 기관의 심사 중에 보완 요청이 오면 마이페이지에서 보완합니다.' },
    ],
    note: '온라인 신청은 회원으로 로그인한 뒤에 할 수 있습니다.',
    links: [
      { to: '/elrcpt/gd', label: '전자접수 안내' },
      { to: '/elrcpt/aply', label: '법률구조 신청' },
    ],
  },
  {
    id: 'my',
    title: '마이페이지에서 진행 상황 따라가기',
    summary: '예약한 상담, 보낸 질문, 낸 신청은 모두 마이페이지 한곳에서 확인합니다.',
    steps: [
      { title: '한눈에 보기', body: '마이페이지 첫 화면에서 내 상담과 신청을 모아 봅니다.' },
      { title: '신청 상태 확인하기', body: '신청마다 신청, 접수, 심사, 결과 가운데 지금 어느 단계인지와 그동안의 기록을 봅니다. 보완 요청이 오면 필요한 서류를 추가로 냅니다.' },
      { title: '서류 모아 두기', body: '나의 서류함에서 공동이용으로 받거나 직접 올린 서류를 모아 보고, 어느 신청에 쓰였는지 확인합니다.' },
    ],
    links: [
      { to: '/my/main/MyPageInfo', label: '마이페이지' },
      { to: '/my/elrcpt/list', label: '나의 법률구조 신청' },
      { to: '/my/doc/list', label: '나의 서류함' },
    ],
  },
  {
    id: 'search',
    title: '법령·판례·상담사례 찾아보기',
    summary: '비슷한 일을 겪은 사람의 사례와 관련 법령을 먼저 읽어 보면 상담을 준비하기 쉽습니다.',
    steps: [
      { title: '통합검색', body: '화면 위 검색창에 ‘전세 보증금’, ‘임금 체불’처럼 겪고 있는 일을 적으면 서비스, 법령, 판례, 상담사례, 서식을 한 번에 찾아 줍니다.' },
      { title: 'AI 법률 안내', body: '질문을 문장으로 적으면 포털의 법령, 판례, 사례를 근거로 답하고 근거마다 출처를 보여 줍니다. 회원 로그인 뒤에 이용할 수 있습니다.' },
      { title: '사례와 서식 보기', body: '법률상담사례, 법률구조사례, 법원 제출 서식을 분야별로 찾아볼 수 있습니다.' },
    ],
    note: '검색 결과와 AI 안내는 법률 자문이 아닙니다. 내 사건에 대한 판단은 상담을 받아 확인하세요.',
    links: [
      { to: '/search/totalresult', label: '통합검색' },
      { to: '/ai', label: 'AI 법률 안내' },
      { to: '/statuteinfo/discussion/list', label: '법률상담사례' },
      { to: '/law-case', label: '판례' },
    ],
  },
  {
    id: 'one-stop',
    title: '여러 기관에 한 번에 도움 요청하기(원스톱)',
    summary: '한 가지 일에 여러 기관의 도움이 필요할 때, 사정을 한 번만 적어 보내는 방법입니다.',
    steps: [
      { title: '문제를 한 번 적기', body: '무슨 일이 있었는지 한 번만 적습니다.' },
      { title: '받을 기관 고르기', body: '도움을 받을 기관을 여러 곳 고릅니다. 기관마다 따로 접수됩니다.' },
      { title: '함께 따라가기', body: '기관별로 만들어진 상담과 신청을 마이페이지에서 한꺼번에 확인합니다.' },
    ],
    links: [{ to: '/one-stop', label: '원스톱 법률구조' }],
  },
];

export function guideById(id: string | null): Guide | undefined {
  return id ? GUIDES.find((g) => g.id === id) : undefined;
}
