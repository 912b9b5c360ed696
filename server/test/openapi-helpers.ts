// Shared by the open API suites (issue 33): an app whose log lines are kept, the sandbox member,
// another member and the approver signed in, and a way to apply for a key and call with it.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { SANDBOX_PASSWORD, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createTestDatabase, passwordLogin, staffBrowser, testConfig } from './helpers';

const OPN_DAY = '2026-11-25T10:00:00+09:00';

export async function openApiApp(clock: TestClock, { logLevel = 'silent' as 'silent' | 'debug' } = {}) {
  clock.t = new Date(OPN_DAY).getTime();
  const lines: string[] = [];
  const { database, drop } = await createTestDatabase({ seeded: true });
  const config = testConfig({ logLevel, clock: clock.now, notifyIntervalMs: 0 });
  await migrate(database, config.migrationsDir);
  await seed(database);
  const app = await buildApp(database, config, logLevel === 'silent' ? {} : { logStream: { write: (line: string) => void lines.push(line) } });
  await app.ready();
  await seedSandboxAccounts(database, config, clock.now());
  const signIn = async (loginId: string) => {
    const b = new Browser(app);
    const result = (await passwordLogin(b, loginId, SANDBOX_PASSWORD)).json().result;
    if (result !== 'OK') throw new Error(`${loginId} did not sign in (${String(result)})`);
    return b;
  };
  return {
    app,
    database,
    lines,
    signIn,
    member: await signIn('sandboxmember'),
    other: await signIn('sandboxlqa'),
    // the approver works at the back office (a staff session)
    approver: await staffBrowser(app, 'sandboxopenapi'),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

const applyBody = (over: Record<string, unknown> = {}) => ({
  useKind: 'DEV',
  purpose: '법률구조 기관 안내를 우리 복지관 누리집에 보여 주기 위해',
  systemName: '복지관 안내 시스템',
  expectedDailyCalls: 500,
  termsAgreed: true,
  ...over,
});

/** Applies and returns the application id and the key shown once. */
export async function applyKey(b: Browser, over: Record<string, unknown> = {}) {
  const res = await b.post('/api/opn/applications', applyBody(over));
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  const body = res.json() as { key: string; application: { applicationId: string; status: string; dailyLimit: number } };
  return { key: body.key, id: body.application.applicationId, application: body.application };
}

/** A keyed call: the key as Bearer (default), X-API-Key or serviceKey=. */
export function keyed(app: FastifyInstance, url: string, key: string | null, how: 'bearer' | 'header' | 'query' = 'bearer', extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  const headers: Record<string, string> = { ...(extra.headers ?? {}) };
  let target = url;
  if (key && how === 'bearer') headers.authorization = `Bearer ${key}`;
  if (key && how === 'header') headers['x-api-key'] = key;
  if (key && how === 'query') target += `${url.includes('?') ? '&' : '?'}serviceKey=${encodeURIComponent(key)}`;
  return app.inject({ method: 'GET', url: target, headers, remoteAddress: extra.remoteAddress ?? '192.0.2.10' });
}

export const header = (res: { json(): unknown }) => (res.json() as { response: { header: { resultCode: string; resultMsg: string; message?: string } } }).response.header;
