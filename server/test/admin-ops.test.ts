// Back office (issue 34), home and operations: the work queues per role and institution, the remote
// registry from the browser (and what /registry.json and a server-rendered page serve after it), the
// outbox with its retry, and satisfaction per menu. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as registry from '@portal/registry';
import { buildApp } from '../src/app';
import {
  dscsnCyber,
  dscsnOffices,
  dscsnReservations,
  elrcptApplications,
  members,
  menus,
  notificationOutbox,
  openapiApplications,
  pageSatisfaction,
  prdocItems,
  qna,
} from '../src/db/schema';
import { SANDBOX_PASSWORD } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createSandboxApp, passwordLogin, staffSignIn } from './helpers';

const AT = '2026-11-25T10:00:00+09:00'; // a Wednesday
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
const V1 = '0.1.0-aaaaaaaaaa';
const V2 = '0.1.1-bbbbbbbbbb';

const base = mkdtempSync(path.join(tmpdir(), 'portal-admin-ops-'));
const deployDir = path.join(base, 'deploy');
const hostDist = path.join(base, 'host');

const SHELL =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>법률구조 플랫폼</title></head>' +
  '<body><div id="root"></div><script defer src="/static/js/main.abc123.js"></script></body></html>';

/** A host with a server build that renders the route's remote app, naming the version it was given. */
function fakeHost() {
  mkdirSync(path.join(hostDist, 'prerender'), { recursive: true });
  mkdirSync(path.join(hostDist, '.ssr'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), SHELL);
  writeFileSync(path.join(hostDist, 'prerender', 'boot-assets.json'), JSON.stringify({ css: [], js: [], fonts: {} }));
  writeFileSync(
    path.join(hostDist, '.ssr', 'host.mjs'),
    `export const shared = {};
export async function renderPage({ url, app }) {
  return { html: '<main data-build-tag="' + (app ? app.tag : 'none') + '">' + url + '</main>', rendered: true, queries: {}, session: null, title: 'page' };
}`,
  );
}

