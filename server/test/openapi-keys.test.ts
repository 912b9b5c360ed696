// Open API keys (issue 33): issuance, approval, the key check's codes and statuses, reissue, revoke,
// expiry and its notice, the allow-list, the day's quota, privacy of the key in logs, and members
// kept apart. The app's test clock moves; nothing depends on today's date.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_KEY_PATTERN } from '@portal/contracts';
import { notificationOutbox, openapiKeys } from '../src/db/schema';
import { hashApiKey, isWellFormedKey, newApiKey } from '../src/kernel/api-keys';
import { TestClock, staffBrowser } from './helpers';
import { applyKey, header, keyed, openApiApp } from './openapi-helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof openApiApp>>;
beforeAll(async () => {
  t = await openApiApp(clock, { logLevel: 'debug' });
});
afterAll(async () => {
  await t?.close();
});

const FAQ = '/openapi/v1/faq?numOfRows=2';
/** The outbox rows of one kind about one application. */
const noticesOf = (kind: 'OPENAPI_APPROVED' | 'OPENAPI_REJECTED' | 'OPENAPI_KEY_EXPIRING', id: string) =>
  t.database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.kind, kind), eq(notificationOutbox.subjectRef, id)));
/** Every key shown in this suite: none may reach a log line. */
const shown: string[] = [];
const remember = <T extends { key: string }>(k: T) => {
  shown.push(k.key);
  return k;
};

describe('key format', () => {
  it('prefix, 22 random base62 characters and a CRC32 checksum: a changed character fails the check', () => {
    const a = newApiKey('DEV');
    const b = newApiKey('OPER');
    expect(a.key).toMatch(/^lap_dev_/);
    expect(b.key).toMatch(/^lap_live_/);
    expect(a.key).toMatch(OPENAPI_KEY_PATTERN);
    expect(isWellFormedKey(a.key)).toBe(true);
    const flipped = a.key.slice(0, 12) + (a.key[12] === 'A' ? 'B' : 'A') + a.key.slice(13);
    expect(isWellFormedKey(flipped)).toBe(false);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(8, 30));
    expect(a.hint).toBe(`lap_dev_…${a.key.slice(-4)}`);
    expect(newApiKey('DEV').key).not.toBe(a.key);
  });
});

