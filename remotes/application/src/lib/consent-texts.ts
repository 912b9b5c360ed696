// What each institution's consent page (…AgreInfo) says: the terms, the personal data it collects and
// why, to whom it is provided, and which administrative information it would look up with consent
// (행정정보 공동이용). Data, read by the one ConsentPage.
import type { ElrcptInst } from '@portal/contracts/client';

export interface ConsentTexts {
  /** What the institution does with an application (이용약관 summary). */
  service: string;
  purpose: string;
  items: string;
  retention: string;
  /** 제3자 제공: who receives what and why. */
  thirdParty: { to: string; what: string; why: string; retention: string };
  /** 행정정보 공동이용: the proofs the institution looks up itself with consent. */
  adminInfo: string[];
}

const COMMON_ITEMS = '이름, 생년월일, 휴대전화 번호, 전자우편, 주소, 직업, 상대방 정보, 사건 내용과 첨부 서류, 구조대상자 유형';
const COMMON_ADMIN = ['주민등록표 등본·초본', '기초생활수급자 증명서', '한부모가족 증명서', '장애인 증명서', '건강보험료 납부확인서', '지방세 세목별 과세증명서'];

export const CONSENT_TEXTS: Record<ElrcptInst, ConsentTexts> = {
  KLAC: {
    service: '대한법률구조공단은 「법률구조법」에 따라 경제적으로 어렵거나 법을 몰라 법의 보호를 받지 못하는 분에게 소송 대리, 서류 작성, 법률 상담을 제공합니다.',
    purpose: '법률구조 신청의 접수·심사, 구조 결정과 그 통지, 사건 진행 안내',
    items: `${COMMON_ITEMS}, 주민등록번호(법령에 근거)`,
    retention: '구조 사건이 끝난 뒤 10년 (「법률구조법」과 공공기록물 관리 기준에 따른 보존 기간)',
    thirdParty: { to: '관할 법원·검찰청, 소송을 맡는 공단 소속 변호사 또는 구조 변호사', what: '이름, 주소, 연락처, 사건 내용', why: '소송 대리와 사건 진행', retention: '사건이 끝날 때까지' },
    adminInfo: COMMON_ADMIN,
  },
  LHM: {
    service: '한국가정법률상담소는 이혼, 양육비, 친권, 상속 등 가족 문제에 대해 법률 상담과 소송 지원을 합니다.',
    purpose: '법률구조 신청의 접수·심사, 소송 지원과 그 통지',
    items: COMMON_ITEMS,
    retention: '사건이 끝난 뒤 5년',
    thirdParty: { to: '관할 가정법원, 소송을 맡는 변호사', what: '이름, 주소, 연락처, 사건 내용', why: '소송 지원과 사건 진행', retention: '사건이 끝날 때까지' },
    adminInfo: COMMON_ADMIN,
  },
  LQA: {
    service: '대한가정법률복지상담원은 이혼, 양육, 가정폭력 등 가정 문제의 상담과 소송 지원을 합니다.',
    purpose: '법률구조 신청의 접수·심사, 상담과 소송 지원, 그 통지',
    items: COMMON_ITEMS,
    retention: '사건이 끝난 뒤 5년',
    thirdParty: { to: '관할 가정법원, 소송을 맡는 변호사', what: '이름, 주소, 연락처, 사건 내용', why: '소송 지원과 사건 진행', retention: '사건이 끝날 때까지' },
    adminInfo: COMMON_ADMIN,
  },
  LEGALAID: {
    service: '대한변협법률구조재단은 대한변호사협회가 세운 재단으로, 경제적으로 어려운 분과 범죄·폭력 피해자에게 변호사의 법률 지원을 합니다.',
    purpose: '법률 지원 신청의 접수·심사, 변호사 배정, 그 통지',
    items: COMMON_ITEMS,
    retention: '사건이 끝난 뒤 5년',
    thirdParty: { to: '배정된 변호사, 관할 법원·수사기관', what: '이름, 연락처, 사건 내용', why: '법률 지원(소송 대리, 고소 대리, 재판 동행)', retention: '사건이 끝날 때까지' },
    adminInfo: COMMON_ADMIN,
  },
  KCAB: {
    service: '대한상사중재원은 「중재법」에 따라 설립된 기관으로, 상거래 분쟁을 소송 없이 알선·조정·중재로 풀도록 돕습니다. 국내 알선은 무료입니다.',
    purpose: '알선 신청의 접수, 상대방에게 알선 의사 확인, 알선 진행과 그 통지',
    items: '이름, 생년월일, 휴대전화 번호, 전자우편, 주소, 상대방(피신청인) 정보, 분쟁 금액, 분쟁 내용과 첨부 서류',
    retention: '알선이 끝난 뒤 5년',
    thirdParty: { to: '분쟁의 상대방(피신청인)', what: '신청인 이름(상호), 분쟁 금액, 분쟁 내용', why: '알선에 응할지 상대방의 의사 확인', retention: '알선이 끝날 때까지' },
    adminInfo: ['사업자등록증명', '주민등록표 초본'],
  },
};
