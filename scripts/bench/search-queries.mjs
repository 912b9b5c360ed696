// Placeholder until the judged query set lands (issue 18): a few queries with judged refs.
export const searchQueries = [
  { q: '집주인이 보증금을 안 돌려줘요', relevant: [{ ref: '이사하려는데 집주인이 보증금은 새로운 세입자가 들어오면 그 때 준다고 합니다. 이사해도 될까요?', grade: 2 }] },
  { q: '비트코인 채굴 방법', relevant: [] },
];
