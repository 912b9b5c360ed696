// 자동 입력 방지 (issue 35, CaptchaSample): challenges, their picture and sound, the one check each,
// and the guest and password-search verifications asking for one after repeated failures.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@portal/contracts';
import { captchaChallenges } from '../src/db/schema';
import { SAMPLE_RATE, wavSamples } from '../src/kernel/captcha/audio';
import { GLYPHS } from '../src/kernel/captcha/image';
import { Browser, TestClock, createTestApp, joinMember, newPerson, verifySms } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, captchaAfterFailures: 3 });
});
afterAll(() => t.close());

const browser = (ip?: string) => new Browser(t.app, ip);
async function challenge(b: Browser) {
  const res = await b.post('/api/captcha');
  expect(res.statusCode).toBe(200);
  return res.json() as { captchaId: string; imageUrl: string; audioUrl: string; expiresAt: string; length: number };
}
/** The digits a person reads off the picture (the test reads them from the database). */
async function answerOf(id: string): Promise<string> {
  const [row] = await t.database.db.select({ answer: captchaChallenges.answer }).from(captchaChallenges).where(eq(captchaChallenges.id, id));
  return row.answer;
}
const wrong = (answer: string) => [...answer].map((d) => String((Number(d) + 1) % 10)).join('');
const fieldOf = (res: { json(): unknown }) => (res.json() as { errors?: { field: string; message: string }[] }).errors?.[0];

