import type { SynonymSeed } from './legal-types';

/** Plain words and legal terms that mean the same (the seed part of the synonym table). */
export const synonymSeeds: SynonymSeed[] = [
  { groupName: '임금체불', phrases: ['월급 못 받음', '밀린 월급', '임금체불', '체불임금'] },
  { groupName: '임차보증금', phrases: ['전세 보증금', '임차보증금', '보증금 반환'] },
  { groupName: '양육비', phrases: ['아이 양육비', '양육비'] },
];
