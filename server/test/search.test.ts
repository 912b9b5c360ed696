// Korean search over the one index (issue 18): the public contract, incremental indexing of editors'
// writes, synonyms editors extend, typo suggestions, 초성 autocomplete, bad input (인기 검색어: search-popular.test.ts; limits: search-limits.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SearchResult, SuggestList, type SearchItem } from '@portal/contracts';
import { seed } from '../src/db/seed';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createTestApp, staffBrowser } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let editor: Browser;

beforeAll(async () => {
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  await seedSandboxAccounts(t.database, t.config, clock.now());
  editor = await staffBrowser(t.app, 'sandboxeditor');
});
afterAll(async () => {
  await t?.close();
});

const anon = () => new Browser(t.app);
async function search(params: Record<string, string>) {
  const res = await anon().get(`/api/search?${new URLSearchParams(params).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return SearchResult.parse(res.json());
}
const refs = (items: SearchItem[]) => items.map((i) => i.ref);

describe('the public search contract', () => {
  it('finds answers of every kind from a citizen sentence with particles and endings, the matched words marked', async () => {
    const r = await search({ q: '집주인이 보증금을 안 돌려줘요' });
    expect(r.total).toBeGreaterThan(0);
    expect(r.correctedFrom).toBeNull();
    expect(r.items.slice(0, 5).some((i) => i.title.includes('보증금'))).toBe(true);
    const hit = r.items.find((i) => i.snippet.includes('<mark>'))!;
    expect(hit.snippet).toMatch(/<mark>(보증금|집주인)<\/mark>/);
    for (const kind of ['faq', 'case', 'statute', 'precedent'] as const) expect(r.facets.kinds.find((k) => k.kind === kind)!.count, kind).toBeGreaterThan(0);
    expect(r.facets.kinds.reduce((s, k) => s + k.count, 0)).toBe(r.total);
    for (const i of r.items) expect(i.url.startsWith('/')).toBe(true);
  });

  it('finds a statute article by its number and a precedent by its case number', async () => {
    const article = await search({ q: '주택임대차보호법 제3조의3', kind: 'statute' });
    expect(article.items[0]).toMatchObject({ ref: '주택임대차보호법 제3조의3', url: '/law-case?law=%EC%A3%BC%ED%83%9D%EC%9E%84%EB%8C%80%EC%B0%A8%EB%B3%B4%ED%98%B8%EB%B2%95&jo=3%EC%9D%983' });
    const short = await search({ q: '임대차보호법 3조의3', kind: 'statute' });
    expect(refs(short.items.slice(0, 3))).toContain('주택임대차보호법 제3조의3');
    const precedent = await search({ q: '2016다244224' });
    expect(precedent.items[0]!.ref).toBe('대법원 2016다244224, 244231');
    expect(precedent.items[0]!.kind).toBe('precedent');
  });

  it('filters by one kind or several and pages without overlap; sorts by date on request', async () => {
    const all = await search({ q: '보증금', size: '50' });
    const faq = await search({ q: '보증금', kind: 'faq', size: '5' });
    expect(faq.items.every((i) => i.kind === 'faq')).toBe(true);
    expect(faq.total).toBe(all.facets.kinds.find((k) => k.kind === 'faq')!.count);
    const page2 = await search({ q: '보증금', kind: 'faq', size: '5', page: '2' });
    expect(refs(page2.items).some((r) => refs(faq.items).includes(r))).toBe(false);
    const two = await search({ q: '보증금', kind: 'faq,notice' });
    expect(two.items.every((i) => i.kind === 'faq' || i.kind === 'notice')).toBe(true);
    expect(faq.facets.categories.length).toBeGreaterThan(0);
    const recent = await search({ q: '보증금', kind: 'faq', sort: 'recent', size: '20' });
    const dates = recent.items.map((i) => i.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('joins plain words and legal terms through the synonym table and says so', async () => {
    const r = await search({ q: '전세 보증금' });
    expect(r.expanded).toContain('임차보증금');
  });

  it('finds a decision in a judge\'s words through the plain-language case that cites it', async () => {
    // 양육권 is the citizen's word; the decision speaks of 양육자 지정 and only its case says 양육권
    const r = await search({ q: '양육권 누가 가져요', size: '10' });
    expect(refs(r.items)).toContain('대법원 2009므1458, 1465');
  });

  it('finds the service catalogue\'s services and institutions, each opening its catalogue page', async () => {
    const r = await search({ q: '임금체불 진정', kind: 'service', size: '10' });
    const petition = r.items.find((i) => i.ref === '고용노동부 임금체불 진정 신청')!;
    expect(petition).toMatchObject({ kind: 'service', category: 'SERVICE', url: '/servicetype/detail?id=MOEL-PETITION' });
    const inst = await search({ q: '근로복지공단', kind: 'service', size: '10' });
    expect(inst.items.find((i) => i.ref === '근로복지공단')).toMatchObject({ category: 'INSTITUTION', url: '/servicepvsn/detail?inst=COMWEL' });
  });

  it('searches the likely spelling of a mistyped word and says so; exact=1 searches it as typed with the suggestion', async () => {
    const r = await search({ q: '임차권등기멍령' });
    expect(r).toMatchObject({ q: '임차권등기명령', correctedFrom: '임차권등기멍령' });
    expect(r.items[0]!.title).toContain('임차권등기명령');
    const exact = await search({ q: '임차권등기멍령', exact: '1' });
    expect(exact.correctedFrom).toBeNull();
    expect(exact.suggestions).toEqual(['임차권등기명령']);
    const fine = await search({ q: '보증금' });
    expect(fine.suggestions).toEqual([]);
    expect(fine.correctedFrom).toBeNull();
  });

  it('answers a query that matches nothing with an empty list, not an error', async () => {
    const r = await search({ q: '롤 티어 올리는 법' });
    expect(r.total).toBe(0);
    expect(r.items).toEqual([]);
  });

  it('gives Korean 400s for empty, too long and unusable queries and never a 5xx for hostile ones', async () => {
    for (const [q, message] of [
      ['', '검색어를 입력해 주세요.'],
      ['   ', '검색어를 입력해 주세요.'],
      ['가'.repeat(101), '검색어는 100자 이하로 입력해 주세요.'],
    ] as const) {
      const res = await anon().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'q', message });
    }
    for (const q of ['%_', '%', '\\', "'; DROP TABLE search_docs; --", '<script>alert(1)</script>', "'보증금':* | !", '((( & | !', 'a'.repeat(100), '\u200b\u200b', '𠜎𠜱']) {
      const res = await anon().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect([200, 400], `${q}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 200) for (const i of SearchResult.parse(res.json()).items) expect(i.snippet).not.toContain('<script');
    }
    for (const raw of ['%ED%A0%80', '%00', '%FF%FE', `${'%EA%B0%80'.repeat(2000)}`]) {
      const res = await anon().get(`/api/search?q=${raw}`);
      expect(res.statusCode, raw.slice(0, 20)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect((await anon().get('/api/search?q=보증금&kind=everything')).statusCode).toBe(400);
    expect((await anon().get('/api/search?q=보증금&size=51')).statusCode).toBe(400);
    expect((await anon().get('/api/search?q=보증금&page=0')).statusCode).toBe(400);
  });
});

