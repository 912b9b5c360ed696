// The content editors' back office (issue 34): notices and FAQ entries listed and opened with the
// hidden ones (title/question search, state filter, sort, paging), and the rich-text preview that
// runs the writes' allow-list without storing anything; who may call them.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RichTextPreview, StaffFaq, StaffFaqList, StaffNotice, StaffNoticeList } from '@portal/contracts';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createTestApp, staffSignIn } from './helpers';
import { kst, signedIn } from './dscsn-helpers';

const clock = new TestClock();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-editor-boards-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let editor: Browser;
beforeAll(async () => {
  clock.t = kst('2026-11-21', '10:00');
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
  await seedSandboxAccounts(t.database, t.config, clock.now());
  editor = await signInAs('sandboxeditor');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser signed in as a sandbox account (the one place that knows how staff sign in). */
async function signInAs(loginId: string) {
  return staffSignIn(new Browser(t.app), loginId);
}
const anon = () => new Browser(t.app);

describe('notices in the back office', () => {
  it('lists hidden notices too, searched by title, filtered by state, sorted and paged; opens one without counting a view', async () => {
    const tag = `편집목록${randomInt(100_000)}`;
    const shown = (await editor.post('/api/staff/center/ntc', { category: '안내', title: `${tag} 게시 공지`, bodyHtml: '<p>보입니다.</p>' })).json();
    const hidden = (await editor.post('/api/staff/center/ntc', { category: '점검', title: `${tag} 숨긴 공지`, bodyHtml: '<p><strong>숨깁니다</strong></p>', visible: false })).json();
    const q = (extra = '') => editor.get(`/api/staff/center/ntc?keyword=${encodeURIComponent(tag)}${extra}`);

    const all = StaffNoticeList.parse((await q()).json());
    expect(all.total).toBe(2);
    expect(all.items.map((i) => [i.nttId, i.visible])).toEqual([
      [hidden.nttId, false],
      [shown.nttId, true],
    ]);
    expect(StaffNoticeList.parse((await q('&state=HIDDEN')).json()).items.map((i) => i.nttId)).toEqual([hidden.nttId]);
    expect(StaffNoticeList.parse((await q('&state=VISIBLE')).json()).items.map((i) => i.nttId)).toEqual([shown.nttId]);
    expect(StaffNoticeList.parse((await q('&sort=postedAt&order=asc')).json()).items.map((i) => i.nttId)).toEqual([shown.nttId, hidden.nttId]);
    const page2 = StaffNoticeList.parse((await q('&pageSize=1&page=2')).json());
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(page2.items.map((i) => i.nttId)).toEqual([shown.nttId]);
    // the public list has only the shown one
    const pub = (await anon().get(`/api/center/ntc?searchType=TITLE&keyword=${encodeURIComponent(tag)}`)).json();
    expect(pub.items.map((i: { nttId: string }) => i.nttId)).toEqual([shown.nttId]);

    const one = StaffNotice.parse((await editor.get(`/api/staff/center/ntc/${hidden.nttId}`)).json());
    expect(one).toMatchObject({ nttId: hidden.nttId, visible: false, bodyHtml: '<p><strong>숨깁니다</strong></p>', viewCount: 0 });
    expect(StaffNotice.parse((await editor.get(`/api/staff/center/ntc/${hidden.nttId}`)).json()).viewCount).toBe(0);
    expect((await editor.get('/api/staff/center/ntc/NTT-2026-0999')).statusCode).toBe(404);
  });

  it('publishes a hidden notice and hides it again: the public list follows', async () => {
    const tag = `게시전환${randomInt(100_000)}`;
    const draft = (await editor.post('/api/staff/center/ntc', { category: '안내', title: `${tag} 공지`, bodyHtml: '<p>준비 중</p>', visible: false })).json();
    const publicIds = async () => (await anon().get(`/api/center/ntc?searchType=TITLE&keyword=${encodeURIComponent(tag)}`)).json().items.map((i: { nttId: string }) => i.nttId);
    expect(await publicIds()).toEqual([]);
    const body = { category: '안내', title: `${tag} 공지`, bodyHtml: '<p>준비 중</p>' };
    expect((await editor.put(`/api/staff/center/ntc/${draft.nttId}`, { ...body, visible: true })).json().visible).toBe(true);
    expect(await publicIds()).toEqual([draft.nttId]);
    expect((await editor.put(`/api/staff/center/ntc/${draft.nttId}`, { ...body, visible: false })).json().visible).toBe(false);
    expect(await publicIds()).toEqual([]);
  });

  it('refuses a bad state or sort in Korean', async () => {
    const bad = await editor.get('/api/staff/center/ntc?state=GONE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('게시 상태');
    const sort = await editor.get('/api/staff/center/ntc?sort=body');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain('정렬 기준');
  });
});

describe('FAQ in the back office', () => {
  it('lists hidden entries too, by question, category and state; opens one', async () => {
    const tag = `편집질문${randomInt(100_000)}`;
    const a = (await editor.post('/api/staff/center/faq', { category: 'PORTAL', question: `${tag} 보이는 질문`, answerHtml: '<p>답</p>' })).json();
    const b = (await editor.post('/api/staff/center/faq', { category: 'HOUSING', question: `${tag} 숨긴 질문`, answerHtml: '<p>답</p>', visible: false })).json();
    const q = (extra = '') => editor.get(`/api/staff/center/faq?keyword=${encodeURIComponent(tag)}${extra}`);
    const all = StaffFaqList.parse((await q()).json());
    expect(all.items.map((i) => [i.faqId, i.visible])).toEqual([
      [a.faqId, true],
      [b.faqId, false],
    ]);
    expect(StaffFaqList.parse((await q('&state=HIDDEN')).json()).items.map((i) => i.faqId)).toEqual([b.faqId]);
    expect(StaffFaqList.parse((await q('&category=PORTAL')).json()).items.map((i) => i.faqId)).toEqual([a.faqId]);
    expect(StaffFaqList.parse((await q('&sort=order&order=desc')).json()).items.map((i) => i.faqId)).toEqual([b.faqId, a.faqId]);
    expect(StaffFaq.parse((await editor.get(`/api/staff/center/faq/${b.faqId}`)).json())).toMatchObject({ faqId: b.faqId, visible: false, category: 'HOUSING' });
    expect((await editor.get('/api/staff/center/faq/FAQ-9999')).statusCode).toBe(404);
    expect((await anon().get(`/api/center/faq/${b.faqId}`)).statusCode).toBe(404);
  });
});

describe('rich-text preview', () => {
  it('answers the sanitised HTML a write would store, its text and whether it is empty; stores nothing', async () => {
    const html = '<p>안내 <strong>굵게</strong></p><ul><li>하나</li></ul><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">링크</a><h2>제목</h2>';
    const res = await editor.post('/api/staff/center/preview', { html });
    expect(res.statusCode, res.body).toBe(200);
    const p = RichTextPreview.parse(res.json());
    expect(p.html).toBe('<p>안내 <strong>굵게</strong></p><ul><li>하나</li></ul><a>링크</a><h2>제목</h2>');
    expect(p.text).toBe('안내 굵게 하나 링크제목');
    expect(p.empty).toBe(false);
    // the same HTML saved is stored exactly as previewed
    const saved = (await editor.post('/api/staff/center/faq', { category: 'PORTAL', question: '미리보기와 같은지', answerHtml: html })).json();
    expect(saved.answerHtml).toBe(p.html);
    expect(RichTextPreview.parse((await editor.post('/api/staff/center/preview', { html: '<script>alert(1)</script><img src=x>' })).json())).toEqual({ html: '', text: '', empty: true });
  });

  it('is for editors only, needs the XSRF header, and refuses an over-long body', async () => {
    expect((await anon().post('/api/staff/center/preview', { html: '<p>x</p>' })).statusCode).toBe(401);
    const { b } = await signedIn(t.app, t.database, clock.now());
    expect((await b.post('/api/staff/center/preview', { html: '<p>x</p>' })).statusCode).toBe(401);
    expect((await editor.post('/api/staff/center/preview', { html: '<p>x</p>' }, { csrf: false })).statusCode).toBe(403);
    const long = await editor.post('/api/staff/center/preview', { html: 'x'.repeat(50_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'html' });
  });

  it('keeps the staff lists to editors (401 signed out or a member without a staff session)', async () => {
    expect((await anon().get('/api/staff/center/ntc')).statusCode).toBe(401);
    expect((await anon().get('/api/staff/center/faq')).statusCode).toBe(401);
    const { b } = await signedIn(t.app, t.database, clock.now());
    expect((await b.get('/api/staff/center/ntc')).statusCode).toBe(401);
    expect((await b.get('/api/staff/center/faq/FAQ-0001')).statusCode).toBe(401);
  });
});
