import type { CyberKind } from '@portal/contracts/client';

export interface KindInfo {
  kind: CyberKind;
  /** Page address (routes.txt). */
  path: string;
  /** Page title (h1). */
  title: string;
  /** One line under the title. */
  lead: string;
  /** For the entry card on /dscsn/cyber. */
  who: string;
  instName: string;
  /** Who answers. */
  answeredBy: string;
  /** Card label on /dscsn/cyber. */
  entry: string;
  /** English line for foreign residents (FR only). */
  english?: string;
}

// KCAB has its own page; a one-stop case (ONE) is made on /one-stop, not by a cyber form
export const KINDS: Record<Exclude<CyberKind, 'KCAB' | 'ONE'>, KindInfo> = {
  DOM: {
    kind: 'DOM',
    path: '/dscsn/cyber/klac/CybKlacDomM',
    title: '사이버상담 신청 (국내 거주)',
    lead: '대한법률구조공단에 법률 문제를 글로 묻고 답변을 받습니다.',
    who: '대한민국에 사는 분',
    instName: '대한법률구조공단',
    answeredBy: '대한법률구조공단 소속 변호사·공익법무관 등 법률 전문가',
    entry: '국내 거주',
  },
  OVS: {
    kind: 'OVS',
    path: '/dscsn/cyber/klac/CybKlacOvsM',
    title: '재외국민 사이버상담 신청',
    lead: '외국에 사는 대한민국 국민이 국내 법률 문제를 글로 묻고 답변을 받습니다.',
    who: '외국에 사는 대한민국 국민',
    instName: '대한법률구조공단',
    answeredBy: '대한법률구조공단 소속 변호사·공익법무관 등 법률 전문가',
    entry: '재외국민',
  },
  FR: {
    kind: 'FR',
    path: '/dscsn/cyber/klacfr/CybKlacfrM',
    title: '외국인 사이버상담 신청',
    lead: '국내에 사는 외국인이 법률 문제를 글로 묻고 답변을 받습니다.',
    who: '국내에 사는 외국인',
    instName: '대한법률구조공단',
    answeredBy: '대한법률구조공단 소속 변호사·공익법무관 등 법률 전문가',
    entry: '외국인',
    english: 'Online legal consultation for foreign residents in Korea. Write your question in Korean or English; the answer is written in Korean.',
  },
  LQA: {
    kind: 'LQA',
    path: '/dscsn/cyber/lawqa/CybLqaM',
    title: '가정법률 온라인상담 신청',
    lead: '이혼, 가족관계, 양육, 상속 등 가정 문제를 글로 묻고 답변을 받습니다.',
    who: '가정 문제로 도움이 필요한 분',
    instName: '대한가정법률복지상담원',
    answeredBy: '대한가정법률복지상담원 상담위원',
    entry: '가정법률',
  },
};
