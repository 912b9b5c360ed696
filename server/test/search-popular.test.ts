// 인기 검색어 that anonymous visitors cannot write (issue 31, item 3): a word counts once per visitor
// a day and only when the visitor searched (POST /api/search/count), never for page loads, server
// renders or prefetches; it shows once enough different visitors searched it; editors hide words; and
// markup, phone numbers, e-mails, resident numbers and sentences are never counted nor shown.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, kstDate, PopularList } from '@portal/contracts';
import { POPULAR_MIN_VISITORS, visitorSource } from '../src/modules/search/popular';
import { popularForm } from '../src/modules/search/popular-words';
import { Browser, TestClock, createSandboxApp, type createTestApp } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let editor: Browser;

beforeAll(async () => {
  ({ t, as: { sandboxeditor: editor } } = await createSandboxApp(clock, '2026-11-25T10:00:00+09:00', ['sandboxeditor']));
});
afterAll(() => t?.close());
beforeEach(async () => {
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  await t.database.db.execute(sql`DELETE FROM search_popular_visits`);
  await t.database.db.execute(sql`DELETE FROM search_popular_blocks`);
  await t.database.db.execute(sql`DELETE FROM search_visitor_salts`);
});

/** A visitor of its own (each Browser asks from its own address). */
const visitor = () => new Browser(t.app);
async function searched(b: Browser, q: string) {
  const res = await b.post('/api/search/count', { q });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true });
}
const popular = async () => PopularList.parse((await visitor().get('/api/search/popular')).json());
const shownWords = async () => (await popular()).items.map((i) => i.text);
const today = () => kstDate(clock.now());
async function stored(): Promise<{ query: string; day: string; n: number }[]> {
  const res = await t.database.db.execute(sql`SELECT query, day::text AS day, count(*)::int AS n FROM search_popular_visits GROUP BY query, day ORDER BY query, day`);
  return (res as unknown as { rows: { query: string; day: string; n: number }[] }).rows;
}
/** Words other visitors made popular today (ids of made-up visitors), so the list is counted, not curated. */
async function othersSearched(words: string[], visitors = POPULAR_MIN_VISITORS) {
  for (const w of words) {
    for (let i = 0; i < visitors; i++) await t.database.db.execute(sql`INSERT INTO search_popular_visits (day, query, visitor) VALUES (${today()}, ${w}, ${`other-${i}`})`);
  }
}
const BACKGROUND = ['퇴직금', '양육비', '개인회생', '부당해고', '상속포기'];