describe('development use: approved at once', () => {
  it('issues a working key with 1 000 calls a day, shown once and stored only as its hash', async () => {
    const { key, id, application } = remember(await applyKey(t.member));
    expect(application.status).toBe('APPROVED');
    expect(application.dailyLimit).toBe(1000);
    expect(isWellFormedKey(key)).toBe(true);
    const [row] = await t.database.db.select().from(openapiKeys).where(eq(openapiKeys.applicationId, id));
    expect(row!.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);

    for (const how of ['bearer', 'header', 'query'] as const) {
      const res = await keyed(t.app, FAQ, key, how);
      expect(res.statusCode, how).toBe(200);
      expect(header(res)).toMatchObject({ resultCode: '00', resultMsg: 'NORMAL_SERVICE' });
      expect(res.headers['x-ratelimit-limit']).toBe('1000');
    }
    const last = await keyed(t.app, FAQ, key);
    expect(last.headers['x-ratelimit-remaining']).toBe('996');
    expect(Number(last.headers['x-ratelimit-reset'])).toBeGreaterThan(0);

    const mine = (await t.member.get('/api/opn/applications')).json().items.find((a: { applicationId: string }) => a.applicationId === id);
    expect(mine.keys).toHaveLength(1);
    expect(mine.keys[0].hint).toBe(`lap_dev_…${key.slice(-4)}`);
    expect(JSON.stringify(mine)).not.toContain(key);
    expect(mine.usage).toHaveLength(30);
    expect(mine.usage.at(-1)).toEqual({ date: '2026-11-25', calls: 4 });
  });

  it('refuses bad applications in Korean, naming the field', async () => {
    const noTerms = await t.member.post('/api/opn/applications', { useKind: 'DEV', purpose: '기관 안내를 보여 주기 위해 씁니다', systemName: '안내', expectedDailyCalls: 10 });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toMatch(/termsAgreed.*약관/);
    const badIp = await t.member.post('/api/opn/applications', { useKind: 'DEV', purpose: '기관 안내를 보여 주기 위해 씁니다', systemName: '안내', expectedDailyCalls: 10, termsAgreed: true, ipAllow: ['300.1.1.1/8'] });
    expect(badIp.statusCode).toBe(400);
    expect(badIp.json().message).toMatch(/ipAllow.*허용 IP/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/opn/applications' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('refusals: code and status', () => {
  it('no key, a wrong checksum and an unknown key: 401 code 30', async () => {
    const { key } = remember(await applyKey(t.member));
    const none = await keyed(t.app, FAQ, null);
    expect(none.statusCode).toBe(401);
    expect(header(none)).toMatchObject({ resultCode: '30', resultMsg: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' });
    expect(header(none).message).toMatch(/서비스키가 없습니다/);
    const wrong = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    const bad = await keyed(t.app, FAQ, wrong, 'query');
    expect(bad.statusCode).toBe(401);
    expect(header(bad).resultCode).toBe('30');
    expect(header(bad).message).toMatch(/검증 문자/);
    expect(bad.body).not.toContain(wrong);
    const unknown = await keyed(t.app, FAQ, newApiKey('DEV').key);
    expect(unknown.statusCode).toBe(401);
    expect(header(unknown).message).toMatch(/등록되지 않은/);
  });

  it('an address outside the allow-list: 403 code 32; inside it: 200', async () => {
    const { key } = remember(await applyKey(t.member, { ipAllow: ['203.0.113.0/24', '2001:db8::/32'] }));
    const outside = await keyed(t.app, FAQ, key, 'bearer', { remoteAddress: '198.51.100.7' });
    expect(outside.statusCode).toBe(403);
    expect(header(outside)).toMatchObject({ resultCode: '32', resultMsg: 'UNREGISTERED_IP_ERROR' });
    expect((await keyed(t.app, FAQ, key, 'bearer', { remoteAddress: '203.0.113.77' })).statusCode).toBe(200);
    expect((await keyed(t.app, FAQ, key, 'bearer', { remoteAddress: '2001:db8::5' })).statusCode).toBe(200);
  });

  it('an exhausted quota: 429 code 22 with Retry-After and X-RateLimit headers; other APIs keep their own count', async () => {
    const { key, id } = remember(await applyKey(t.member, { useKind: 'OPER' }));
    const approved = await t.approver.post(`/api/staff/opn/applications/${id}/approve`, { dailyLimit: 2 });
    expect(approved.statusCode).toBe(200);
    expect((await keyed(t.app, FAQ, key)).headers['x-ratelimit-remaining']).toBe('1');
    expect((await keyed(t.app, FAQ, key)).headers['x-ratelimit-remaining']).toBe('0');
    const over = await keyed(t.app, FAQ, key);
    expect(over.statusCode).toBe(429);
    expect(header(over)).toMatchObject({ resultCode: '22', resultMsg: 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR' });
    expect(header(over).message).toMatch(/한도/);
    expect(over.headers['x-ratelimit-limit']).toBe('2');
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    // 10:00 KST: 14 hours to midnight
    expect(over.headers['retry-after']).toBe(String(14 * 3600));
    expect((await keyed(t.app, '/openapi/v1/notices', key)).statusCode).toBe(200);
  });
});

describe('operating use: the approver decides', () => {
  it('pending keys are refused (403 code 20) until approved; only approvers decide; approval raises the quota', async () => {
    const { key, id, application } = remember(await applyKey(t.member, { useKind: 'OPER', expectedDailyCalls: 8000 }));
    expect(key).toMatch(/^lap_live_/);
    expect(application.status).toBe('PENDING');
    const pending = await keyed(t.app, FAQ, key);
    expect(pending.statusCode).toBe(403);
    expect(header(pending)).toMatchObject({ resultCode: '20', resultMsg: 'SERVICE_ACCESS_DENIED_ERROR' });

    // a member has no staff session (401); a staff member who is no approver is refused (403)
    expect((await t.member.get('/api/staff/opn/applications')).statusCode).toBe(401);
    expect((await t.member.post(`/api/staff/opn/applications/${id}/approve`, {})).statusCode).toBe(401);
    const officer = await staffBrowser(t.app, 'sandboxlqa');
    expect((await officer.get('/api/staff/opn/applications')).statusCode).toBe(403);
    expect((await officer.post(`/api/staff/opn/applications/${id}/approve`, {})).statusCode).toBe(403);
    const queue = (await t.approver.get('/api/staff/opn/applications')).json();
    expect(queue.items.map((a: { applicationId: string }) => a.applicationId)).toContain(id);
    expect(queue.items.find((a: { applicationId: string }) => a.applicationId === id).applicantName).toBe('김*드');

    const bad = await t.approver.post(`/api/staff/opn/applications/${id}/approve`, { dailyLimit: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/dailyLimit.*하루 호출 한도/);
    const ok = await t.approver.post(`/api/staff/opn/applications/${id}/approve`, {});
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'APPROVED', dailyLimit: 10_000 });
    const approvedNotices = await noticesOf('OPENAPI_APPROVED', id);
    expect(approvedNotices.length).toBeGreaterThan(0);
    expect(approvedNotices[0]!.payload.text).toMatch(/승인.*10,000건/);
    const res = await keyed(t.app, FAQ, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe('10000');
    expect((await t.approver.post(`/api/staff/opn/applications/${id}/approve`, {})).statusCode).toBe(409);
    expect(await noticesOf('OPENAPI_APPROVED', id)).toHaveLength(approvedNotices.length);
    expect((await t.approver.post('/api/staff/opn/applications/OPN-NONE/approve', {})).statusCode).toBe(404);
  });

  it('a rejection needs a reason, which the applicant sees; the key stays refused', async () => {
    const { key, id } = remember(await applyKey(t.member, { useKind: 'OPER' }));
    const short = await t.approver.post(`/api/staff/opn/applications/${id}/reject`, { reason: '안됨' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/reason.*반려 사유/);
    const rejected = await t.approver.post(`/api/staff/opn/applications/${id}/reject`, { reason: '활용 목적이 구체적이지 않습니다. 서비스 화면을 적어 주세요.' });
    expect(rejected.statusCode).toBe(200);
    const mine = (await t.member.get('/api/opn/applications')).json().items.find((a: { applicationId: string }) => a.applicationId === id);
    expect(mine).toMatchObject({ status: 'REJECTED', rejectReason: '활용 목적이 구체적이지 않습니다. 서비스 화면을 적어 주세요.' });
    const told = await noticesOf('OPENAPI_REJECTED', id);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.payload.text).toContain('사유: 활용 목적이 구체적이지 않습니다.');
    expect(told[0]!.payload.text).not.toContain(key);
    const res = await keyed(t.app, FAQ, key);
    expect(res.statusCode).toBe(403);
    expect(header(res).resultCode).toBe('20');
  });
});

describe('members are kept apart', () => {
  it('another member neither sees nor reissues nor revokes my keys (404), and my key still works', async () => {
    const { key, id } = remember(await applyKey(t.member));
    const theirs = (await t.other.get('/api/opn/applications')).json().items;
    expect(theirs.map((a: { applicationId: string }) => a.applicationId)).not.toContain(id);
    expect((await t.other.post(`/api/opn/applications/${id}/revoke`)).statusCode).toBe(404);
    expect((await t.other.post(`/api/opn/applications/${id}/reissue`)).statusCode).toBe(404);
    expect((await keyed(t.app, FAQ, key)).statusCode).toBe(200);
  });
});

describe('revoke and reissue', () => {
  it('a revoked key is refused at once (401 code 30)', async () => {
    const { key, id } = remember(await applyKey(t.member));
    expect((await keyed(t.app, FAQ, key)).statusCode).toBe(200);
    const revoked = await t.member.post(`/api/opn/applications/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().keys[0].state).toBe('REVOKED');
    const res = await keyed(t.app, FAQ, key);
    expect(res.statusCode).toBe(401);
    expect(header(res).resultCode).toBe('30');
    expect(header(res).message).toMatch(/폐기/);
    expect((await t.member.post(`/api/opn/applications/${id}/reissue`)).statusCode).toBe(409);
  });

  it('a reissue gives a new key; the old one works 24 hours more, then 401 code 31', async () => {
    const { key: old, id } = remember(await applyKey(t.member));
    const again = await t.member.post(`/api/opn/applications/${id}/reissue`);
    expect(again.statusCode).toBe(201);
    const fresh = again.json().key as string;
    shown.push(fresh);
    expect(fresh).not.toBe(old);
    expect(again.json().application.keys.map((k: { state: string }) => k.state).sort()).toEqual(['ACTIVE', 'GRACE']);
    expect((await keyed(t.app, FAQ, old)).statusCode).toBe(200);
    expect((await keyed(t.app, FAQ, fresh)).statusCode).toBe(200);
    clock.advance(24 * 3600 - 60);
    expect((await keyed(t.app, FAQ, old)).statusCode).toBe(200);
    clock.advance(61);
    const late = await keyed(t.app, FAQ, old);
    expect(late.statusCode).toBe(401);
    expect(header(late)).toMatchObject({ resultCode: '31', resultMsg: 'DEADLINE_HAS_EXPIRED_ERROR' });
    expect(header(late).message).toMatch(/재발급/);
    expect((await keyed(t.app, FAQ, fresh)).statusCode).toBe(200);
  });
});

describe('expiry two years after issuance', () => {
  it('a notice 30 days before (once, through the outbox), then 401 code 31', async () => {
    // the clock moved a day in the reissue test: a new session
    const { key, id } = remember(await applyKey(await t.signIn('sandboxmember')));
    const at = clock.t;
    const expiresAt = new Date(at);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 2);

    clock.t = expiresAt.getTime() - 31 * 86_400_000;
    await t.app.openapi.noticeExpiring();
    expect(await noticesOf('OPENAPI_KEY_EXPIRING', id)).toHaveLength(0);
    clock.t = expiresAt.getTime() - 29 * 86_400_000;
    await t.app.openapi.noticeExpiring();
    await t.app.openapi.noticeExpiring();
    const sent = await noticesOf('OPENAPI_KEY_EXPIRING', id);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((n) => n.channel)).size).toBe(sent.length);
    expect(sent[0]!.payload.text).toMatch(/만료/);
    expect(sent[0]!.payload.text).not.toContain(key);

    clock.t = expiresAt.getTime() - 1000;
    expect((await keyed(t.app, FAQ, key)).statusCode).toBe(200);
    clock.t = expiresAt.getTime();
    const res = await keyed(t.app, FAQ, key);
    expect(res.statusCode).toBe(401);
    expect(header(res).resultCode).toBe('31');
    expect(header(res).message).toMatch(/2년/);
  });
});

describe('the key never reaches the log', () => {
  it('no line holds a key shown in this suite, or its random part, whichever way it was sent', () => {
    expect(shown.length).toBeGreaterThan(8);
    const logged = t.lines.join('');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).toContain('/openapi/v1/faq');
    for (const key of shown) {
      expect(logged).not.toContain(key);
      expect(logged).not.toContain(key.slice(8, 30));
      expect(logged).not.toContain(encodeURIComponent(key));
    }
  });
});
