/**
 * Common code groups (GET /api/code/codeList?codeGroupId=...) for the 법률구조 플랫폼 portal.
 * Array order of `codes` is display order. Sources are listed in LICENSE-NOTES.md.
 */

export interface CodeSeed {
  code: string;
  name: string;
}

export interface CodeGroupSeed {
  id: string;
  name: string;
  codes: CodeSeed[];
}

/** A code group; `codes` are [code, name] pairs in display order. */
function group(id: string, name: string, codes: [string, string][]): CodeGroupSeed {
  return { id, name, codes: codes.map(([code, codeName]) => ({ code, name: codeName })) };
}

export const codeGroups: CodeGroupSeed[] = [
  group('MBR_TYPE', '회원 유형', [
    ['01', '개인회원'],
    ['02', '비회원(본인확인)'],
    ['03', '기관 담당자'],
    ['04', '관리자'],
  ]),
  // Numbering follows the consultation-type order used by the participating institutions'
  // screens (1 면접, 2 화상, 3 전화, 4 사이버), zero-padded.
  group('DSCSN_MTHD', '상담 방법', [
    ['01', '방문(면접) 상담'],
    ['02', '화상 상담'],
    ['03', '전화 상담'],
    ['04', '사이버 상담'],
  ]),
  group('DSCSN_FIELD', '상담 분야', [
    ['01', '민사'],
    ['02', '가사'],
    ['03', '형사'],
    ['04', '노동'],
    ['05', '행정'],
    ['06', '임대차'],
    ['07', '채무·파산·회생'],
    ['08', '가정폭력·성폭력'],
    ['99', '기타'],
  ]),
  group('RSVT_STTS', '상담 예약 상태', [
    ['01', '예약 신청'],
    ['02', '예약 확정'],
    ['03', '예약 변경'],
    ['04', '상담 완료'],
    ['05', '예약 취소(신청인)'],
    ['06', '예약 취소(기관)'],
    ['07', '미참석'],
  ]),
  group('ELRCPT_STTS', '전자접수 처리 상태', [
    ['01', '임시 저장'],
    ['02', '접수 신청'],
    ['03', '접수 완료'],
    ['04', '보완 요청'],
    ['05', '심사 중'],
    ['06', '구조 결정'],
    ['07', '구조 불가 결정'],
    ['08', '타 기관 이송'],
    ['09', '신청 취하'],
  ]),
  // Codes: KOSTAT 시도 codes as in the KOSTAT 2018 boundary data (skorea-provinces-2018-topo-simple.json, given with the spec)
  // (property `code`). Names: current official names — 강원도 became 강원특별자치도 (2023-06-11) and
  // 전라북도 became 전북특별자치도 (2024-01-18); the 2018 map file still carries the old names.
  group('CTPV', '시도', [
    ['11', '서울특별시'],
    ['21', '부산광역시'],
    ['22', '대구광역시'],
    ['23', '인천광역시'],
    ['24', '광주광역시'],
    ['25', '대전광역시'],
    ['26', '울산광역시'],
    ['29', '세종특별자치시'],
    ['31', '경기도'],
    ['32', '강원특별자치도'],
    ['33', '충청북도'],
    ['34', '충청남도'],
    ['35', '전북특별자치도'],
    ['36', '전라남도'],
    ['37', '경상북도'],
    ['38', '경상남도'],
    ['39', '제주특별자치도'],
  ]),
  // The code is the domain itself so the front end can fill the e-mail input directly.
  group('EML_DOMAIN', '이메일 도메인', [
    ['naver.com', 'naver.com'],
    ['daum.net', 'daum.net'],
    ['hanmail.net', 'hanmail.net'],
    ['gmail.com', 'gmail.com'],
    ['nate.com', 'nate.com'],
    ['kakao.com', 'kakao.com'],
  ]),
  group('MBL_TELECOM', '이동통신사', [
    ['01', 'SKT'],
    ['02', 'KT'],
    ['03', 'LG U+'],
    ['04', '알뜰폰(SKT)'],
    ['05', '알뜰폰(KT)'],
    ['06', '알뜰폰(LG U+)'],
  ]),
  // Who may receive legal aid. 01–08: the usual 무료 법률구조 대상 groups of the legal-aid
  // institutions; 09–14 and 99 add the groups of 법률구조법 시행규칙 제7조제1항 (공익법무관의
  // 법률구조 대상자) not already covered (농어민, 근로자·영세상인, 공무원, 소비자, 국선 사건 당사자,
  // 제10호 생활이 어려운 국민).
  group('LGL_AID_TRGT', '법률구조 대상자 유형', [
    ['01', '기준 중위소득 125% 이하 국민'],
    ['02', '국민기초생활보장법에 따른 수급자'],
    ['03', '국가보훈대상자(국가유공자 등)'],
    ['04', '한부모가족'],
    ['05', '장애인'],
    ['06', '임금체불 피해 근로자'],
    ['07', '범죄피해자(가정폭력·성폭력 피해자 포함)'],
    ['08', '국내 거주 외국인'],
    ['09', '농어민'],
    ['10', '근로자'],
    ['11', '영세상인'],
    ['12', '국가공무원 및 지방공무원'],
    ['13', '물품·용역 이용 피해 소비자'],
    ['14', '국선대리인·국선변호인 선정 사건 당사자'],
    ['99', '그 밖에 생활이 어렵고 법을 몰라 스스로 법적 수단을 마련하지 못하는 국민'],
  ]),
];
