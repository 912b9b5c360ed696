/** 인기 검색어 while the last week's counts are few: problems citizens bring most (editors' list). */
export const curatedPopular: string[] = ['전세 보증금 반환', '임금체불', '퇴직금', '부당해고', '양육비', '이혼 재산분할', '개인회생', '상속 포기', '교통사고 합의', '지급명령'];
