/**
 * FAQ entries written for this portal (no outside source): how the platform works and the basics of
 * legal aid. Every statement is a rule the server enforces or a figure of the 2026 고시 (기준 중위소득,
 * shared/data/median_income). HTML is sanitised when seeded.
 */
export interface PortalFaqSeed {
  category: 'PORTAL' | 'LEGAL_AID';
  question: string;
  answerHtml: string;
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** 2026 기준 중위소득 (100%), 월 금액, 보건복지부 고시. */
const MEDIAN_2026: [number, number][] = [
  [1, 2_564_238],
  [2, 4_199_292],
  [3, 5_359_036],
  [4, 6_494_738],
  [5, 7_556_719],
  [6, 8_555_952],
];
const medianTable =
  '<table><caption>2026년 기준 중위소득과 125% 금액(월, 가구원 수별)</caption>' +
  '<thead><tr><th scope="col">가구원 수</th><th scope="col">기준 중위소득(100%)</th><th scope="col">125% 금액(소수점 아래 버림)</th></tr></thead><tbody>' +
  MEDIAN_2026.map(([n, m]) => `<tr><td>${n}인</td><td>${won(m)}</td><td>${won(Math.floor(m * 1.25))}</td></tr>`).join('') +
  '</tbody></table>';

export const portalFaqSeeds: PortalFaqSeed[] = [
  {
    category: 'PORTAL',
    question: '법률구조 플랫폼 회원가입은 어떻게 하나요?',
    answerHtml:
      '<p>오른쪽 위의 <strong>회원가입</strong>을 누른 뒤 다음 순서로 진행합니다.</p>' +
      '<ol><li>회원 유형(일반회원, 외국인회원)을 고릅니다.</li><li>이용약관과 개인정보 수집·이용에 동의합니다.</li>' +
      '<li>본인 명의 휴대전화로 본인확인을 합니다.</li><li>아이디와 비밀번호를 정합니다.</li></ol>' +
      '<p>비밀번호는 영문, 숫자, 특수문자를 섞어 9자 이상이거나 15자 이상이어야 하며 아이디를 포함할 수 없습니다. 만 14세 미만은 가입할 수 없으니 132로 전화해 주십시오.</p>',
  },
  {
    category: 'PORTAL',
    question: '회원가입을 하지 않고도 상담을 신청할 수 있나요?',
    answerHtml:
      '<p>네. 로그인 화면의 <strong>비회원 로그인</strong>에서 이름, 생년월일, 휴대전화 번호로 본인확인을 하면 상담 예약, 사이버 상담, 묻고 답하기를 이용할 수 있습니다.</p>' +
      '<p>비회원으로 신청한 내역은 같은 정보로 다시 본인확인을 하면 볼 수 있습니다.</p>',
  },
  {
    category: 'PORTAL',
    question: '상담은 며칠 뒤까지 예약할 수 있나요?',
    answerHtml:
      '<p>방문·화상·전화 상담은 <strong>내일부터 14일 뒤까지</strong>의 평일에 예약할 수 있습니다. 공휴일은 예약할 수 없습니다.</p>' +
      '<ul><li>시간은 09:00부터 17:30까지 30분 단위입니다.</li><li>시간마다 남은 자리가 표시되고, 자리가 없으면 ‘마감’으로 표시됩니다.</li>' +
      '<li>같은 사람은 한 기관에 하루 한 건만 예약할 수 있습니다.</li></ul>',
  },
  {
    category: 'PORTAL',
    question: '예약한 상담의 시간을 바꾸거나 취소하려면 어떻게 하나요?',
    answerHtml:
      '<p>나의 페이지 &gt; 나의 상담 예약에서 예약을 열고 <strong>시간 변경</strong> 또는 <strong>예약 취소</strong>를 누릅니다. 상담 시작 <strong>1시간 전까지</strong> 할 수 있습니다.</p>' +
      '<p>시간을 바꾸면 새 시간의 자리를 잡은 뒤 이전 시간의 자리를 비웁니다. 새 시간이 마감되었으면 기존 예약은 그대로 남습니다.</p>',
  },
  {
    category: 'PORTAL',
    question: '화상상담에는 어떻게 들어가나요?',
    answerHtml:
      '<p>화상상담을 예약하면 예약번호와 <strong>6자리 접속 코드</strong>를 알려 드립니다. 상담 시작 10분 전부터 상담이 끝날 때까지 화상상담 입장 화면에서 예약번호와 접속 코드를 넣고 들어갈 수 있습니다.</p>' +
      '<p>카메라와 마이크 사용을 허용해야 하며, 접속 코드는 나의 페이지의 예약 상세에서도 다시 볼 수 있습니다.</p>',
  },
  {
    category: 'PORTAL',
    question: '사이버 상담의 답변은 언제 받을 수 있나요?',
    answerHtml:
      '<p>사이버 상담은 접수일로부터 <strong>3근무일</strong>(토요일·일요일·공휴일 제외) 안에 답변하는 것을 원칙으로 합니다. 접수 완료 화면에 접수번호와 답변 예정일이 표시됩니다.</p>' +
      '<p>답변은 나의 페이지 &gt; 나의 사이버 상담에서 볼 수 있고, 알림을 받기로 한 분께는 문자나 전자우편으로 알려 드립니다.</p>',
  },
  {
    category: 'PORTAL',
    question: '첨부파일은 어떤 형식과 크기까지 올릴 수 있나요?',
    answerHtml:
      '<p><strong>PDF, JPG, PNG, HWP(HWPX 포함)</strong> 파일을 한 개에 <strong>10MB</strong>까지 올릴 수 있습니다. 사이버 상담에는 3개까지, 묻고 답하기에는 1개를 붙일 수 있습니다.</p>' +
      '<p>파일 형식은 이름이 아니라 파일 내용으로 확인합니다. 올리고 24시간 안에 신청에 붙이지 않은 파일은 자동으로 지워집니다.</p>',
  },
  {
    category: 'PORTAL',
    question: '내가 신청한 상담과 문의는 어디에서 확인하나요?',
    answerHtml:
      '<p>로그인한 뒤 <strong>나의 페이지</strong>에서 확인합니다.</p>' +
      '<ul><li>상담 예약: 나의 페이지 &gt; 나의 상담 예약 (예약 상세, 번호표, 시간 변경, 취소)</li>' +
      '<li>사이버 상담: 나의 페이지 &gt; 나의 사이버 상담 (답변과 첨부파일)</li>' +
      '<li>법률구조 전자 신청: 나의 페이지 &gt; 나의 전자접수 (진행 상태)</li>' +
      '<li>묻고 답하기: 나의 페이지 &gt; 나의 문의 내역</li></ul>',
  },
  {
    category: 'PORTAL',
    question: '로그인한 상태는 얼마 동안 유지되나요?',
    answerHtml:
      '<p>마지막으로 이용한 때부터 <strong>30분</strong> 동안 유지됩니다. 화면 위쪽에 남은 시간이 표시되며 <strong>연장</strong> 버튼으로 다시 30분으로 늘릴 수 있습니다.</p>' +
      '<p>끝나기 5분 전에 알림 창이 뜨고, 시간이 다 되면 개인정보 보호를 위해 자동으로 로그아웃됩니다.</p>',
  },
  {
    category: 'PORTAL',
    question: '묻고 답하기에 올린 질문은 다른 사람도 볼 수 있나요?',
    answerHtml:
      '<p>질문은 기본으로 <strong>비공개</strong>입니다. 본인과 운영자만 볼 수 있습니다.</p>' +
      '<p>공개를 고른 질문은 답변이 등록된 뒤 이름 없이 묻고 답하기 목록에 보입니다. 질문에는 주민등록번호, 계좌번호 같은 개인정보를 적지 말아 주십시오.</p>',
  },
  {
    category: 'PORTAL',
    question: '아이디나 비밀번호를 잊어버렸어요.',
    answerHtml:
      '<p>로그인 화면의 <strong>아이디 찾기</strong>, <strong>비밀번호 찾기</strong>에서 가입할 때 쓴 휴대전화로 본인확인을 하면 아이디를 확인하고 새 비밀번호를 정할 수 있습니다.</p>' +
      '<p>비밀번호를 여러 번 틀리면 잠시 로그인이 제한되니 비밀번호 찾기를 이용해 주십시오.</p>',
  },
  {
    category: 'PORTAL',
    question: '예약한 상담 시간에 기관에 가면 무엇을 보여 주어야 하나요?',
    answerHtml:
      '<p>방문상담 당일에는 나의 페이지 &gt; 나의 상담 예약의 <strong>번호표</strong> 화면을 보여 주시고, 신분증과 계약서·내용증명 등 상담에 필요한 서류를 가져오십시오.</p>',
  },
  {
    category: 'LEGAL_AID',
    question: '무료법률구조는 누가 받을 수 있나요?',
    answerHtml:
      '<p>대한법률구조공단의 무료법률구조는 원칙적으로 <strong>기준 중위소득 125% 이하</strong>인 국민이 받을 수 있습니다. 2026년 금액은 다음과 같습니다.</p>' +
      medianTable +
      '<p>임금체불 근로자, 전세사기 피해자처럼 소득과 관계없이 지원하는 대상도 있습니다. 자세한 대상은 서비스 찾기의 자가진단에서 확인해 주십시오.</p>',
  },
  {
    category: 'LEGAL_AID',
    question: '132 전화상담은 어디에서 하나요?',
    answerHtml:
      '<p><strong>132</strong>는 대한법률구조공단의 법률상담 전화입니다. 평일 09:00부터 18:00까지 전국 어디서나 지역번호 없이 걸 수 있습니다.</p>' +
      '<p>긴 상담이 필요하면 플랫폼에서 전화상담을 예약하면 예약한 시간에 상담 담당자가 전화를 겁니다.</p>',
  },
  {
    category: 'LEGAL_AID',
    question: '임금이나 퇴직금을 받지 못했는데 법률구조를 받을 수 있나요?',
    answerHtml:
      '<p>고용노동부에서 체불임금 확인서를 받은 근로자는 전자 신청으로 무료법률구조를 신청할 수 있습니다. 월평균 임금이 400만 원 미만이면 소득 요건 없이 지원합니다.</p>' +
      '<p>먼저 관할 고용노동지청에 진정을 내고 체불 사실을 확인받아 두십시오.</p>',
  },
  {
    category: 'LEGAL_AID',
    question: '전세사기 피해자도 법률구조를 받을 수 있나요?',
    answerHtml:
      '<p>「전세사기피해자 지원 및 주거안정에 관한 특별법」에 따라 피해자로 결정된 분은 소득과 관계없이 보증금 반환 소송, 배당 절차 등의 법률구조를 받을 수 있습니다.</p>' +
      '<p>상담을 신청할 때 피해자 결정문을 함께 올려 주십시오. 피해자 결정 절차는 자주 묻는 질문의 ‘전세사기 피해’ 분류를 참고하십시오.</p>',
  },
  {
    category: 'LEGAL_AID',
    question: '법률홈닥터는 무엇을 도와주나요?',
    answerHtml:
      '<p>법률홈닥터는 법무부가 채용한 변호사가 시청·구청·사회복지협의회 등에 머물며 무료 법률상담, 내용증명·지급명령신청서 같은 법률문서 작성 도움, 법률구조기관 연계를 하는 제도입니다.</p>' +
      '<p>소송 수행은 하지 않으며, 소송이 필요하면 대한법률구조공단 등으로 연계합니다. 플랫폼에서 방문상담을 예약할 수 있습니다.</p>',
  },
  {
    category: 'LEGAL_AID',
    question: '법률구조 신청이 어떻게 진행되고 있는지 알 수 있나요?',
    answerHtml:
      '<p>플랫폼에서 전자 신청한 법률구조는 나의 페이지 &gt; <strong>나의 전자접수</strong>에서 접수, 심사, 결정 등 진행 상태를 볼 수 있습니다.</p>' +
      '<p>심사에 필요한 증빙서류를 더 내야 하면 나의 페이지 &gt; 나의 증빙서류에서 올릴 수 있습니다.</p>',
  },
];
