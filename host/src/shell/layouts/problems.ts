/** The most common legal problems: main-page tiles and the chips of the service-type frame. */
export interface Problem {
  key: string;
  title: string;
  text: string;
  to: string;
  /** Symbol of the tile icon in icons.tsx. */
  icon: 'home' | 'wage' | 'family' | 'debt' | 'shield' | 'contract' | 'accident' | 'crime';
}

export const problems: Problem[] = [
  { key: 'lease', title: '전세·임대차 보증금', text: '보증금을 돌려받지 못하거나 계약 갱신으로 다툴 때', to: '/servicetype/list?problem=lease', icon: 'home' },
  { key: 'wage', title: '임금체불', text: '월급·퇴직금을 받지 못했을 때', to: '/servicetype/list?problem=wage', icon: 'wage' },
  { key: 'family', title: '이혼·양육비', text: '이혼, 양육비 이행, 친권·면접교섭', to: '/servicetype/list?problem=family', icon: 'family' },
  { key: 'debt', title: '채무·개인회생', text: '빚 독촉, 개인회생·파산, 신용 회복', to: '/servicetype/list?problem=debt', icon: 'debt' },
  { key: 'violence', title: '가정폭력·성폭력', text: '피해자 법률 지원과 보호', to: '/servicetype/list?problem=violence', icon: 'shield' },
  { key: 'contract', title: '소비자·계약', text: '계약 해지, 환불, 손해배상', to: '/servicetype/list?problem=contract', icon: 'contract' },
  { key: 'accident', title: '교통사고·손해배상', text: '사고 보상과 보험 분쟁', to: '/servicetype/list?problem=accident', icon: 'accident' },
  { key: 'crime', title: '형사 피해·고소', text: '사기·폭행 피해, 고소 절차', to: '/servicetype/list?problem=crime', icon: 'crime' },
];
