// The searches shown as 인기 검색어 before real query statistics exist (and on the no-result page):
// the problems legal-aid clients bring most, in the words they type.
export const curatedPopular: string[] = [
  '전세 보증금 반환',
  '임금체불',
  '퇴직금',
  '임차권등기명령',
  '부당해고',
  '양육비',
  '개인회생',
  '상속포기',
  '지급명령',
  '교통사고 손해배상',
];
