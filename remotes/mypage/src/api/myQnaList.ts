import { useQuery } from '@tanstack/react-query';
import { myQnaList as descriptor } from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { callQueryKey, defineQuery, retryCall } from '@portal/http/query';

/** GET /api/my/qna: my questions, newest first, a page at a time (401 when signed out). */
export const myQnaList = defineQuery(descriptor);

export type MyQnaPage = CallResult<'myQnaList'>;
export type QnaSummary = MyQnaPage['items'][number];

const MAX_PAGE = 50;
const MAX_PAGES = 20;

/** Every question of the person (pages of 50, at most 20 pages), for the counts of /my/qna. */
async function every(): Promise<{ items: QnaSummary[]; total: number }> {
  const first = await myQnaList.fetch({ query: { page: 1, pageSize: MAX_PAGE } });
  const items = [...first.items];
  const pages = Math.ceil(first.total / MAX_PAGE);
  for (let p = 2; p <= pages && p <= MAX_PAGES; p++) items.push(...(await myQnaList.fetch({ query: { page: p, pageSize: MAX_PAGE } })).items);
  return { items, total: first.total };
}

/** The query of every question (its key starts with 'myQnaList': invalidating the call refreshes it too). */
export const allMyQna = {
  use: () => useQuery({ queryKey: callQueryKey(descriptor, { all: true }), queryFn: every, retry: retryCall }),
};
