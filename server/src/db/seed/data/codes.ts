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

export const codeGroups: CodeGroupSeed[] = [
  {
    id: 'MBR_TYPE',
    name: '회원 유형',
    codes: [
      { code: '01', name: '개인회원' },
      { code: '02', name: '비회원(본인확인)' },
      { code: '03', name: '기관 담당자' },
      { code: '04', name: '관리자' },
    ],
  },
  {
    // Numbering follows the consultation-type order used by the participating institutions'
    // screens (1 면접, 2 화상, 3 전화, 4 사이버), zero-padded.
    id: 'DSCSN_MTHD',
    name: '상담 방법',
    codes: [
      { code: '01', name: '방문(면접) 상담' },
      { code: '02', name: '화상 상담' },
      { code: '03', name: '전화 상담' },
      { code: '04', name: '사이버 상담' },
    ],
  },
  {
    id: 'DSCSN_FIELD',
    name: '상담 분야',
    codes: [
      { code: '01', name: '민사' },
      { code: '02', name: '가사' },
      { code: '03', name: '형사' },
      { code: '04', name: '노동' },
      { code: '05', name: '행정' },
      { code: '06', name: '임대차' },
      { code: '07', name: '채무·파산·회생' },
      { code: '08', name: '가정폭력·성폭력' },
      { code: '99', name: '기타' },
    ],
  },
  {
    id: 'RSVT_STTS',
    name: '상담 예약 상태',
    codes: [
      { code: '01', name: '예약 신청' },
      { code: '02', name: '예약 확정' },
      { code: '03', name: '예약 변경' },
      { code: '04', name: '상담 완료' },
      { code: '05', name: '예약 취소(신청인)' },
      { code: '06', name: '예약 취소(기관)' },
      { code: '07', name: '미참석' },
    ],
  },
  {
    id: 'ELRCPT_STTS',
    name: '전자접수 처리 상태',
    codes: [
      { code: '01', name: '임시 저장' },
      { code: '02', name: '접수 신청' },
      { code: '03', name: '접수 완료' },
      { code: '04', name: '보완 요청' },
      { code: '05', name: '심사 중' },
      { code: '06', name: '구조 결정' },
      { code: '07', name: '구조 불가 결정' },
      { code: '08', name: '타 기관 이송' },
      { code: '09', name: '신청 취하' },
    ],
  },
  {
    // Codes: KOSTAT 시도 codes as in the KOSTAT 2018 boundary data (skorea-provinces-2018-topo-simple.json, given with the spec)
    // (property `code`). Names: current official names — 강원도 became 강원특별자치도 (2023-06-11) and
    // 전라북도 became 전북특별자치도 (2024-01-18); the 2018 map file still carries the old names.
    id: 'CTPV',
    name: '시도',
    codes: [
      { code: '11', name: '서울특별시' },
      { code: '21', name: '부산광역시' },
      { code: '22', name: '대구광역시' },
      { code: '23', name: '인천광역시' },
      { code: '24', name: '광주광역시' },
      { code: '25', name: '대전광역시' },
      { code: '26', name: '울산광역시' },
      { code: '29', name: '세종특별자치시' },
      { code: '31', name: '경기도' },
      { code: '32', name: '강원특별자치도' },
      { code: '33', name: '충청북도' },
      { code: '34', name: '충청남도' },
      { code: '35', name: '전북특별자치도' },
      { code: '36', name: '전라남도' },
      { code: '37', name: '경상북도' },
      { code: '38', name: '경상남도' },
      { code: '39', name: '제주특별자치도' },
    ],
  },
  {
    // The code is the domain itself so the front end can fill the e-mail input directly.
    id: 'EML_DOMAIN',
    name: '이메일 도메인',
    codes: [
      { code: 'naver.com', name: 'naver.com' },
      { code: 'daum.net', name: 'daum.net' },
      { code: 'hanmail.net', name: 'hanmail.net' },
      { code: 'gmail.com', name: 'gmail.com' },
      { code: 'nate.com', name: 'nate.com' },
      { code: 'kakao.com', name: 'kakao.com' },
    ],
  },
  {
    id: 'MBL_TELECOM',
    name: '이동통신사',
    codes: [
      { code: '01', name: 'SKT' },
      { code: '02', name: 'KT' },
      { code: '03', name: 'LG U+' },
      { code: '04', name: '알뜰폰(SKT)' },
      { code: '05', name: '알뜰폰(KT)' },
      { code: '06', name: '알뜰폰(LG U+)' },
    ],
  },
  {
    // Who may receive legal aid. 01–08: the usual 무료 법률구조 대상 groups of the legal-aid
    // institutions; 09–14 and 99 add the groups of 법률구조법 시행규칙 제7조제1항 (공익법무관의
    // 법률구조 대상자) not already covered (농어민, 근로자·영세상인, 공무원, 소비자, 국선 사건 당사자,
    // 제10호 생활이 어려운 국민).
    id: 'LGL_AID_TRGT',
    name: '법률구조 대상자 유형',
    codes: [
      { code: '01', name: '기준 중위소득 125% 이하 국민' },
      { code: '02', name: '국민기초생활보장법에 따른 수급자' },
      { code: '03', name: '국가보훈대상자(국가유공자 등)' },
      { code: '04', name: '한부모가족' },
      { code: '05', name: '장애인' },
      { code: '06', name: '임금체불 피해 근로자' },
      { code: '07', name: '범죄피해자(가정폭력·성폭력 피해자 포함)' },
      { code: '08', name: '국내 거주 외국인' },
      { code: '09', name: '농어민' },
      { code: '10', name: '근로자' },
      { code: '11', name: '영세상인' },
      { code: '12', name: '국가공무원 및 지방공무원' },
      { code: '13', name: '물품·용역 이용 피해 소비자' },
      { code: '14', name: '국선대리인·국선변호인 선정 사건 당사자' },
      { code: '99', name: '그 밖에 생활이 어렵고 법을 몰라 스스로 법적 수단을 마련하지 못하는 국민' },
    ],
  },
];