describe('a challenge', () => {
  it('is issued on POST with the XSRF header only, with its picture and sound addresses', async () => {
    const b = browser();
    expect((await b.post('/api/captcha', undefined, { csrf: false })).statusCode).toBe(403);
    const c = await challenge(b);
    expect(c).toMatchObject({ imageUrl: `/api/captcha/${c.captchaId}/image`, audioUrl: `/api/captcha/${c.captchaId}/audio`, length: CAPTCHA_LENGTH });
    expect(Date.parse(c.expiresAt) - clock.t).toBe(CAPTCHA_TTL_SECONDS * 1000);
    expect(await answerOf(c.captchaId)).toMatch(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`));
    // the browser tests' reader of the digits exists only with PORTAL_TEST_CLOCK=1
    const reader = await b.get(`/api/test/captcha/${c.captchaId}`);
    expect(reader.statusCode).toBe(404);
    expect(reader.body).not.toContain(await answerOf(c.captchaId));
  });

  it('draws the digits as strokes: an SVG with no text in it, different every time it is fetched', async () => {
    const b = browser();
    const c = await challenge(b);
    const one = await b.get(c.imageUrl);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('image/svg+xml');
    expect(one.headers['cache-control']).toBe('no-store');
    const svg = one.body;
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text|<script|<foreignObject|href=/i);
    expect(svg).not.toContain(await answerOf(c.captchaId));
    // one stroke path per polyline of each digit's glyph
    const strokes = (svg.match(/<path stroke=/g) ?? []).length;
    const expected = [...(await answerOf(c.captchaId))].reduce((n, d) => n + GLYPHS[Number(d)].length, 0);
    expect(strokes).toBe(expected);
    expect((await b.get(c.imageUrl)).body).not.toBe(svg);
  });

  it('reads the digits aloud: an 8 kHz 8-bit mono WAV (about 95 KB) as long as two readings of the clips with pauses', async () => {
    const b = browser();
    const c = await challenge(b);
    const res = await b.get(c.audioUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const wav = res.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(8);
    expect(wav.length).toBeLessThan(130_000);
    const seconds = wavSamples(wav).length / SAMPLE_RATE;
    // five clips of 0.35–0.66 s with 0.35–0.65 s pauses, twice, and 1.8 s of lead, middle and tail
    expect(seconds).toBeGreaterThan(2 * CAPTCHA_LENGTH * 0.7 + 1.8);
    expect(seconds).toBeLessThan(2 * CAPTCHA_LENGTH * 1.31 + 1.8);
  });

  it('is checked once: a wrong answer spends it, a right one passes once, and its picture is gone after', async () => {
    const b = browser();
    const c = await challenge(b);
    const answer = await answerOf(c.captchaId);
    const bad = await b.post('/api/captcha/check', { captchaId: c.captchaId, captchaAnswer: wrong(answer) });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toEqual({ field: 'captchaAnswer', message: expect.stringContaining('맞지 않습니다') });
    const late = await b.post('/api/captcha/check', { captchaId: c.captchaId, captchaAnswer: answer });
    expect(late.statusCode).toBe(400);
    expect((await b.get(c.imageUrl)).statusCode).toBe(404);
    expect((await b.get(c.audioUrl)).statusCode).toBe(404);

    const d = await challenge(b);
    const ok = await b.post('/api/captcha/check', { captchaId: d.captchaId, captchaAnswer: ` ${await answerOf(d.captchaId)} ` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await b.post('/api/captcha/check', { captchaId: d.captchaId, captchaAnswer: await answerOf(d.captchaId) })).statusCode).toBe(400);
  });

  it('passes one of two right answers sent at once', async () => {
    const b = browser();
    const c = await challenge(b);
    const body = { captchaId: c.captchaId, captchaAnswer: await answerOf(c.captchaId) };
    const codes = (await Promise.all(Array.from({ length: 6 }, () => b.post('/api/captcha/check', body)))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it(`runs out after ${CAPTCHA_TTL_SECONDS / 60} minutes`, async () => {
    const b = browser();
    const c = await challenge(b);
    const answer = await answerOf(c.captchaId);
    clock.advance(CAPTCHA_TTL_SECONDS + 1);
    expect((await b.get(c.imageUrl)).statusCode).toBe(404);
    const res = await b.post('/api/captcha/check', { captchaId: c.captchaId, captchaAnswer: answer });
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)?.message).toContain('입력 시간(5분)이 지났습니다');
  });

  it('refuses bad input with the field named, never a 5xx', async () => {
    const b = browser();
    const c = await challenge(b);
    for (const captchaAnswer of ['', '12', '1234a', '１２３４５', '12\u000045', 'x'.repeat(1_000_000)]) {
      const res = await b.post('/api/captcha/check', { captchaId: c.captchaId, captchaAnswer });
      expect(res.statusCode, JSON.stringify(captchaAnswer.slice(0, 20))).toBe(400);
      expect(fieldOf(res)?.field).toBe('captchaAnswer');
    }
    for (const captchaId of ['', 'x'.repeat(65), 'nope', '\u0000']) {
      const res = await b.post('/api/captcha/check', { captchaId, captchaAnswer: '12345' });
      expect(res.statusCode).toBe(400);
    }
    for (const id of ['nope', '%00', 'x'.repeat(5000), '..%2F..%2Fetc']) expect((await b.get(`/api/captcha/${id}/image`)).statusCode).toBeLessThan(500);
    // the answer field was not spent by the malformed tries
    expect((await b.get(c.imageUrl)).statusCode).toBe(200);
  });
});

describe('the guest and password-search verifications', () => {
  const mismatch = (b: Browser, purpose: string, extra: Record<string, unknown> = {}) =>
    verifySms(b, purpose, newPerson({ name: '오류' }), extra).then((r) => r.started);

  it('ask for a CAPTCHA after 3 failures from one address, and take the right answer once', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 3; i++) expect((await mismatch(browser(ip), 'GUEST')).json().code).toBe('IDENTITY_MISMATCH');
    const b = browser(ip);
    const p = newPerson();
    const asked = (await verifySms(b, 'GUEST', p)).started;
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: expect.stringContaining('그림의 숫자') });

    const c = await challenge(b);
    const answer = await answerOf(c.captchaId);
    const bad = (await verifySms(b, 'GUEST', p, { captchaId: c.captchaId, captchaAnswer: wrong(answer) })).started;
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)?.field).toBe('captchaAnswer');
    // the right digits of the spent challenge no longer pass
    expect((await verifySms(b, 'GUEST', p, { captchaId: c.captchaId, captchaAnswer: answer })).started.statusCode).toBe(400);

    const d = await challenge(b);
    const done = await verifySms(b, 'GUEST', p, { captchaId: d.captchaId, captchaAnswer: await answerOf(d.captchaId) });
    expect(done.confirmed.statusCode).toBe(200);
    // another address is not asked; JOIN and FIND_ID are never asked
    expect((await verifySms(browser('10.200.0.2'), 'GUEST', newPerson())).confirmed.statusCode).toBe(200);
    expect((await verifySms(browser(ip), 'FIND_ID', newPerson())).started.statusCode).not.toBe(428);
  });

  it('ask one browser after 3 failures of its own, whatever its address', async () => {
    const b = browser();
    for (let i = 0; i < 3; i++) {
      b.ip = `10.201.${i}.1`;
      expect((await mismatch(b, 'GUEST')).statusCode).toBe(409);
    }
    b.ip = '10.201.9.9';
    expect((await verifySms(b, 'GUEST', newPerson())).started.statusCode).toBe(428);
    expect((await verifySms(browser('10.201.9.9'), 'GUEST', newPerson())).started.statusCode).toBe(200);
  });

  it('count wrong codes and a login id that is not the verified person on 비밀번호 찾기', async () => {
    const ip = '10.202.0.1';
    const owner = newPerson();
    expect((await joinMember(browser(), owner, `capt${process.pid % 10000}a`)).statusCode).toBe(201);
    clock.advance(31); // the phone's resend wait after the join's code
    // two wrong codes …
    const b = browser(ip);
    const started = await b.post('/api/verify/request', { method: 'SMS', purpose: 'FIND_PWD', loginId: `capt${process.pid % 10000}a`, carrier: 'SKT', gender: 'M', name: owner.name, birthDate: owner.birthDate, mobileNo: owner.mobileNo });
    expect(started.statusCode).toBe(200);
    const { verificationId, sandboxCode } = started.json();
    for (let i = 0; i < 2; i++) expect((await b.post('/api/verify/confirm', { verificationId, code: wrong(sandboxCode) })).json().code).toBe('CODE_MISMATCH');
    // … and a person who is not the owner of the id
    const other = browser(ip);
    const v = await verifySms(other, 'FIND_PWD', newPerson(), { loginId: `capt${process.pid % 10000}a` });
    expect(v.confirmed.json().code).toBe('NO_MEMBER');
    const next = await verifySms(browser(ip), 'FIND_PWD', owner, { loginId: `capt${process.pid % 10000}a` });
    expect(next.started.statusCode).toBe(428);
  });

  it('forget the failures after an hour', async () => {
    const ip = '10.203.0.1';
    for (let i = 0; i < 3; i++) await mismatch(browser(ip), 'FIND_PWD', { loginId: 'nobodyhere1' });
    expect((await verifySms(browser(ip), 'GUEST', newPerson())).started.statusCode).toBe(428);
    clock.advance(3601);
    expect((await verifySms(browser(ip), 'GUEST', newPerson())).started.statusCode).toBe(200);
  });
});