describe('incremental indexing', () => {
  it('keeps the index at a start whose sources did not change (the seed re-applies institution facts)', async () => {
    const stamp = async () => ((await t.database.db.execute(sql`SELECT loaded_at::text AS at FROM content_versions WHERE name = 'search-index'`)) as unknown as { rows: { at: string }[] }).rows[0]!.at;
    const before = await stamp();
    await seed(t.database);
    expect(await stamp()).toBe(before);
  });

  it('drops a seed synonym group the seed no longer has at the next start, and keeps the editors\' groups', async () => {
    await t.database.db.execute(sql`INSERT INTO search_synonyms (group_name, phrases, origin) VALUES ('옛 시드 묶음', '["옛말", "새말"]'::jsonb, 'SEED'), ('편집자 묶음', '["갑말", "을말"]'::jsonb, 'EDITOR')`);
    await seed(t.database);
    const names = ((await t.database.db.execute(sql`SELECT group_name FROM search_synonyms`)) as unknown as { rows: { group_name: string }[] }).rows.map((r) => r.group_name);
    expect(names).not.toContain('옛 시드 묶음');
    expect(names).toContain('편집자 묶음');
    expect(names).toContain('양육비 선지급');
    await t.database.db.execute(sql`DELETE FROM search_synonyms WHERE group_name = '편집자 묶음'`);
  });

  it('makes a new notice searchable at once, escapes its text in snippets, and drops it when hidden', async () => {
    const title = '큐알코드 상담 예약 안내';
    // asked before any document has the word: the next search after the notice must not reuse that answer
    expect((await search({ q: '큐알코드', exact: '1' })).items.some((i) => i.ref === title)).toBe(false);
    const created = await editor.post('/api/staff/center/ntc', { category: '안내', title, bodyHtml: '<p>큐알코드로 &lt;script&gt; 상담을 예약합니다.</p>', pinned: false, visible: true, fileIds: [] });
    expect(created.statusCode, created.body).toBe(201);
    // the same question again (search answers are kept under the data version the notice moved)
    expect((await search({ q: '큐알코드', exact: '1' })).items.some((i) => i.ref === title)).toBe(true);
    const found = await search({ q: '큐알코드' });
    const item = found.items.find((i) => i.ref === title)!;
    expect(item).toMatchObject({ kind: 'notice', url: `/center/ntc/detail?nttId=${created.json().nttId}` });
    expect(item.snippet).toContain('&lt;script&gt;');
    expect(item.snippet).not.toContain('<script');
    const hidden = await editor.put(`/api/staff/center/ntc/${created.json().nttId}`, { category: '안내', title, bodyHtml: '<p>숨김</p>', pinned: false, visible: false, fileIds: [] });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await search({ q: '큐알코드' })).items.some((i) => i.ref === title)).toBe(false);
  });

  it('indexes a new FAQ entry and its edit', async () => {
    const created = await editor.post('/api/staff/center/faq', { category: 'PORTAL', question: '누리소통망으로 상담 결과를 받을 수 있나요?', answerHtml: '<p>아니요. 나의 상담 내역에서 확인합니다.</p>', visible: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(refs((await search({ q: '누리소통망' })).items)).toContain('누리소통망으로 상담 결과를 받을 수 있나요?');
    const edited = await editor.put(`/api/staff/center/faq/${created.json().faqId}`, { category: 'PORTAL', question: '메신저로 상담 결과를 받을 수 있나요?', answerHtml: '<p>아니요.</p>', visible: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search({ q: '누리소통망' })).items.some((i) => i.kind === 'faq' && i.title.includes('누리소통망'))).toBe(false);
    expect(refs((await search({ q: '메신저' })).items)).toContain('메신저로 상담 결과를 받을 수 있나요?');
  });
});

