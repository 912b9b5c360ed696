import { http } from '@portal/http';
import type { Qna } from '@portal/contracts/client';
import { errorStatus } from '@portal/ui/form';

export type QnaSummary = Omit<Qna, 'content' | 'attachment' | 'answer'>;
export interface MyQnaPage {
  items: QnaSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/my/qna; null when not signed in (401). */
export async function myQnaPage(page: number, pageSize: number): Promise<MyQnaPage | null> {
  try {
    return (await http.get<MyQnaPage>('/api/my/qna', { params: { page, pageSize } })).data;
  } catch (e) {
    if (errorStatus(e) === 401) return null;
    throw e;
  }
}

const MAX_PAGE = 50;
/** Every question of the person (pages of 50), for the counts of /my/qna; null when not signed in. */
export async function allMyQna(): Promise<{ items: QnaSummary[]; total: number } | null> {
  const first = await myQnaPage(1, MAX_PAGE);
  if (!first) return null;
  const items = [...first.items];
  const pages = Math.ceil(first.total / MAX_PAGE);
  for (let p = 2; p <= pages && p <= 20; p++) {
    const next = await myQnaPage(p, MAX_PAGE);
    if (!next) return null;
    items.push(...next.items);
  }
  return { items, total: first.total };
}
