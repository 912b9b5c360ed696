// Customer centre boards (issue 6): FAQ and notices as the public reads them, views counted once per
// browser and day, attachments, and the 404 of unknown or hidden records (API and page status).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FaqDetail, FaqList, NoticeDetail, NoticeList } from '@portal/contracts';
import { faqs, notices } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { Browser, TestClock, createTestApp } from './helpers';

const base = mkdtempSync(path.join(tmpdir(), 'portal-center-'));
const hostDist = path.join(base, 'host-dist');
const uploadDir = path.join(base, 'uploads');
const clock = new TestClock();
const START = new Date('2026-11-21T10:00:00+09:00').getTime();
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html lang="ko"><head><title>법률구조 플랫폼</title></head><body><div id="root"></div></body></html>');
  clock.t = START;
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, hostDist, deployDir: path.join(base, 'deploy'), uploadDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(base, { recursive: true, force: true });
});

const anon = () => new Browser(t.app);

describe('FAQ', () => {
  it('has at least 150 visible entries in the contract categories, FAQ-0001 among them, with sources on the easylaw ones', async () => {
    const res = await anon().get('/api/center/faq?pageSize=50');
    expect(res.statusCode).toBe(200);
    const list = FaqList.parse(res.json());
    expect(list.total).toBeGreaterThanOrEqual(150);
    expect(list.categoryCounts.map((c) => c.category)).toEqual([...FAQ_CATEGORIES]);
    expect(list.categoryCounts.reduce((s, c) => s + c.count, 0)).toBe(list.total);
    for (const c of list.categoryCounts) expect(c.count, c.category).toBeGreaterThan(0);
    expect(list.categoryCounts.filter((c) => c.category === 'PORTAL' || c.category === 'LEGAL_AID').reduce((s, c) => s + c.count, 0)).toBeGreaterThanOrEqual(15);
    expect(list.items[0]!.faqId).toBe('FAQ-0001');
    expect(list.items[0]!.source).toBeNull();
    const housing = FaqList.parse((await anon().get('/api/center/faq?category=HOUSING&pageSize=50')).json());
    expect(housing.items.every((i) => i.category === 'HOUSING' && i.categoryName === '주택·임대차')).toBe(true);
    expect(housing.total).toBe(list.categoryCounts.find((c) => c.category === 'HOUSING')!.count);
    expect(housing.items[0]!.source).toEqual({ title: '법제처 찾기쉬운 생활법령정보 백문백답', url: expect.stringMatching(/^https:\/\/easylaw\.go\.kr\//) });
  });

  it("finds '전세보증금' when searching '보증금' (substring, question or answer) and pages the result", async () => {
    const res = FaqList.parse((await anon().get(`/api/center/faq?keyword=${encodeURIComponent('보증금')}&pageSize=50`)).json());
    expect(res.total).toBeGreaterThan(5);
    expect(res.items.some((i) => i.question.includes('전세보증금'))).toBe(true);
    // every hit has the word in its question or answer
    for (const i of res.items) expect(`${i.question} ${i.answerHtml}`).toContain('보증금');
    const p2 = FaqList.parse((await anon().get(`/api/center/faq?keyword=${encodeURIComponent('보증금')}&pageSize=5&page=2`)).json());
    expect(p2.items.map((i) => i.faqId)).toEqual(res.items.slice(5, 10).map((i) => i.faqId));
    // % and _ are letters, not wildcards: '1_5%' would match '125%' as a pattern
    expect(FaqList.parse((await anon().get('/api/center/faq?keyword=125%25')).json()).total).toBeGreaterThan(0);
    expect(FaqList.parse((await anon().get('/api/center/faq?keyword=1_5%25')).json()).total).toBe(0);
    // an English word matches whatever its case
    const upper = FaqList.parse((await anon().get('/api/center/faq?keyword=PDF')).json()).total;
    expect(upper).toBeGreaterThan(0);
    expect(FaqList.parse((await anon().get('/api/center/faq?keyword=pdf')).json()).total).toBe(upper);
  });

  it('turns the [표] blocks of the source into real tables with column headers', async () => {
    const [row] = await t.database.db.select().from(faqs).where(eq(faqs.question, '다른 사람의 주택을 이용하는 방법은 어떠한 것들이 있나요?'));
    expect(row!.answerHtml).toContain('<table><thead><tr><th scope="col">구분</th>');
    expect(row!.answerHtml).not.toContain('[표');
    expect(row!.answerText).not.toMatch(/<[a-z]/);
  });

  it('refuses a bad category or a 51-character keyword in Korean', async () => {
    const bad = await anon().get('/api/center/faq?category=NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('분류');
    const long = await anon().get(`/api/center/faq?keyword=${'가'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'keyword' });
  });

  it('opens one entry with up to 5 related ones, counting a view once per browser per day', async () => {
    const a = anon();
    const first = FaqDetail.parse((await a.get('/api/center/faq/FAQ-0002')).json());
    expect(first.related.length).toBe(5);
    expect(first.related.every((r) => r.faqId !== 'FAQ-0002')).toBe(true);
    const again = FaqDetail.parse((await a.get('/api/center/faq/FAQ-0002')).json());
    expect(again.viewCount).toBe(first.viewCount);
    const other = FaqDetail.parse((await anon().get('/api/center/faq/FAQ-0002')).json());
    expect(other.viewCount).toBe(first.viewCount + 1);
    clock.t = START + 24 * 3600_000;
    try {
      expect(FaqDetail.parse((await a.get('/api/center/faq/FAQ-0002')).json()).viewCount).toBe(first.viewCount + 2);
    } finally {
      clock.t = START;
    }
  });

  it('answers 404 with a Korean message for an unknown id and 400 for a malformed one', async () => {
    const res = await anon().get('/api/center/faq/FAQ-9999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('찾을 수 없습니다');
    expect((await anon().get('/api/center/faq/%3Cscript%3E')).statusCode).toBe(400);
  });

  it('a re-seed adds nothing and keeps view counts', async () => {
    const before = await t.database.db.select({ id: faqs.faqId, v: faqs.viewCount }).from(faqs);
    await seed(t.database);
    const after = await t.database.db.select({ id: faqs.faqId, v: faqs.viewCount }).from(faqs);
    expect(after.length).toBe(before.length);
    expect(after.find((r) => r.id === 'FAQ-0002')!.v).toBe(before.find((r) => r.id === 'FAQ-0002')!.v);
  });
});

describe('notices', () => {
  it('lists pinned notices on every page and the others newest first, paged', async () => {
    const p1 = NoticeList.parse((await anon().get('/api/center/ntc?pageSize=10')).json());
    const p2 = NoticeList.parse((await anon().get('/api/center/ntc?pageSize=10&page=2')).json());
    expect(p1.pinned.length).toBeGreaterThanOrEqual(2);
    expect(p1.pinned.length).toBeLessThanOrEqual(3);
    expect(p2.pinned).toEqual(p1.pinned);
    expect(p1.total + p1.pinned.length).toBeGreaterThanOrEqual(25);
    expect(p1.items).toHaveLength(10);
    const all = [...p1.items, ...p2.items];
    expect(all.every((i) => !i.pinned)).toBe(true);
    expect(new Set(all.map((i) => i.nttId)).size).toBe(20);
    const times = all.map((i) => Date.parse(i.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.filter((i) => i.attachmentCount > 0).length + p1.pinned.filter((i) => i.attachmentCount > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('searches title, content or both', async () => {
    const q = (type: string, kw: string) => t.app.inject({ url: `/api/center/ntc?searchType=${type}&keyword=${encodeURIComponent(kw)}&pageSize=50` }).then((r) => NoticeList.parse(r.json()));
    // '설 연휴' only in a title; '카메라와 마이크' only in a body
    const title = await q('TITLE', '설 연휴');
    expect([...title.pinned, ...title.items].map((i) => i.nttId)).toEqual(['NTT-2026-0003']);
    expect((await q('CONTENT', '설 연휴 전화상담')).total).toBe(0);
    const body = await q('CONTENT', '카메라와 마이크');
    expect(body.items.map((i) => i.nttId)).toContain('NTT-2026-0022');
    expect((await q('TITLE', '카메라와 마이크')).total).toBe(0);
    expect((await q('ALL', '카메라와 마이크')).total).toBe(body.total);
    // tags are not content: searching a tag name finds nothing
    expect((await q('CONTENT', '<strong>')).total).toBe(0);
  });

  it('shows a notice with sanitised HTML, attachments, prev/next in list order and a view counted once per browser', async () => {
    const list = NoticeList.parse((await anon().get('/api/center/ntc?pageSize=50')).json());
    const order = [...list.pinned, ...list.items].map((i) => i.nttId);
    const mid = order[5]!;
    const b = anon();
    const d = NoticeDetail.parse((await b.get(`/api/center/ntc/${mid}`)).json());
    expect(d.prev?.nttId).toBe(order[4]);
    expect(d.next?.nttId).toBe(order[6]);
    const top = NoticeDetail.parse((await b.get(`/api/center/ntc/${order[0]}`)).json());
    expect(top.prev).toBeNull();
    expect(NoticeDetail.parse((await b.get(`/api/center/ntc/${order.at(-1)}`)).json()).next).toBeNull();
    // every notice's neighbours, across the pinned/unpinned boundary too
    for (let i = 0; i < order.length; i++) {
      const n = NoticeDetail.parse((await b.get(`/api/center/ntc/${order[i]}`)).json());
      expect([n.prev?.nttId ?? null, n.next?.nttId ?? null], order[i]).toEqual([order[i - 1] ?? null, order[i + 1] ?? null]);
    }
    expect((await b.get(`/api/center/ntc/${mid}`)).json().viewCount).toBe(d.viewCount);
    expect((await anon().get(`/api/center/ntc/${mid}`)).json().viewCount).toBe(d.viewCount + 1);
    expect(d.bodyHtml).toMatch(/^<(p|ul|ol|table)/);
  });

  it('downloads a seeded attachment byte for byte with its Korean name (RFC 5987)', async () => {
    const d = NoticeDetail.parse((await anon().get('/api/center/ntc/NTT-2026-0001')).json());
    const pdf = d.attachments.find((a) => a.type === 'PDF')!;
    expect(pdf.name).toBe('2026년 기준 중위소득 안내.pdf');
    expect(pdf.url).toBe(`/api/center/ntc/NTT-2026-0001/files/${pdf.fileId}`);
    const res = await anon().get(pdf.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="2026_[ _]+\.pdf"; /);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('2026년 기준 중위소득 안내.pdf')}`);
    // stored encrypted: the bytes on disk are not the PDF, the download is
    const stored = await t.app.dscsn.storage.readBuffer(`seed/${pdf.fileId}`);
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect((await readFile(path.join(uploadDir, 'seed', pdf.fileId))).includes(stored.subarray(0, 64))).toBe(false);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = d.attachments.find((a) => a.type === 'PNG')!;
    const img = await anon().get(png.url);
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(createHash('sha256').update(img.rawPayload).digest('hex')).toBe(createHash('sha256').update(await t.app.dscsn.storage.readBuffer(`seed/${png.fileId}`)).digest('hex'));
    // the file only under its own notice
    expect((await anon().get(`/api/center/ntc/NTT-2026-0002/files/${pdf.fileId}`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and hidden notices, their files, and their pages (HTML status), 200 for the page of a visible one', async () => {
    await t.database.db.update(notices).set({ useYn: false }).where(eq(notices.nttId, 'NTT-2026-0006'));
    try {
      for (const id of ['NTT-2026-0999', 'NTT-2026-0006']) {
        const res = await anon().get(`/api/center/ntc/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toContain('공지사항을 찾을 수 없습니다');
        expect((await t.app.inject({ url: `/center/ntc/detail?nttId=${id}` })).statusCode, id).toBe(404);
      }
      expect((await anon().get('/api/center/ntc/NTT-2026-0006/files/seed-NTT-2026-0006-1')).statusCode).toBe(404);
      const list = NoticeList.parse((await anon().get('/api/center/ntc?pageSize=50')).json());
      expect(list.items.some((i) => i.nttId === 'NTT-2026-0006')).toBe(false);
      expect((await anon().get('/api/center/ntc/latest?limit=20')).json().some((n: { nttId: string }) => n.nttId === 'NTT-2026-0006')).toBe(false);
    } finally {
      await t.database.db.update(notices).set({ useYn: true }).where(eq(notices.nttId, 'NTT-2026-0006'));
    }
    const ok = await t.app.inject({ url: '/center/ntc/detail?nttId=NTT-2026-0001' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ url: '/center/faq/detail?faqId=FAQ-0001' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/center/faq/detail?faqId=FAQ-9999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/center/faq/list' })).statusCode).toBe(200);
  });

  it('keeps the main page call working: pinned first, then newest', async () => {
    const latest = (await anon().get('/api/center/ntc/latest?limit=5')).json() as { pinned: boolean }[];
    expect(latest).toHaveLength(5);
    expect(latest[0]!.pinned).toBe(true);
  });
});
