// Statute information (issue 18): the legal loader (versions in force, precedents and their linked
// 참조조문, forms, cases, the digest that skips an unchanged load) and every call of the statute
// contract with its 404s and bad input, against the real data of server/data/legal.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseDetail,
  CaseList,
  FormList,
  LawList,
  LEGAL_TOPICS,
  kstDate,
  PrecedentDetail,
  PrecedentList,
  StatuteArticleView,
  type LinkedText,
} from '@portal/contracts';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { courtFormSeeds } from '../src/db/seed/data/court-forms';
import { legalCaseSeeds } from '../src/db/seed/data/legal-cases';
import { contentVersions, legalCases, precedentArticles, statuteArticles, statuteLaws } from '../src/db/schema';
import { rankedRefs } from '../src/kernel/search/ranked';
import { Browser, TestClock, createTestApp, createTestDatabase, testConfig } from './helpers';

const HANGUL = /[가-힣]/;
const links = (pieces: LinkedText) => pieces.filter((p) => p.law).map((p) => `${p.law} ${p.jo}`);

describe('the legal loader', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.database, testConfig().migrationsDir);
  });
  afterAll(() => db.drop());

  const statusOf = async (name: string) =>
    (await db.database.db.select({ date: statuteLaws.enforceDate, status: statuteLaws.status }).from(statuteLaws).where(eq(statuteLaws.name, name)).orderBy(statuteLaws.enforceDate)).map(
      (r) => `${r.date} ${r.status}`,
    );
  const countOf = async (table: 'statute_laws' | 'statute_articles' | 'precedents' | 'precedent_articles' | 'legal_forms' | 'legal_cases') =>
    Number(((await db.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  it('loads every law in the version in force, the later text as UPCOMING, and the precedents, links, forms and cases', async () => {
    const { legal } = await seed(db.database, { today: '2026-11-25' });
    expect(legal.loaded).toBe(true);
    // 27 laws in force, 6 of them with a promulgated text that takes effect later
    expect(await countOf('statute_laws')).toBe(33);
    expect(Number((await db.database.db.select({ n: sql<number>`count(*)::int` }).from(statuteLaws).where(eq(statuteLaws.status, 'CURRENT')))[0]!.n)).toBe(27);
    expect(await countOf('statute_articles')).toBe(5747);
    expect(await countOf('precedents')).toBe(94);
    expect(await countOf('precedent_articles')).toBe(legal.precedentArticles);
    expect(legal.precedentArticles).toBeGreaterThan(200);
    // 149 rows of the form list less 23 repealed (삭제 <…>), plus the court forms
    expect(await countOf('legal_forms')).toBe(126 + courtFormSeeds.length);
    expect(await countOf('legal_cases')).toBe(legalCaseSeeds.length);
    expect(legal).toMatchObject({ laws: 33, articles: 5747, precedents: 94, forms: 126 + courtFormSeeds.length, cases: legalCaseSeeds.length });
  }, 120_000);

  it('keeps 근로기준법 of 2026-08-20 in force and the 2027-01-01 text as UPCOMING', async () => {
    expect(await statusOf('근로기준법')).toEqual(['2026-08-20 CURRENT', '2027-01-01 UPCOMING']);
    expect(await statusOf('민사소송법')).toEqual(['2025-03-01 CURRENT', '2028-03-01 UPCOMING']);
    expect(await statusOf('민법')).toEqual(['2026-03-17 CURRENT']);
    // articles come without the data's Markdown marks
    const [a] = await db.database.db.select({ body: statuteArticles.body }).from(statuteArticles).where(and(eq(statuteArticles.lawName, '민법'), eq(statuteArticles.jo, '621')));
    expect(a!.body).toBe('① 부동산임차인은 당사자간에 반대약정이 없으면 임대인에 대하여 그 임대차등기절차에 협력할 것을 청구할 수 있다.\n\n② 부동산임대차를 등기한 때에는 그때부터 제삼자에 대하여 효력이 생긴다.');
  });

  it('links 참조조문 to the articles held, lists and 구 laws included', async () => {
    const linked = async (caseNo: string) =>
      (await db.database.db.select().from(precedentArticles).where(eq(precedentArticles.caseNo, caseNo)).orderBy(precedentArticles.seq)).map((r) => `${r.lawName} ${r.jo}`);
    expect(await linked('2016다244224, 244231')).toEqual(['민법 162', '민법 163', '민법 164', '민법 536', '주택임대차보호법 4', '상가건물 임대차보호법 9']);
    // 구 주택임대차보호법(1999. …) 제3조의2 제1항, 제8조 제3항: the current articles of those numbers
    expect(await linked('99다25532')).toEqual(['주택임대차보호법 3의2', '주택임대차보호법 8']);
    // 구 근로기준법 … 제22조(현행 제24조 참조): the current article it names, not the old number
    expect(await linked('96다24699')).toEqual(['근로기준법 24', '근로기준법 55', '근로기준법 96', '근로기준법 57', '근로기준법 59', '근로기준법 34']);
    // laws the portal does not hold (형사소송법) stay unlinked
    expect(await linked('98도231')).toEqual(['형법 347']);
  });

  it('skips an unchanged load and reloads when the date brings a new version into force, keeping view counts', async () => {
    await db.database.db.update(legalCases).set({ viewCount: 7 }).where(eq(legalCases.caseId, legalCaseSeeds[0]!.caseId));
    const [before] = await db.database.db.select().from(contentVersions).where(eq(contentVersions.name, 'legal'));
    const again = await seed(db.database, { today: '2026-11-26' });
    expect(again.legal.loaded).toBe(false);
    const [after] = await db.database.db.select().from(contentVersions).where(eq(contentVersions.name, 'legal'));
    expect(after!.loadedAt).toEqual(before!.loadedAt);

    const moved = await seed(db.database, { today: '2027-01-02' });
    expect(moved.legal.loaded).toBe(true);
    expect(moved.legal.digest).not.toBe(before!.digest);
    expect(await statusOf('근로기준법')).toEqual(['2027-01-01 CURRENT']);
    expect(await statusOf('민사소송법')).toEqual(['2025-03-01 CURRENT', '2028-03-01 UPCOMING']);
    const [kept] = await db.database.db.select({ v: legalCases.viewCount }).from(legalCases).where(eq(legalCases.caseId, legalCaseSeeds[0]!.caseId));
    expect(kept!.v).toBe(7);

    // other hand-written content: a changed digest, and a case no longer written is gone
    const fewer = await seed(db.database, { today: '2027-01-02', legal: { cases: legalCaseSeeds.slice(1), courtForms: courtFormSeeds } });
    expect(fewer.legal.loaded).toBe(true);
    expect(await countOf('legal_cases')).toBe(legalCaseSeeds.length - 1);
  }, 180_000);
});

describe('statute calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // the app runs on a fixed day and its statutes are loaded as of that day (not the machine's date,
  // which decides the versions of the run's template database)
  const clock = new TestClock();
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    await seed(t.database, { today: kstDate(t.app.now()) });
  }, 120_000);
  afterAll(() => t?.close());
  const get = (url: string, query?: Record<string, string | undefined>) => t.app.inject({ url, query: query as Record<string, string> | undefined });
  const article = async (query: Record<string, string>) => {
    const res = await get('/api/statute/article', query);
    expect(res.statusCode, JSON.stringify(query) + res.body.slice(0, 200)).toBe(200);
    return StatuteArticleView.parse(res.json());
  };

  describe('statuteLaws', () => {
    it('lists the 27 laws once each, with the later text where there is one', async () => {
      const res = await get('/api/statute/laws');
      expect(res.statusCode).toBe(200);
      const { items } = LawList.parse(res.json());
      expect(items).toHaveLength(27);
      expect(new Set(items.map((i) => i.name)).size).toBe(27);
      expect(items.every((i) => i.status === 'CURRENT')).toBe(true);
      expect(items.find((i) => i.name === '민사소송법')).toMatchObject({ enforceDate: '2025-03-01', upcoming: { enforceDate: '2028-03-01' }, lawKind: '법률', articleCount: 523 });
      expect(items.find((i) => i.name === '민법')).toMatchObject({ upcoming: null, articleCount: 1193 });
    });
  });

  describe('statuteArticle', () => {
    it('answers one article with its links, neighbours, table of contents and the decisions citing it', async () => {
      const v = await article({ law: '민법', jo: '623' });
      expect(v.law).toMatchObject({ name: '민법', status: 'CURRENT', lawKind: '법률', ministry: '법무부', sourceUrl: 'https://www.law.go.kr/법령/민법' });
      expect(v.article).toMatchObject({ jo: '623', label: '제623조', title: '임대인의 의무', ref: '민법 제623조', part: '제2장 계약 > 제7절 임대차' });
      expect(v.prev).toEqual({ jo: '622', label: '제622조', title: expect.any(String) });
      expect(v.next?.jo).toBe('624');
      expect(v.toc.flatMap((p) => p.articles)).toHaveLength(1193);
      expect(v.toc.find((p) => p.part === '제2장 계약 > 제7절 임대차')!.articles.map((a) => a.jo)).toContain('623');
      expect(v.precedents.map((p) => p.caseNo)).toEqual(expect.arrayContaining(['94다34692, 94다34708', '2009다64307']));
      expect(v.precedents[0]).toMatchObject({ ref: `대법원 ${v.precedents[0]!.caseNo}` });
      expect(v.versions).toEqual([{ enforceDate: '2026-03-17', status: 'CURRENT' }]);
      expect(v.differsInOtherVersion).toBe(false);
    });

    it('links the articles a body names: its own (제N조), and other laws it holds', async () => {
      const v = await article({ law: '근로기준법', jo: '2' });
      expect(links(v.article.body)).toContain('근로기준법 50');
      expect(v.article.body.map((p) => p.text).join('')).toContain('「산업안전보건법」 제139조제1항');
      const decree = await article({ law: '근로기준법 시행령', jo: '2' });
      expect(links(decree.article.body).some((l) => l.startsWith('근로기준법 '))).toBe(true);
    });

    it('answers the first article without jo, finds the law however spaced, and the upcoming version on request', async () => {
      expect((await article({ law: '주택임대차보호법' })).article.jo).toBe('1');
      expect((await article({ law: '개인정보보호법', jo: '1' })).law.name).toBe('개인정보 보호법');
      const upcoming = await article({ law: '민사소송법', jo: '1', version: '2028-03-01' });
      expect(upcoming.law).toMatchObject({ status: 'UPCOMING', enforceDate: '2028-03-01' });
      expect(upcoming.versions).toEqual([
        { enforceDate: '2025-03-01', status: 'CURRENT' },
        { enforceDate: '2028-03-01', status: 'UPCOMING' },
      ]);
    });

    it('says whether the article differs in the other version', async () => {
      const rows = (await t.database.db.execute(sql`
        SELECT a.jo, (b.jo IS NULL OR a.body <> b.body OR a.title <> b.title) AS differs
          FROM statute_articles a LEFT JOIN statute_articles b ON b.law_name = a.law_name AND b.jo = a.jo AND b.enforce_date = '2028-03-01'
         WHERE a.law_name = '민사소송법' AND a.enforce_date = '2025-03-01' ORDER BY a.seq`)) as unknown as { rows: { jo: string; differs: boolean }[] };
      const changed = rows.rows.find((r) => r.differs)!;
      const same = rows.rows.find((r) => !r.differs)!;
      expect((await article({ law: '민사소송법', jo: changed.jo })).differsInOtherVersion).toBe(true);
      expect((await article({ law: '민사소송법', jo: same.jo })).differsInOtherVersion).toBe(false);
      expect((await article({ law: '민사소송법', jo: changed.jo, version: '2028-03-01' })).differsInOtherVersion).toBe(true);
    });

    it('answers 404 in Korean for an unknown law, article or version', async () => {
      for (const query of [{ law: '없는법' }, { law: '민법', jo: '9999' }, { law: '민법', jo: '3의9' }, { law: '민법', jo: '1', version: '2000-01-01' }]) {
        const res = await get('/api/statute/article', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(404);
        expect(res.json().message).toMatch(HANGUL);
      }
      expect((await get('/api/statute/article', { law: '민법', jo: '9999' })).json().message).toContain('제9999조');
    });

    it('refuses malformed input with a Korean 400 (or 404), never a 5xx', async () => {
      for (const query of [{ law: '민법', jo: '3조' }, { law: '민법', jo: '제3조' }, { law: '민법', version: '2026-13-45' }, { law: 'x'.repeat(81) }, { law: '' }, { law: '민법\u0000' }]) {
        const res = await get('/api/statute/article', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().message).toMatch(HANGUL);
      }
      for (const law of ['민법\uD800', '\uDFFF', '민법 ' + '가'.repeat(70)]) {
        const res = await get('/api/statute/article', { law });
        expect([400, 404], JSON.stringify(law)).toContain(res.statusCode);
      }
      const huge = await t.app.inject({ url: `/api/statute/article?law=${'a'.repeat(1_000_000)}` });
      expect(huge.statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/statute/article' })).statusCode).toBe(400);
    });
  });

  describe('precedentList', () => {
    const list = async (query: Record<string, string> = {}) => {
      const res = await get('/api/statute/precedents', query);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return PrecedentList.parse(res.json());
    };

    it('lists the 94 decisions, newest first, with a count for every topic', async () => {
      const l = await list({ pageSize: '50' });
      expect(l.total).toBe(94);
      expect(l.items).toHaveLength(50);
      expect(l.items[0]!.decidedOn >= l.items[1]!.decidedOn).toBe(true);
      expect(l.topicCounts.map((c) => c.code)).toEqual([...LEGAL_TOPICS]);
      expect(l.topicCounts.reduce((s, c) => s + c.count, 0)).toBe(94);
      expect(l.topicCounts.find((c) => c.code === 'TENANCY')).toEqual({ code: 'TENANCY', label: '주택임대차', count: 17 });
      expect(l.items[0]!.preview.length).toBeGreaterThan(0);
      expect(l.items[0]!.ref).toBe(`대법원 ${l.items[0]!.caseNo}`);
    });

    it('filters by topic and case type, sorts old and by title, and pages', async () => {
      const tenancy = await list({ topic: 'TENANCY', pageSize: '50' });
      expect(tenancy.total).toBe(17);
      expect(tenancy.items.every((i) => i.topic === 'TENANCY' && i.topicName === '주택임대차')).toBe(true);
      // the counts of the other tabs stay (a topic filter does not change them)
      expect(tenancy.topicCounts.find((c) => c.code === 'WAGES')!.count).toBe(14);
      const criminal = await list({ caseType: '형사' });
      expect(criminal.total).toBe(13);
      const old = await list({ sort: 'old' });
      expect(old.items[0]!.decidedOn.startsWith('1990') || old.items[0]!.decidedOn.startsWith('1991')).toBe(true);
      const byTitle = await list({ sort: 'title', pageSize: '50' });
      const names = byTitle.items.map((i) => i.caseName);
      expect(names).toEqual([...names].sort());
      const p1 = await list({ page: '1', pageSize: '10' });
      const p2 = await list({ page: '2', pageSize: '10' });
      expect(p1.items.map((i) => i.caseNo)).not.toEqual(expect.arrayContaining(p2.items.map((i) => i.caseNo)));
      expect((await list({ page: '100' })).items).toEqual([]);
    });

    it('searches through the one search index, best match first', async () => {
      const refs = (await rankedRefs(t.database.db, '임차권등기', ['precedent'])).map((r) => r.ref);
      expect(refs.length).toBeGreaterThan(0);
      const found = await list({ q: '임차권등기', pageSize: '50' });
      expect(found.items.map((i) => i.ref)).toEqual(refs.slice(0, 50));
      expect(found.total).toBe(refs.length);
      expect(found.topicCounts.reduce((s, c) => s + c.count, 0)).toBe(refs.length);
      const recent = await list({ q: '임차권등기', sort: 'recent', pageSize: '50' });
      expect(new Set(recent.items.map((i) => i.caseNo))).toEqual(new Set(found.items.map((i) => i.caseNo)));
      expect((await list({ q: 'qqqzzz없는말' })).total).toBe(0);
    });

    it('refuses bad list input with a Korean 400', async () => {
      for (const query of [{ topic: 'NOPE' }, { caseType: '행정' }, { sort: 'random' }, { page: '0' }, { pageSize: '51' }, { q: '가'.repeat(101) }, { q: '임대\u0000차' }]) {
        const res = await get('/api/statute/precedents', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().message).toMatch(HANGUL);
      }
      const lone = await get('/api/statute/precedents', { q: '임대차\uD800' });
      expect([200, 400]).toContain(lone.statusCode);
    });
  });

  describe('precedentDetail', () => {
    it('answers a decision with its 참조조문 line by line, linked, and the cases resting on it', async () => {
      const res = await get('/api/statute/precedent', { caseNo: '2004다26133' });
      expect(res.statusCode).toBe(200);
      const d = PrecedentDetail.parse(res.json());
      expect(d).toMatchObject({ caseNo: '2004다26133', court: '대법원', topic: 'TENANCY', ref: '대법원 2004다26133' });
      expect(d.refArticles.map((line) => line.map((p) => p.text).join(''))).toEqual([
        '[1] 주택임대차보호법 제3조의2 제2항, 제8조',
        '[2] 주택임대차보호법 제1조, 제2조',
        '[3] 주택임대차보호법 제2조, 제3조의2 제2항, 제8조',
      ]);
      expect(links(d.refArticles[0]!)).toEqual(['주택임대차보호법 3의2', '주택임대차보호법 8']);
      expect(d.fullText.length).toBeGreaterThan(0);
      expect(d.sourceUrl).toMatch(/^https:\/\/www\.law\.go\.kr\//);

      const resting = legalCaseSeeds.find((c) => c.precedents.length)!;
      const cited = PrecedentDetail.parse((await get('/api/statute/precedent', { caseNo: resting.precedents[0]! })).json());
      expect(cited.cases).toContainEqual({ caseId: resting.caseId, board: resting.board, title: resting.title });
    });

    it('finds a joined case number as the data writes it, and answers 404 or 400 otherwise', async () => {
      expect((await get('/api/statute/precedent', { caseNo: '2016다244224, 244231' })).statusCode).toBe(200);
      const missing = await get('/api/statute/precedent', { caseNo: '2099다99999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(HANGUL);
      for (const caseNo of ['', 'x'.repeat(61), '2019다\u0000']) expect((await get('/api/statute/precedent', { caseNo })).statusCode).toBe(400);
      expect([400, 404]).toContain((await get('/api/statute/precedent', { caseNo: '\uD800' })).statusCode);
    });
  });

  describe('caseList and caseDetail', () => {
    const discussion = legalCaseSeeds.filter((c) => c.board === 'DISCUSSION');
    const list = async (query: Record<string, string>) => {
      const res = await get('/api/statute/cases', query);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return CaseList.parse(res.json());
    };

    it('lists a board newest first with category counts, filters and sorts', async () => {
      const l = await list({ board: 'DISCUSSION', pageSize: '50' });
      expect(l.total).toBe(discussion.length);
      expect(l.items.every((i) => i.board === 'DISCUSSION')).toBe(true);
      expect(l.items[0]!.writtenOn >= l.items[l.items.length - 1]!.writtenOn).toBe(true);
      expect(l.categoryCounts.reduce((s, c) => s + c.count, 0)).toBe(discussion.length);
      const tenancy = await list({ board: 'DISCUSSION', category: 'TENANCY', pageSize: '50' });
      expect(tenancy.total).toBe(discussion.filter((c) => c.category === 'TENANCY').length);
      const legalAid = await list({ board: 'LEGALAID' });
      expect(legalAid.total).toBe(legalCaseSeeds.length - discussion.length);
      const byTitle = await list({ board: 'DISCUSSION', sort: 'title', pageSize: '50' });
      expect(byTitle.items.map((i) => i.title)).toEqual(byTitle.items.map((i) => i.title).sort());
    });

    it('searches the board through the index', async () => {
      const refs = (await rankedRefs(t.database.db, '보증금', ['case'])).map((r) => r.ref);
      const found = await list({ board: 'DISCUSSION', q: '보증금', pageSize: '50' });
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.map((i) => i.title)).toEqual(refs.filter((r) => discussion.some((c) => c.title === r)));
    });

    it('answers a case with its linked answer, decisions, articles and neighbours, counting one view a browser a day', async () => {
      const first = discussion[0]!;
      const a = new Browser(t.app);
      const res = await a.get(`/api/statute/cases/${first.caseId}`);
      expect(res.statusCode).toBe(200);
      const d = CaseDetail.parse(res.json());
      expect(d).toMatchObject({ caseId: first.caseId, title: first.title, question: first.question });
      expect(d.answer.map((p) => p.text).join('')).toBe(first.answer);
      expect(links(d.answer).length).toBeGreaterThan(0);
      expect(d.precedents.map((p) => p.caseNo)).toEqual(first.precedents);
      expect(d.articles.map((x) => x.ref)).toEqual(first.articles);
      expect(d.articles.every((x) => x.title)).toBe(true);
      expect(d.prev !== null || d.next !== null).toBe(true);
      const again = CaseDetail.parse((await a.get(`/api/statute/cases/${first.caseId}`)).json());
      expect(again.viewCount).toBe(d.viewCount);
      const other = CaseDetail.parse((await new Browser(t.app).get(`/api/statute/cases/${first.caseId}`)).json());
      expect(other.viewCount).toBe(d.viewCount + 1);
      // neighbours walk the list order
      if (d.next) expect(CaseDetail.parse((await a.get(`/api/statute/cases/${d.next.caseId}`)).json()).prev?.caseId).toBe(first.caseId);
    });

    it('answers 404 for an unknown case and 400 for bad input', async () => {
      const missing = await get('/api/statute/cases/DSC-999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(HANGUL);
      for (const url of ['/api/statute/cases/%00', `/api/statute/cases/${'a'.repeat(41)}`, '/api/statute/cases/%ED%A0%80']) {
        const res = await get(url);
        expect([400, 404], url).toContain(res.statusCode);
      }
      for (const query of [{}, { board: 'OTHER' }, { board: 'DISCUSSION', category: 'LABOR' }, { board: 'DISCUSSION', q: 'x'.repeat(101) }]) {
        const res = await get('/api/statute/cases', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().message).toMatch(HANGUL);
      }
    });
  });

  describe('formList', () => {
    const list = async (query: Record<string, string>) => {
      const res = await get('/api/statute/forms', query);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return FormList.parse(res.json());
    };

    it('lists statutory forms with law.go.kr files and court forms with what they are for', async () => {
      const statute = await list({ source: 'STATUTE', pageSize: '50' });
      expect(statute.total).toBe(126);
      expect(statute.items.every((i) => i.source === 'STATUTE' && i.fileUrl?.startsWith('https://www.law.go.kr/') && i.lawName && i.formNo)).toBe(true);
      expect(statute.categoryCounts.reduce((s, c) => s + c.count, 0)).toBe(126);
      expect(statute.items.some((i) => /^별지 제\d+호서식$/.test(i.formNo!))).toBe(true);
      const court = await list({ source: 'COURT', pageSize: '50' });
      expect(court.total).toBe(courtFormSeeds.length);
      expect(court.items.every((i) => i.purpose && i.fileUrl === null)).toBe(true);
      const labor = await list({ source: 'STATUTE', category: 'LABOR', pageSize: '50' });
      expect(labor.items.every((i) => i.category === 'LABOR' && i.categoryName === '근로·임금')).toBe(true);
      const byTitle = await list({ source: 'STATUTE', sort: 'title', pageSize: '50' });
      expect(byTitle.items.map((i) => i.title)).toEqual(byTitle.items.map((i) => i.title).sort());
    });

    it('finds both forms of one title through the index (확정일자 of two laws)', async () => {
      const found = await list({ source: 'STATUTE', q: '확정일자', pageSize: '50' });
      expect(found.items.filter((i) => i.title === '확정일자').map((i) => i.lawName).sort()).toHaveLength(2);
    });

    it('refuses bad input with a Korean 400', async () => {
      for (const query of [{}, { source: 'OTHER' }, { source: 'STATUTE', category: 'TENANCY' }, { source: 'COURT', sort: 'x' }]) {
        const res = await get('/api/statute/forms', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().message).toMatch(HANGUL);
      }
    });
  });
});