/** A published version of the center remote, with a server build that server-renders /center/faq/list. */
function publishCenter(version: string, mtime: Date) {
  const dir = path.join(deployDir, 'remotes', 'center', version);
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'center', metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* center ${version} */`);
  writeFileSync(path.join(dir, 'ssr', 'app.cjs'), `module.exports.default = Object.assign(function App() {}, { serverRendered: new Set(['/center/faq/list']), tag: 'tag-${version}' });`);
  writeFileSync(path.join(dir, 'ssr', 'page-assets.json'), JSON.stringify({ expose: { js: ['static/js/e.1.js'], css: [] }, pages: {} }));
  utimesSync(dir, mtime, mtime);
}

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createSandboxApp>>['t'];
const anon = () => new Browser(t.app);

/**
 * Sign-in, in ONE place: staff through the back office's sign-in (password and TOTP), the citizen
 * through the member login.
 */
async function signInStaff(loginId: string): Promise<Browser> {
  const b = new Browser(t.app);
  if (loginId !== 'sandboxmember') return staffSignIn(b, loginId);
  const result = (await passwordLogin(b, loginId, SANDBOX_PASSWORD)).json().result;
  if (result !== 'OK') throw new Error(`${loginId} did not sign in (${String(result)})`);
  return b;
}

const as: Record<string, Browser> = {};
const STAFF = ['sandboxklac', 'sandboxlqa', 'sandboxlegalaid', 'sandboxeditor', 'sandboxopenapi', 'sandboxmanager', 'sandboxadmin', 'sandboxmember'] as const;

beforeAll(async () => {
  fakeHost();
  publishCenter(V1, new Date('2026-11-01T00:00:00Z'));
  publishCenter(V2, new Date('2026-11-10T00:00:00Z'));
  // deployed from the command line's code first: V1, then V2
  registry.deployPublished(deployDir, 'center', V1, { now: new Date('2026-11-01T01:00:00Z') });
  registry.deployPublished(deployDir, 'center', V2, { now: new Date('2026-11-10T01:00:00Z') });
  ({ t } = await createSandboxApp(clock, AT, [], { deployDir, hostDist, serverRender: true }));
  for (const id of STAFF) as[id] = await signInStaff(id);
});

afterAll(async () => {
  await t?.close();
  rmSync(base, { recursive: true, force: true });
});

const queues = async (who: string) => {
  const res = await as[who]!.get('/api/admin/queues');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/admin/queues', () => {
  let memberId: string;
  let klacOffice: string;

  beforeAll(async () => {
    const db = t.database.db;
    [memberId] = (await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'sandboxmember'))).map((m) => m.id) as [string];
    const cyber = (receiptNo: string, instCode: string, createdAt: string, expectedAnswerBy: string) => ({
      receiptNo,
      memberId,
      kind: 'DOM' as const,
      instCode,
      field: '가사',
      title: `질문 ${receiptNo}`,
      question: '내용',
      isPublic: false,
      details: [],
      createdAt: new Date(createdAt),
      expectedAnswerBy,
    });
    await db.insert(dscsnCyber).values([
      cyber('OPS-CY-1', 'KLAC', '2026-11-18T09:00:00+09:00', '2026-11-23'), // overdue
      cyber('OPS-CY-2', 'KLAC', '2026-11-24T09:00:00+09:00', '2026-11-27'),
      cyber('OPS-CY-3', 'LQA', '2026-11-10T09:00:00+09:00', '2026-11-13'),
    ]);
    await db.insert(qna).values({ qnaNo: 'OPS-Q-1', ownerId: memberId, category: 'SITE', title: '문의', content: '내용', idempotencyKey: randomUUID(), requestHash: 'x', createdAt: new Date('2026-11-20T09:00:00+09:00') });
    [klacOffice] = (await db.select({ id: dscsnOffices.officeId }).from(dscsnOffices).where(eq(dscsnOffices.instCode, 'KLAC')).limit(1)).map((o) => o.id);
    const [lqaOffice] = (await db.select({ id: dscsnOffices.officeId }).from(dscsnOffices).where(eq(dscsnOffices.instCode, 'LQA')).limit(1)).map((o) => o.id);
    const rsvt = (rsvtNo: string, instCode: string, officeId: string, slotDate: string, status: 'BOOKED' | 'DONE' | 'CANCELLED') => ({
      rsvtNo,
      memberId,
      personKey: `ops:${rsvtNo}`,
      instCode,
      officeId,
      method: 'VISIT' as const,
      slotDate,
      slotTime: '10:00',
      startsAt: new Date(`${slotDate}T10:00:00+09:00`),
      status,
      field: '가사',
      summary: '요약',
      applicantName: '홍길동',
      applicantMobile: '01000000000',
      createdAt: new Date(AT),
      updatedAt: new Date(AT),
    });
    await db.insert(dscsnReservations).values([
      rsvt('OPS-R-1', 'KLAC', klacOffice!, TODAY, 'BOOKED'),
      rsvt('OPS-R-2', 'KLAC', klacOffice!, TODAY, 'CANCELLED'),
      rsvt('OPS-R-3', 'KLAC', klacOffice!, TOMORROW, 'BOOKED'),
      rsvt('OPS-R-4', 'LQA', lqaOffice!, TODAY, 'BOOKED'),
    ]);
    const aply = (aplyNo: string, instCode: string, status: (typeof elrcptApplications.$inferInsert)['status'], submittedAt: string | null) => ({
      aplyNo,
      memberId,
      personKey: `ops:${aplyNo}`,
      form: 'KLAC',
      instCode,
      status,
      consent: { at: AT },
      createdAt: new Date(AT),
      updatedAt: new Date(AT),
      submittedAt: submittedAt ? new Date(submittedAt) : null,
    });
    const apps = await db
      .insert(elrcptApplications)
      .values([
        aply('OPS-A-1', 'KLAC', 'SUBMITTED', '2026-11-20T09:00:00+09:00'),
        aply('OPS-A-2', 'KLAC', 'REVIEW', '2026-11-19T09:00:00+09:00'),
        aply('OPS-A-3', 'KLAC', 'SUPPLEMENT_REQUESTED', '2026-11-18T09:00:00+09:00'),
        aply('OPS-A-4', 'KLAC', 'DRAFT', null),
        aply('OPS-A-5', 'LEGALAID', 'RECEIVED', '2026-11-21T09:00:00+09:00'),
      ])
      .returning({ id: elrcptApplications.id, aplyNo: elrcptApplications.aplyNo });
    const idOf = (no: string) => apps.find((a) => a.aplyNo === no)!.id;
    const doc = (id: string, aplyNo: string, code: string) => ({ id, aplyId: idOf(aplyNo), code, status: 'SUBMITTED' as const, submittedAt: new Date('2026-11-22T09:00:00+09:00'), createdAt: new Date(AT), updatedAt: new Date(AT) });
    await db.insert(prdocItems).values([doc('OPS-D-1', 'OPS-A-2', 'OpsDocA'), doc('OPS-D-2', 'OPS-A-4', 'OpsDocB'), doc('OPS-D-3', 'OPS-A-5', 'OpsDocC')]);
    await db.insert(openapiApplications).values({
      id: 'OPS-OPN-1',
      memberId,
      useKind: 'OPER',
      purpose: '운영',
      systemName: '운영 시스템',
      expectedDailyCalls: 100,
      status: 'PENDING',
      dailyLimit: 10000,
      termsAgreedAt: new Date(AT),
      createdAt: new Date('2026-11-20T09:00:00+09:00'),
      updatedAt: new Date('2026-11-20T09:00:00+09:00'),
    });
  });

  it('gives a consultation officer the cyber, booking, application and document queues of their institution only', async () => {
    const q = await queues('sandboxklac');
    expect(Object.keys(q).sort()).toEqual(['applications', 'bookings', 'cyber', 'documents', 'today', 'tomorrow']);
    expect([q.today, q.tomorrow]).toEqual([TODAY, TOMORROW]);
    expect(q.cyber.instCode).toBe('KLAC');
    const mine = q.cyber.oldest.filter((c: { receiptNo: string }) => c.receiptNo.startsWith('OPS-'));
    expect(mine.map((c: { receiptNo: string }) => c.receiptNo)).toEqual(['OPS-CY-1', 'OPS-CY-2']); // LQA's never, oldest first
    expect(mine[0]).toMatchObject({ expectedAnswerBy: '2026-11-23', overdue: true, receivedAt: '2026-11-18T00:00:00.000Z' });
    expect(mine[1]).toMatchObject({ expectedAnswerBy: '2026-11-27', overdue: false });
    expect(q.cyber.waiting).toBeGreaterThanOrEqual(2);
    expect(q.cyber.overdue).toBeGreaterThanOrEqual(1);

    const office = q.bookings.today.offices.find((o: { officeId: string }) => o.officeId === klacOffice);
    expect(office).toMatchObject({ booked: 1, cancelled: 1, done: 0 });
    expect(q.bookings.tomorrow.offices.find((o: { officeId: string }) => o.officeId === klacOffice)).toMatchObject({ booked: 1 });
    expect(JSON.stringify(q.bookings)).not.toMatch(/LQA/);

    const count = (s: string) => q.applications.byStatus.find((b: { status: string }) => b.status === s).count;
    expect(q.applications.byStatus.some((b: { status: string }) => b.status === 'DRAFT')).toBe(false);
    expect([count('SUBMITTED'), count('REVIEW'), count('SUPPLEMENT_REQUESTED'), count('RECEIVED')]).toEqual([1, 1, 1, 0]);
    expect(q.applications).toMatchObject({ needsAction: 2, awaitingDecision: 1, supplementRequested: 1 });
    expect(q.applications.oldest.map((a: { aplyNo: string }) => a.aplyNo)).toEqual(['OPS-A-2', 'OPS-A-1']);
    // a draft's document is the citizen's own; another institution's is never counted
    expect(q.documents).toMatchObject({ instCode: 'KLAC', waiting: 1 });
    expect(q.documents.oldest[0]).toMatchObject({ aplyNo: 'OPS-A-2', prdocId: 'OPS-D-1' });
  });

  it('counts another institution apart: LQA officers see their cyber queue, the application officer of LEGALAID only applications', async () => {
    const lqa = await queues('sandboxlqa');
    expect(lqa.cyber.instCode).toBe('LQA');
    expect(lqa.cyber.oldest.map((c: { receiptNo: string }) => c.receiptNo)).toContain('OPS-CY-3');
    expect(JSON.stringify(lqa.cyber)).not.toMatch(/OPS-CY-[12]/);

    const legalaid = await queues('sandboxlegalaid');
    expect(Object.keys(legalaid).sort()).toEqual(['applications', 'documents', 'today', 'tomorrow']);
    expect(legalaid.applications).toMatchObject({ instCode: 'LEGALAID', needsAction: 1 });
    expect(legalaid.documents.waiting).toBe(1);
  });

  it('gives an institution manager its institution’s queues, as its consultation officers', async () => {
    const q = await queues('sandboxmanager');
    expect(q.cyber.instCode).toBe('KLAC');
    expect(q.applications.instCode).toBe('KLAC');
    expect(q.qna).toBeUndefined();
  });

  it('gives content editors the Q&A queue and approvers the open-API queue, nothing else', async () => {
    const editor = await queues('sandboxeditor');
    expect(Object.keys(editor).sort()).toEqual(['qna', 'today', 'tomorrow']);
    expect(editor.qna.oldest.map((x: { qnaNo: string }) => x.qnaNo)).toContain('OPS-Q-1');
    const approver = await queues('sandboxopenapi');
    expect(Object.keys(approver).sort()).toEqual(['openApi', 'today', 'tomorrow']);
    expect(approver.openApi.oldest.map((x: { applicationId: string }) => x.applicationId)).toContain('OPS-OPN-1');
  });

  it('gives the system administrator operations figures only, no case queue', async () => {
    const q = await queues('sandboxadmin');
    expect(Object.keys(q).sort()).toEqual(['operations', 'today', 'tomorrow']);
    expect(q.operations.remotes.total).toBe(registry.REMOTES.length);
    expect(q.operations.remotes.lastChange).toMatchObject({ name: 'center' });
    expect(JSON.stringify(q)).not.toMatch(/OPS-/);
  });

  it('refuses a member (no staff session) and anyone signed out (401)', async () => {
    expect((await as.sandboxmember!.get('/api/admin/queues')).statusCode).toBe(401);
    expect((await anon().get('/api/admin/queues')).statusCode).toBe(401);
  });
});

describe('the remote registry from the browser', () => {
  const tagOfPage = async () => /data-build-tag="([^"]*)"/.exec((await anon().get('/center/faq/list')).body)?.[1];
  const liveOf = async () => (await anon().get('/registry.json')).json().remotes.find((r: { name: string }) => r.name === 'center')?.version;

  it('lists each remote: live version and since when, published versions newest first, history newest first', async () => {
    const res = await as.sandboxadmin!.get('/api/admin/registry');
    expect(res.statusCode, res.body).toBe(200);
    const center = res.json().remotes.find((r: { name: string }) => r.name === 'center');
    expect(center.live).toEqual({ version: V2, deployedAt: '2026-11-10T01:00:00.000Z' });
    expect(center.published.map((p: { version: string; live: boolean }) => [p.version, p.live])).toEqual([
      [V2, true],
      [V1, false],
    ]);
    expect(center.history.map((h: { version: string; action: string; by: string | null }) => [h.action, h.version, h.by])).toEqual([
      ['deploy', V2, null],
      ['deploy', V1, null],
    ]);
    expect(center.rollbackTo).toBe(V1);
    expect(res.json().remotes.map((r: { name: string }) => r.name)).toEqual([...registry.REMOTES]);
  });

  it('rolls one remote back as `pnpm portal remote:rollback` does: /registry.json and the server-rendered page name the older version at once', async () => {
    expect(await liveOf()).toBe(V2);
    expect(await tagOfPage()).toBe(`tag-${V2}`);
    const res = await as.sandboxadmin!.post('/api/admin/registry/center/rollback', { from: V2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'center', version: V1, previous: V2, changed: true });
    expect(res.json().message).toMatch(/되돌렸습니다/);
    expect(await liveOf()).toBe(V1);
    expect(await tagOfPage()).toBe(`tag-${V1}`);
    // the build id the shell polls changes too
    const history = registry.readHistory(deployDir).center!;
    expect(history.at(-1)).toMatchObject({ action: 'rollback', version: V1, from: V2, by: 'sandboxadmin', at: new Date(AT).toISOString() });
  });

  it('is safe against a double click: the same rollback again is refused (409) and changes nothing', async () => {
    const again = await as.sandboxadmin!.post('/api/admin/registry/center/rollback', { from: V2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/바뀌었습니다/);
    expect(await liveOf()).toBe(V1);
  });

  it('deploys an already published version; the same deploy again answers changed: false', async () => {
    const res = await as.sandboxadmin!.post('/api/admin/registry/center/deploy', { version: V2, from: V1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: V2, previous: V1, changed: true });
    expect(await tagOfPage()).toBe(`tag-${V2}`);
    const repeat = await as.sandboxadmin!.post('/api/admin/registry/center/deploy', { version: V2, from: V1 });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().changed).toBe(false);
    expect(registry.readHistory(deployDir).center!.length).toBe(4);
  });

  it('rolls back to a named version, and keeps concurrent calls apart (the file lock)', async () => {
    const both = await Promise.all([
      as.sandboxadmin!.post('/api/admin/registry/center/rollback', { version: V1, from: V2 }),
      as.sandboxadmin!.post('/api/admin/registry/center/rollback', { version: V1, from: V2 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.filter((r) => r.json().changed).length).toBe(1);
    expect(await liveOf()).toBe(V1);
    expect(JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')).remotes).toHaveLength(1);
  });

  it('refuses unknown remotes and versions in Korean (404), odd input with 400, and a remote with nothing earlier with 409', async () => {
    const admin = as.sandboxadmin!;
    const nope = await admin.post('/api/admin/registry/nope/rollback', {});
    expect(nope.statusCode).toBe(404);
    expect(nope.json().message).toMatch(/알 수 없는 리모트/);
    const missing = await admin.post('/api/admin/registry/center/deploy', { version: '9.9.9-cccccccccc' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/배포 저장소에 없습니다/);
    expect((await admin.post('/api/admin/registry/mypage/rollback', {})).statusCode).toBe(409);
    for (const [url, body] of [
      ['/api/admin/registry/center/deploy', {}],
      ['/api/admin/registry/center/deploy', { version: '../../etc' }],
      ['/api/admin/registry/center/deploy', { version: 'x'.repeat(1_000_000) }],
      ['/api/admin/registry/center/rollback', { version: '0.1.0-aaaaaaaaa\u0000' }],
      ['/api/admin/registry/CENTER%00/rollback', {}],
      ['/api/admin/registry/..%2F..%2Fetc/rollback', {}],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect(await liveOf()).toBe(V1);
  });

  it('refuses everyone but the system administrator', async () => {
    for (const who of ['sandboxklac', 'sandboxmanager', 'sandboxeditor', 'sandboxmember'] as const) {
      expect((await as[who]!.get('/api/admin/registry')).statusCode).toBe(who === 'sandboxmember' ? 401 : 403);
      expect((await as[who]!.post('/api/admin/registry/center/rollback', {})).statusCode).toBe(who === 'sandboxmember' ? 401 : 403);
    }
    expect((await anon().post('/api/admin/registry/center/rollback', {})).statusCode).toBe(401);
    expect(await liveOf()).toBe(V1);
  });
});

describe('the outbox', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const at = new Date(AT);
    const row = (status: 'PENDING' | 'SENT' | 'FAILED' | 'SUPPRESSED', attempts: number, extra: Partial<typeof notificationOutbox.$inferInsert> = {}) => ({
      kind: 'CYBER_ANSWERED' as const,
      channel: 'SMS' as const,
      recipient: '01012345678',
      subjectRef: 'OPS-OUT',
      payload: { text: '[법률구조 플랫폼] 홍길동님 비밀 본문', subject: '제목' },
      status,
      attempts,
      nextAttemptAt: at,
      createdAt: at,
      ...extra,
    });
    const rows = await t.database.db
      .insert(notificationOutbox)
      .values([
        row('PENDING', 0),
        row('PENDING', 2, { nextAttemptAt: new Date(at.getTime() + 600_000), lastError: 'sandbox: 통신 오류' }),
        row('FAILED', 5, { lastError: 'sandbox: 통신 오류' }),
        row('SENT', 1, { sentAt: at }),
        row('SUPPRESSED', 0),
      ])
      .returning({ id: notificationOutbox.id, status: notificationOutbox.status, attempts: notificationOutbox.attempts });
    [ids.QUEUED, ids.RETRYING, ids.DEAD, ids.SENT, ids.SUPPRESSED] = rows.map((r) => r.id);
  });

  it('lists a page with counts per status, the recipient masked and never the text', async () => {
    const res = await as.sandboxadmin!.get('/api/admin/outbox?status=DEAD&kind=CYBER_ANSWERED&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const dead = body.items.find((i: { id: number }) => i.id === ids.DEAD);
    expect(dead).toMatchObject({ status: 'DEAD', attempts: 5, channel: 'SMS', recipient: '010-****-5678', ref: 'OPS-OUT', lastError: 'sandbox: 통신 오류', retryable: true, nextAttemptAt: null });
    expect(body.items.every((i: { status: string }) => i.status === 'DEAD')).toBe(true);
    expect(res.body).not.toContain('비밀 본문');
    expect(res.body).not.toContain('01012345678');
    for (const s of ['QUEUED', 'RETRYING', 'DEAD', 'SENT', 'SUPPRESSED']) expect(body.counts[s]).toBeGreaterThanOrEqual(1);
    const all = (await as.sandboxadmin!.get('/api/admin/outbox?pageSize=2&page=1')).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(Object.values(all.counts as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('retries a dead letter once (a second click changes nothing), brings a retrying one forward, leaves a queued one', async () => {
    const first = await as.sandboxadmin!.post(`/api/admin/outbox/${ids.DEAD}/retry`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ changed: true, entry: { id: ids.DEAD, status: 'RETRYING', nextAttemptAt: new Date(AT).toISOString() } });
    const second = await as.sandboxadmin!.post(`/api/admin/outbox/${ids.DEAD}/retry`);
    expect(second.json().changed).toBe(false);
    const [row] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, ids.DEAD!));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 5 });

    const retrying = await as.sandboxadmin!.post(`/api/admin/outbox/${ids.RETRYING}/retry`);
    expect(retrying.json()).toMatchObject({ changed: true, entry: { nextAttemptAt: new Date(AT).toISOString() } });
    const queued = await as.sandboxadmin!.post(`/api/admin/outbox/${ids.QUEUED}/retry`);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ changed: false });
    expect(queued.json().message).toMatch(/이미 발송 대기 중/);
  });

  it('refuses to resend a sent or suppressed notice (409), an unknown one (404) and odd ids (400)', async () => {
    expect((await as.sandboxadmin!.post(`/api/admin/outbox/${ids.SENT}/retry`)).statusCode).toBe(409);
    expect((await as.sandboxadmin!.post(`/api/admin/outbox/${ids.SUPPRESSED}/retry`)).statusCode).toBe(409);
    expect((await as.sandboxadmin!.post('/api/admin/outbox/999999999/retry')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%00']) expect((await as.sandboxadmin!.post(`/api/admin/outbox/${id}/retry`)).statusCode).toBe(400);
    for (const q of ['status=NOPE', 'kind=%00', 'page=0', 'pageSize=1000', `kind=${'x'.repeat(10_000)}`]) expect((await as.sandboxadmin!.get(`/api/admin/outbox?${q}`)).statusCode).toBe(400);
  });

  it('refuses everyone but the system administrator', async () => {
    for (const who of ['sandboxklac', 'sandboxeditor', 'sandboxmanager'] as const) {
      expect((await as[who]!.get('/api/admin/outbox')).statusCode).toBe(403);
      expect((await as[who]!.post(`/api/admin/outbox/${ids.DEAD}/retry`)).statusCode).toBe(403);
    }
  });

  it('gives browser tests a dead letter through POST /api/test/outbox-failed (PORTAL_TEST_CLOCK=1 only)', async () => {
    expect((await anon().post('/api/test/outbox-failed', { ref: 'OPS-E2E' })).statusCode).toBe(404);
    const app = await buildApp(t.database, { ...t.config, testClock: true, notifyIntervalMs: 0 });
    await app.ready();
    try {
      const b = new Browser(app);
      expect((await b.post('/api/test/outbox-failed', { ref: 'ops e2e' })).statusCode).toBe(400);
      const made = await b.post('/api/test/outbox-failed', { ref: 'OPS-E2E' });
      expect(made.statusCode, made.body).toBe(200);
      const { id } = made.json();
      const list = (await as.sandboxadmin!.get('/api/admin/outbox?status=DEAD&pageSize=50')).json();
      expect(list.items.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 'DEAD', ref: 'OPS-E2E', recipient: '010-****-0000', attempts: 5, retryable: true });
    } finally {
      await app.close();
    }
  });
});

describe('satisfaction per menu', () => {
  let menuA: string;
  let menuB: string;
  beforeAll(async () => {
    const db = t.database.db;
    const found = await db.select({ id: menus.menuId }).from(menus).where(eq(menus.useSatisfaction, true)).limit(2);
    [menuA, menuB] = found.map((m) => m.id) as [string, string];
    const answer = (menuId: string, score: number, at: string) => ({ menuId, score, idempotencyKey: randomUUID(), createdAt: new Date(at) });
    await db.insert(pageSatisfaction).values([
      answer(menuA, 5, '2020-03-02T10:00:00+09:00'),
      answer(menuA, 4, '2020-03-15T10:00:00+09:00'),
      answer(menuA, 5, '2020-03-31T23:59:00+09:00'),
      answer(menuB, 1, '2020-03-10T10:00:00+09:00'),
      answer(menuB, 2, '2020-03-01T00:00:00+09:00'),
      answer(menuA, 1, '2020-02-29T23:59:00+09:00'), // before the period (KST)
      answer(menuA, 1, '2020-04-01T00:00:00+09:00'), // after it
    ]);
  });
  afterAll(async () => {
    await t.database.db.delete(pageSatisfaction).where(and(inArray(pageSatisfaction.menuId, [menuA, menuB])));
  });

  it('gives responses, average and the 1–5 distribution per menu for KST days, sorted and paged', async () => {
    const res = await as.sandboxadmin!.get('/api/admin/satisfaction?from=2020-03-01&to=2020-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2020-03-01', to: '2020-03-31', overall: { responses: 5, average: 3.4, distribution: [1, 1, 0, 1, 2] } });
    expect(body.menus.total).toBe(2);
    expect(body.menus.items[0]).toMatchObject({ menuId: menuA, responses: 3, average: 4.67, distribution: [0, 0, 0, 1, 2] });
    expect(body.menus.items[1]).toMatchObject({ menuId: menuB, responses: 2, average: 1.5, distribution: [1, 1, 0, 0, 0] });
    const low = (await as.sandboxeditor!.get('/api/admin/satisfaction?from=2020-03-01&to=2020-03-31&sort=AVERAGE_ASC&pageSize=1&page=1')).json();
    expect(low.menus).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(low.menus.items.map((m: { menuId: string }) => m.menuId)).toEqual([menuB]);
    const manager = await as.sandboxmanager!.get('/api/admin/satisfaction?from=2020-03-01&to=2020-03-31&sort=AVERAGE_DESC&page=2&pageSize=1');
    expect(manager.json().menus.items.map((m: { menuId: string }) => m.menuId)).toEqual([menuB]);
  });

  it('refuses other roles, and odd periods with 400', async () => {
    expect((await as.sandboxklac!.get('/api/admin/satisfaction')).statusCode).toBe(403);
    expect((await as.sandboxopenapi!.get('/api/admin/satisfaction')).statusCode).toBe(403);
    expect((await as.sandboxadmin!.get('/api/admin/satisfaction')).statusCode).toBe(200);
    for (const q of ['from=2020-02-30', 'from=2020-03-31&to=2020-03-01', 'from=2019-01-01&to=2020-12-31', 'sort=BEST', 'from=%00', `to=${'9'.repeat(5000)}`]) {
      const res = await as.sandboxadmin!.get(`/api/admin/satisfaction?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});
