// 법률구조 플랫폼 이용약관, every version. The version in force is also the text members agree to
// when they join (member/terms.ts renders it): one source for both.

export const TERMS_TITLE = '법률구조 플랫폼 이용약관';

export interface TermsArticle {
  /** '제7조' */
  articleNo: string;
  heading: string;
  /** Plain text; one paragraph per numbered clause (①, ②…), separated by blank lines. */
  text: string;
}

export interface TermsVersionText {
  version: string;
  changeSummary: string;
  articles: TermsArticle[];
  /** 부칙 (without the word 부칙). */
  addendum: string;
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');
const art = (no: number, heading: string, text: string): TermsArticle => ({ articleNo: `제${no}조`, heading, text });

const PURPOSE = art(
  1,
  '목적',
  '이 약관은 법무부가 운영하는 법률구조 플랫폼(이하 "플랫폼")에서 제공하는 법률상담 신청, 법률구조 신청, 법률정보 제공 등 서비스(이하 "서비스")의 이용 조건과 절차, 이용자와 운영기관의 권리·의무 및 책임 사항을 정하는 것을 목적으로 합니다.',
);
const JOINING = art(
  4,
  '회원가입',
  p(
    '① 회원가입은 만 14세 이상인 사람이 본인확인을 거쳐 신청할 수 있습니다.',
    '② 한 사람은 하나의 계정만 가질 수 있습니다.',
    '③ 다른 사람의 명의나 정보를 이용하여 가입한 경우 운영기관은 그 계정의 이용을 제한하거나 해지할 수 있습니다.',
  ),
);
const DUTIES = art(
  6,
  '회원의 의무',
  p(
    '① 회원은 아이디와 비밀번호를 스스로 관리하여야 하며 다른 사람에게 빌려주거나 알려서는 안 됩니다.',
    '② 회원은 신청서 등에 사실과 다른 내용을 적어서는 안 되며, 다른 사람의 개인정보를 함부로 입력해서는 안 됩니다.',
    '③ 회원은 서비스 운영을 방해하거나 다른 이용자의 권리를 침해하는 행위를 해서는 안 됩니다.',
  ),
);
const WITHDRAWAL = (no: number) =>
  art(
    no,
    '탈퇴',
    p(
      '① 회원은 언제든지 마이페이지에서 탈퇴할 수 있습니다.',
      '② 탈퇴하면 관계 법령에 따라 보관해야 하는 정보를 제외한 개인정보를 지체 없이 파기하거나 알아볼 수 없게 처리합니다.',
      '③ 탈퇴한 아이디는 다른 사람이 다시 쓸 수 없습니다.',
    ),
  );
const LIABILITY = (no: number) =>
  art(no, '책임의 제한', '운영기관은 천재지변, 통신 장애 등 불가항력으로 서비스를 제공할 수 없는 경우 책임을 지지 않습니다. 다만 운영기관의 고의 또는 과실로 인한 손해는 그러하지 않습니다.');
const DISPUTES = (no: number) =>
  art(no, '분쟁 해결', '이 약관과 서비스 이용에 관한 분쟁은 대한민국 법령에 따르며, 소송이 제기되는 경우 민사소송법에 따른 관할 법원으로 합니다.');
const SERVICES = (booking: string) =>
  art(
    5,
    '서비스의 제공',
    p(
      `① 플랫폼은 ${booking}, 법률구조 신청과 진행 조회, 법령·판례 등 법률정보, 기관과 서비스 안내를 제공합니다.`,
      '② 상담과 법률구조의 실제 제공 여부와 내용은 각 법률구조기관의 기준과 절차에 따릅니다.',
      '③ 플랫폼에서 제공하는 법률정보는 일반적인 안내이며 개별 사건에 대한 법률 자문을 대신하지 않습니다.',
    ),
  );
const TERMS_EFFECT = (notice: string) =>
  art(
    3,
    '약관의 효력과 변경',
    p(
      '① 이 약관은 플랫폼에 게시하고 회원가입 화면에서 동의를 받음으로써 효력이 생깁니다.',
      `② 운영기관은 관계 법령을 위반하지 않는 범위에서 약관을 변경할 수 있으며, 변경할 때에는 ${notice} 플랫폼에 공지합니다.`,
    ),
  );
const MEMBER = '① "회원"이란 이 약관에 동의하고 본인확인을 거쳐 아이디를 발급받은 사람을 말합니다.';
const INSTITUTION = (no: string) =>
  `${no} "법률구조기관"이란 대한법률구조공단, 한국가정법률상담소 등 플랫폼과 연계하여 법률상담과 법률구조를 제공하는 기관을 말합니다.`;

/** Oldest first. */
export const TERMS_VERSIONS: TermsVersionText[] = [
  {
    version: '2026-01-05',
    changeSummary: '법률구조 플랫폼 개통과 함께 제정했습니다.',
    articles: [
      PURPOSE,
      art(2, '용어의 뜻', p(MEMBER, INSTITUTION('②'))),
      TERMS_EFFECT('시행일 7일 전부터'),
      JOINING,
      SERVICES('법률상담 신청'),
      DUTIES,
      WITHDRAWAL(7),
      LIABILITY(8),
      DISPUTES(9),
    ],
    addendum: '이 약관은 2026-01-05부터 시행합니다.',
  },
  {
    version: '2026-06-01',
    changeSummary: '회원가입 없이 휴대전화 본인확인으로 이용하는 비회원(제2조)과 방문·전화·화상 상담 예약(제5조)을 서비스에 넣었습니다.',
    articles: [
      PURPOSE,
      art(2, '용어의 뜻', p(MEMBER, '② "비회원"이란 회원가입 없이 이름과 휴대전화 본인확인으로 서비스를 이용하는 사람을 말합니다.', INSTITUTION('③'))),
      TERMS_EFFECT('시행일 7일 전부터'),
      JOINING,
      SERVICES('법률상담 예약과 신청'),
      DUTIES,
      WITHDRAWAL(7),
      LIABILITY(8),
      DISPUTES(9),
    ],
    addendum: '이 약관은 2026-06-01부터 시행합니다.',
  },
  {
    version: '2026-11-01',
    changeSummary: '계정 보호(로그인 제한, 휴면 계정, 비밀번호 변경 안내) 조항을 제7조로 새로 두고, 회원에게 불리한 변경은 30일 전부터 공지하도록 했습니다(제3조).',
    articles: [
      PURPOSE,
      art(2, '용어의 뜻', p(MEMBER, '② "비회원"이란 회원가입 없이 이름과 휴대전화 본인확인으로 서비스를 이용하는 사람을 말합니다.', INSTITUTION('③'))),
      TERMS_EFFECT('시행일 7일 전부터(회원에게 불리한 변경은 30일 전부터)'),
      JOINING,
      SERVICES('법률상담 예약과 신청'),
      DUTIES,
      art(
        7,
        '계정 보호',
        p(
          '① 비밀번호를 5번 잇달아 틀리면 일정 시간 로그인할 수 없습니다.',
          '② 1년 동안 로그인하지 않은 계정은 휴면 계정으로 바뀌며, 본인확인을 거쳐 다시 쓸 수 있습니다.',
          '③ 비밀번호를 90일 넘게 바꾸지 않으면 변경을 안내합니다.',
        ),
      ),
      WITHDRAWAL(8),
      LIABILITY(9),
      DISPUTES(10),
    ],
    addendum: '이 약관은 2026-11-01부터 시행합니다.',
  },
];

export const CURRENT_TERMS = TERMS_VERSIONS[TERMS_VERSIONS.length - 1]!;

/**
 * The whole text as the join screen shows it: one paragraph per article ('제1조(목적) …', its
 * clauses on one line), then the 부칙.
 */
export function termsBody(v: TermsVersionText): string {
  return [...v.articles.map((a) => `${a.articleNo}(${a.heading}) ${a.text.split('\n\n').join(' ')}`), `부칙 ${v.addendum}`].join('\n\n');
}
