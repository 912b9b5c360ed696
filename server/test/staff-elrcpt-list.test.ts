// The back office's application list (issue 34, /admin/elrcpt): the institution's queue (WAITING:
// the institution's turn), sorting by 신청일 or 최근 처리 both ways, paging, and per row the latest
// 보완요청 and the documents by what they wait for; another institution sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './dscsn-helpers';
import { citizen, klacContent, staffOf } from './elrcpt-helpers';
import { staffPrdoc } from './prdoc-helpers';
import { TestClock, createTestApp } from './helpers';

type Item = { aplyNo: string; status: string; supplement: { requestedAt: string; submittedAt: string | null } | null; documents: Record<string, number> };

describe('staff application list', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  const submitted = async (opponent: string) => {
    const me = await signedIn(t.app, t.database, clock.now());
    const c = citizen(me.b);
    const a = await c.submitted(klacContent({ opponent }));
    clock.advance(60);
    return { c, aplyNo: a.aplyNo };
  };
  const numbers = (body: { items: Item[] }) => body.items.map((i) => i.aplyNo);

  it('filters by the institution’s turn, sorts both ways, pages, and shows the supplement and the documents', async () => {
    const first = await submitted('주식회사 가나');
    const second = await submitted('주식회사 다라');
    const third = await submitted('주식회사 마바');
    const klac = await staffOf(t, 'sandboxklac');
    const get = (q: string) => klac.b.get(`/api/staff/elrcpt?${q}`);

    // the first one goes to 보완요청 (the citizen's turn) with a document requested
    await klac.move(first.aplyNo, 'RECEIVED');
    await klac.move(first.aplyNo, 'REVIEW');
    const asked = await staffPrdoc(klac.b).request(first.aplyNo, { code: 'HlthIspm', reason: '소득 요건을 확인하려고 합니다.' });
    expect(asked.statusCode, asked.body).toBe(201);
    clock.advance(60);
    expect((await klac.move(first.aplyNo, 'SUPPLEMENT_REQUESTED', '건강보험료 납부확인서를 내 주세요.')).statusCode).toBe(200);

    const waiting = (await get('status=WAITING&sort=submittedAt&order=asc&pageSize=50')).json();
    expect(numbers(waiting)).not.toContain(first.aplyNo);
    expect(numbers(waiting).filter((n) => n === second.aplyNo || n === third.aplyNo)).toEqual([second.aplyNo, third.aplyNo]);
    const open = (await get('status=OPEN&pageSize=50')).json();
    // the default order: 신청일, newest first
    expect(numbers(open).filter((n) => [first.aplyNo, second.aplyNo, third.aplyNo].includes(n))).toEqual([third.aplyNo, second.aplyNo, first.aplyNo]);
    const row = open.items.find((i: Item) => i.aplyNo === first.aplyNo);
    expect(row).toMatchObject({ status: 'SUPPLEMENT_REQUESTED', supplement: { requestedAt: expect.any(String), submittedAt: null }, documents: { requested: 1, toCheck: 0, sentBack: 0, total: 1 } });
    expect(open.items.find((i: Item) => i.aplyNo === second.aplyNo)).toMatchObject({ supplement: null, documents: { total: 0 } });

    // 최근 처리 first: the one just moved leads
    const recent = (await get('status=OPEN&sort=updatedAt&order=desc&pageSize=50')).json();
    expect(recent.items[0].aplyNo).toBe(first.aplyNo);

    // the citizen answers: the row shows when
    clock.advance(60);
    expect((await first.c.supplement(first.aplyNo, '납부확인서는 내일 올리겠습니다.')).statusCode).toBe(200);
    const answered = (await get('status=SUPPLEMENT_SUBMITTED')).json();
    expect(answered.items.find((i: Item) => i.aplyNo === first.aplyNo)?.supplement?.submittedAt).toEqual(expect.any(String));
    expect(numbers((await get('status=WAITING&pageSize=50')).json())).toContain(first.aplyNo);

    // paging: one a page, the total counts them all
    const page2 = (await get('status=OPEN&sort=submittedAt&order=asc&page=2&pageSize=1')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: 3 });
    expect(numbers(page2)).toEqual([second.aplyNo]);

    // a sort the list does not have: the Korean 400 naming the field
    const bad = await get('sort=applicantName');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/정렬 기준/);

    // another institution: none of these
    const lqa = await staffOf(t, 'sandboxlqa');
    expect((await lqa.b.get('/api/staff/elrcpt?status=ALL&pageSize=50')).json().total).toBe(0);
  });
});