describe('who counts, and what', () => {
  it('counts a word once per visitor a day: one visitor searching ten times publishes nothing', async () => {
    await othersSearched(BACKGROUND);
    const one = visitor();
    for (let i = 0; i < 10; i++) await searched(one, '임차권등기명령');
    expect(await stored()).toContainEqual({ query: '임차권등기명령', day: today(), n: 1 });
    expect(await shownWords()).not.toContain('임차권등기명령');
  });

  it('does not count the searches themselves: server renders, prefetches and page loads of a search link', async () => {
    for (let i = 0; i < 10; i++) {
      const b = visitor();
      // what a server render of /search/totalresult asks (in process, GET only), what a prefetch asks, and the page
      expect((await b.get(`/api/search?q=${encodeURIComponent('임금체불')}`)).statusCode).toBe(200);
      expect((await b.get(`/api/search?q=${encodeURIComponent('임금체불')}&kind=faq&size=3`)).statusCode).toBe(200);
      expect((await b.get(`/search/totalresult?q=${encodeURIComponent('임금체불')}`)).statusCode).toBeLessThan(500);
    }
    expect(await stored()).toEqual([]);
  });

  it('publishes a word once five different visitors searched it, three of them on one day', async () => {
    await othersSearched(BACKGROUND);
    // one visitor three times and three others: four visitors
    const first = visitor();
    for (let i = 0; i < 3; i++) await searched(first, '임차권등기명령');
    for (let i = 0; i < POPULAR_MIN_VISITORS - 2; i++) await searched(visitor(), '임차권등기명령');
    expect(await shownWords()).not.toContain('임차권등기명령');
    await searched(visitor(), '임차권등기명령');
    const list = await popular();
    expect(list.basis).toBe('RECENT');
    expect(list.items.map((i) => i.text)).toContain('임차권등기명령');
  });

  it('does not publish one visitor who searches on five days, nor counts older than a week', async () => {
    const one = visitor();
    for (let day = 0; day < 5; day++) {
      await searched(one, '지급명령');
      clock.advance(86_400);
    }
    expect((await stored()).filter((r) => r.query === '지급명령')).toHaveLength(5);
    await othersSearched(BACKGROUND);
    expect(await shownWords()).not.toContain('지급명령');
    // five visitors on a day eight days ago: out of the week
    for (let i = 0; i < 5; i++) await t.database.db.execute(sql`INSERT INTO search_popular_visits (day, query, visitor) VALUES (${addDays(today(), -8)}, '교통사고', ${`old-${i}`})`);
    expect(await shownWords()).not.toContain('교통사고');
  });

  it('counts nothing that finds nothing', async () => {
    for (let i = 0; i < 6; i++) await searched(visitor(), '롤티어올리기');
    expect(await stored()).toEqual([]);
    // and while fewer than five words are counted, the editors' list is shown
    expect((await popular()).basis).toBe('CURATED');
  });

  it('tells visitors by signed-in member, else by network (an IPv6 /64 is one visitor), never by a cookie the browser makes up', () => {
    expect(visitorSource('m-1', '10.0.0.1')).toBe(visitorSource('m-1', '10.0.0.2'));
    expect(visitorSource(null, '10.0.0.1')).not.toBe(visitorSource(null, '10.0.0.2'));
    expect(visitorSource(null, '::ffff:10.0.0.1')).toBe(visitorSource(null, '10.0.0.1'));
    expect(visitorSource(null, '2001:db8:1:2::1')).toBe(visitorSource(null, '2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(visitorSource(null, '2001:db8:1:3::1')).not.toBe(visitorSource(null, '2001:db8:1:2::1'));
  });

  it('stores no address: visitor ids are salted hashes, the salt changes daily and the old one is deleted', async () => {
    const b = new Browser(t.app, '10.9.8.7');
    await searched(b, '보증금');
    clock.advance(86_400);
    await searched(b, '보증금');
    const res = await t.database.db.execute(sql`SELECT visitor FROM search_popular_visits WHERE query = '보증금'`);
    const ids = (res as unknown as { rows: { visitor: string }[] }).rows.map((r) => r.visitor);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(id).not.toContain('10.9.8.7');
    const salts = await t.database.db.execute(sql`SELECT day::text AS day FROM search_visitor_salts`);
    expect((salts as unknown as { rows: { day: string }[] }).rows.map((r) => r.day)).toEqual([today()]);
  });
});

describe('what is never counted nor shown', () => {
  const NEVER = {
    markup: ['<script>alert(1)</script>', '<b>이혼</b>', '&lt;script&gt;', 'javascript:alert(1)', '＜script＞', '<img src=x>', '[b]이혼[/b]', '%3Cscript%3E', 'onerror=alert(1)'],
    phone: ['010-1234-5678', '01012345678', '010 1234 5678', '+82 10 1234 5678', '０１０１２３４５６７８', '010.1234.5678', '공일공 일이삼사 오육칠팔', '공일공일이삼사오육칠팔', '(02)123-4567'],
    email: ['hong@example.com', 'hong＠naver.com', 'hong 골뱅이 naver', 'gd naver com', 'gildong at gmail', 'a@b.kr', '홍길동닷컴'],
    rrn: ['900101-1234567', '9001011234567', '900101 1234567', '９００１０１－１２３４５６７', '구공공일공일 일이삼사오육칠', '900101-1******'],
    sentence: [
      '남편이 바람을 피워서 이혼하고 위자료 받고 싶어요',
      '보증금 안 돌려줘요',
      '이혼할 수 있나요?',
      '월급 못 받았습니다',
      '고소할까',
      '소송해야 하니',
      '해고당했어요',
      '사기당했다',
      '이혼하고 싶다',
      '돈 좀 돌려줘',
      '어떻게 해야 하나요',
      '이혼 위자료 양육비 재산분할',
      '이혼위자료양육비재산분할청구',
    ],
  };

  it('keeps only short keywords: rejects every spelling of markup, phone, e-mail, 주민등록번호 and sentences', () => {
    for (const [kind, texts] of Object.entries(NEVER)) for (const text of texts) expect(popularForm(text), `${kind}: ${text}`).toBeNull();
    for (const [text, form] of [
      ['임금체불', '임금체불'],
      ['전세 보증금 반환', '전세 보증금 반환'],
      ['  교통사고   손해배상 ', '교통사고 손해배상'],
      ['KLAC 132', 'klac 132'],
      ['２０２６ 최저임금', '2026 최저임금'],
      ['부당해고', '부당해고'],
      ['전세사기 피해', '전세사기 피해'],
      ['제3조의2', '제3조의2'],
    ] as const) {
      expect(popularForm(text), text).toBe(form);
    }
  });

  it('never stores them, however many visitors send them', async () => {
    for (const texts of Object.values(NEVER)) {
      for (const text of texts) {
        if (text.length > 100) continue;
        for (let i = 0; i < POPULAR_MIN_VISITORS; i++) {
          const res = await visitor().post('/api/search/count', { q: text });
          expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
        }
      }
    }
    expect(await stored()).toEqual([]);
  });

  it('never shows them even when counts for them are there (a rule made stricter later)', async () => {
    await othersSearched(BACKGROUND);
    await othersSearched(['<b>이혼</b>', '01012345678', 'hong@example.com', '9001011234567', '보증금 안 돌려줘요']);
    const words = await shownWords();
    expect(words).toEqual(expect.arrayContaining(BACKGROUND));
    expect(words).toHaveLength(BACKGROUND.length);
  });

  it('refuses a search over 100 characters with the contract\'s Korean message', async () => {
    const res = await visitor().post('/api/search/count', { q: '가'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'q', message: '검색어는 100자 이하로 입력해 주세요.' });
  });
});

describe('words editors hide', () => {
  it('hides a blocked word at once (any spacing or case, also inside longer searches), lists and deletes it; only editors', async () => {
    await othersSearched([...BACKGROUND, '전세 사기', '전세사기 피해']);
    expect(await shownWords()).toEqual(expect.arrayContaining(['전세 사기', '전세사기 피해']));
    const body = { word: '전세사기' };
    expect((await visitor().post('/api/staff/search/popular-blocks', body)).statusCode).toBe(401);
    const created = await editor.post('/api/staff/search/popular-blocks', { word: ' 전세 사기 ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ word: '전세사기' });
    const words = await shownWords();
    expect(words.some((w) => w.replaceAll(' ', '').includes('전세사기'))).toBe(false);
    expect((await editor.post('/api/staff/search/popular-blocks', body)).statusCode).toBe(409);
    expect((await editor.post('/api/staff/search/popular-blocks', { word: '  ' })).json().errors[0].message).toBe('숨길 낱말을 입력해 주세요.');
    const listed = await editor.get('/api/staff/search/popular-blocks?page=1&pageSize=10');
    expect(listed.json()).toMatchObject({ total: 1, items: [{ word: '전세사기' }] });
    expect((await editor.call('DELETE', `/api/staff/search/popular-blocks/${created.json().id}`)).statusCode).toBe(200);
    expect((await editor.call('DELETE', `/api/staff/search/popular-blocks/${created.json().id}`)).statusCode).toBe(404);
    expect(await shownWords()).toEqual(expect.arrayContaining(['전세 사기', '전세사기 피해']));
  });
});