describe('synonyms editors extend', () => {
  // A search answer is kept under the data version it was made at: every search right after an
  // editor's write (no wait) must show the table as written, never a copy read a second before it.
  it('lets an editor add, edit and delete a group that the next search uses at once, and refuses others', async () => {
    const before = await search({ q: '텅빈전세' });
    expect(before.expanded).toEqual([]);
    const body = { groupName: '텅빈전세', phrases: ['텅빈전세', '전세사기'] };
    expect((await anon().post('/api/staff/search/synonyms', body)).statusCode).toBe(401);
    const created = await editor.post('/api/staff/search/synonyms', body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await editor.post('/api/staff/search/synonyms', body)).statusCode).toBe(409);
    expect((await editor.post('/api/staff/search/synonyms', { groupName: '하나', phrases: ['하나'] })).json().errors[0].message).toBe('같은 뜻의 표현을 두 개 이상 입력해 주세요.');
    const after = await search({ q: '텅빈전세' });
    expect(after.expanded).toEqual(['전세사기']);
    expect(after.total).toBeGreaterThan(0);
    const listed: string[] = [];
    for (let page = 1; page <= 3; page++) listed.push(...(await editor.get(`/api/staff/search/synonyms?pageSize=50&page=${page}`)).json().items.map((s: { groupName: string }) => s.groupName));
    expect(listed).toContain('텅빈전세');
    const id = created.json().id;
    expect((await editor.call('PUT', `/api/staff/search/synonyms/${id}`, { groupName: '텅빈전세', phrases: ['텅빈전세', '임차권등기명령'] })).statusCode).toBe(200);
    expect((await search({ q: '텅빈전세' })).expanded).toEqual(['임차권등기명령']);
    expect((await editor.call('DELETE', `/api/staff/search/synonyms/${id}`)).statusCode).toBe(200);
    expect((await search({ q: '텅빈전세' })).expanded).toEqual([]);
    expect((await editor.call('DELETE', `/api/staff/search/synonyms/${id}`)).statusCode).toBe(404);
  });
});

describe('autocomplete', () => {
  it('completes by 초성 and by the beginning of a word', async () => {
    const cho = SuggestList.parse((await anon().get(`/api/search/suggest?q=${encodeURIComponent('ㅂㅈㄱ')}`)).json());
    expect(cho.items.map((i) => i.text)).toContain('보증금');
    const head = SuggestList.parse((await anon().get(`/api/search/suggest?q=${encodeURIComponent('보증')}`)).json());
    expect(head.items.map((i) => i.text)).toContain('보증금');
    for (const q of ['', '%', '_', 'ㅋ'.repeat(200), '<b>']) {
      const res = await anon().get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
    }
  });
});
