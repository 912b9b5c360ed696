// Staff sign-in under concurrency, on PostgreSQL (PGlite runs one query at a time, so a race there
// proves nothing): an authenticator code is a time step taken once per account by one conditional
// UPDATE, and a recovery code is used up the same way, so the same code sent at once admits one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ENROL_CODE } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, adminPasswordStep, createSandboxApp, enrolmentOf, staffSignIn, totpCode } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createSandboxApp>>['t'];
beforeAll(async () => {
  ({ t } = await createSandboxApp(clock, '2026-12-01T09:00:00+09:00'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** `n` browsers each at the second step of signing in as `loginId` (their own challenges). */
async function atSecondStep(loginId: string, n: number): Promise<Browser[]> {
  const out: Browser[] = [];
  for (let i = 0; i < n; i++) {
    const b = new Browser(t.app);
    expect((await adminPasswordStep(b, loginId)).json().step).toBe('VERIFY');
    out.push(b);
  }
  return out;
}

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});

describe('a second factor is used once, also when sent at once', () => {
  it('the same authenticator code sent by 6 browsers at once opens exactly one staff session', async () => {
    await staffSignIn(new Browser(t.app), 'sandboxklac');
    const { secret } = enrolmentOf(t.app, 'sandboxklac')!;
    clock.advance(90);
    const browsers = await atSecondStep('sandboxklac', 6);
    const code = await totpCode(secret, clock.now());
    const answers = await Promise.all(browsers.map((b) => b.post('/api/admin/totp/verify', { code })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 401: 5 });
    for (const a of answers.filter((x) => x.statusCode === 401)) expect(a.json().code).toBe('CODE_USED');
    expect(browsers.filter((b) => b.cookies.has('PORTAL_STAFF'))).toHaveLength(1);
  });

  it('one recovery code sent by 6 browsers at once opens exactly one staff session', async () => {
    await staffSignIn(new Browser(t.app), 'sandboxlqa');
    const [recoveryCode] = enrolmentOf(t.app, 'sandboxlqa')!.recoveryCodes;
    const browsers = await atSecondStep('sandboxlqa', 6);
    const answers = await Promise.all(browsers.map((b) => b.post('/api/admin/totp/verify', { recoveryCode })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 401: 5 });
    const me = answers.find((a) => a.statusCode === 200)!.json().me;
    expect(me.recoveryCodesLeft).toBe(9);
  });

  it('two confirms of one enrolment at once (a double click) enrol once', async () => {
    const b = new Browser(t.app);
    expect((await adminPasswordStep(b, 'sandboxkcab')).json().step).toBe('ENROL');
    const { secret } = (await b.post('/api/admin/totp/enrol', { enrolCode: SANDBOX_ENROL_CODE })).json();
    const code = await totpCode(secret, clock.now());
    const answers = await Promise.all([0, 1].map(() => b.post('/api/admin/totp/enrol/confirm', { code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
