// Issue 31, item 1: a production configuration refuses the sandbox stand-ins and missing keys unless
// PORTAL_DEMO=1 declares a demonstration; a demonstration says so on every page and in every notice.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE_MARK, demoMarked, type NotifyAdapter, type OutgoingNotification } from '../src/adapters/notify';
import { enqueueNotification } from '../src/adapters/notify/outbox';
import { loadConfig } from '../src/config';
import { notificationLog } from '../src/db/schema';
import { renderShell } from '../src/modules/shell/build-info';
import { DEMO_BANNER_LABEL, DEMO_BANNER_TITLE } from '../src/modules/shell/demo-banner';
import {
  ProductionConfigRefused,
  REQUIRED_SECRETS,
  SANDBOX_ADAPTERS,
  productionProblems,
  withSecretFiles,
  type ProductionInputs,
} from '../src/production-config';
import { createTestApp } from './helpers';

const KEY = 'q'.repeat(43) + '=';
const PKS = 'person-key-secret-of-at-least-32-characters';
/** What a real deployment would set (the adapter names are of providers this build does not have yet). */
const REAL: ProductionInputs = {
  NODE_ENV: 'production',
  PORTAL_DEMO: false,
  VERIFY_ADAPTER: 'nice',
  ESIGN_ADAPTER: 'kica',
  EXCHANGE_ADAPTER: 'gpki',
  WALLET_ADAPTER: 'kakao',
  NOTIFY_ADAPTER: 'gateway',
  VIDEO_ADAPTER: 'webex',
  LLM_ADAPTER: 'openai-compatible',
  CLAMD_URL: 'tcp://clamav:3310',
  PERSON_KEY_SECRET: PKS,
  FILE_MASTER_KEY: KEY,
  ELRCPT_RRN_KEY: KEY,
  PORTAL_TEST_CLOCK: false,
  DATABASE_URL: 'postgres://portal:strong@db:5432/portal',
};
/** The environment a production deployment passes, with this build's (sandbox) adapters. */
const KEYS = { PERSON_KEY_SECRET: PKS, FILE_MASTER_KEY: KEY, ELRCPT_RRN_KEY: KEY, CLAMD_URL: 'tcp://clamav:3310' };
const refusal = (env: NodeJS.ProcessEnv): ProductionConfigRefused => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ProductionConfigRefused) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the configuration');
};

describe('a production configuration (NODE_ENV=production)', () => {
  it('refuses each sandbox adapter (the log notifier included), naming its setting', () => {
    expect(productionProblems(REAL)).toEqual([]);
    for (const a of SANDBOX_ADAPTERS) {
      for (const name of a.names) {
        const problems = productionProblems({ ...REAL, [a.setting]: name });
        expect(problems.map((p) => p.setting), `${a.setting}=${name}`).toEqual([a.setting]);
        expect(problems[0].ko).toContain(`${a.setting}=${name}`);
        expect(problems[0].ko).toMatch(/[가-힣]/);
        expect(problems[0].en).toContain(`${a.setting}=${name}`);
      }
    }
    // the sandbox virus scanner: no CLAMD_URL
    expect(productionProblems({ ...REAL, CLAMD_URL: undefined }).map((p) => p.setting)).toEqual(['CLAMD_URL']);
  });

  it('refuses to start with this build (only sandboxes) and says why for every setting, in Korean and English', () => {
    const error = refusal({ NODE_ENV: 'production', ...KEYS });
    const settings = error.problems.map((p) => p.setting);
    expect(settings).toEqual(['VERIFY_ADAPTER', 'ESIGN_ADAPTER', 'EXCHANGE_ADAPTER', 'WALLET_ADAPTER', 'NOTIFY_ADAPTER', 'VIDEO_ADAPTER', 'LLM_ADAPTER']);
    expect(error.message).toContain('운영 설정(NODE_ENV=production)으로 시작하지 않습니다');
    expect(error.message).toContain('Refusing to start a production configuration');
    expect(error.message).toContain('PORTAL_DEMO=1');
    for (const s of settings) expect(error.message.split(s).length - 1, s).toBeGreaterThanOrEqual(2); // once per language
    expect(error.message).toContain('NOTIFY_ADAPTER=log');
    // one setting fixed, the rest still named: each is judged on its own
    expect(refusal({ NODE_ENV: 'production', ...KEYS, LLM_ADAPTER: 'openai-compatible', LLM_BASE_URL: 'http://llm:8000/v1', LLM_MODEL: 'm' }).problems.map((p) => p.setting)).not.toContain('LLM_ADAPTER');
    // NODE_ENV defaults to production: an empty environment is refused too
    expect(() => loadConfig({})).toThrow(ProductionConfigRefused);
  });

  it('refuses missing keys, a trial default and the sample accounts or test clock; never prints a value', () => {
    const bare = refusal({ NODE_ENV: 'production' });
    for (const s of REQUIRED_SECRETS) expect(bare.problems.map((p) => p.setting)).toContain(s.setting);
    expect(bare.problems.map((p) => p.setting)).toContain('CLAMD_URL');
    expect(bare.message).toContain('FILE_MASTER_KEY');
    expect(bare.message).toContain('ELRCPT_RRN_KEY');
    expect(bare.message).toContain('PERSON_KEY_SECRET');

    const secret = 'portal-local-trial-only';
    const flags = refusal({
      NODE_ENV: 'production',
      ...KEYS,
      DATABASE_URL: `postgres://portal:${secret}@postgres:5432/portal`,
      SEED_SANDBOX_ACCOUNTS: '1',
      PORTAL_TEST_CLOCK: '1',
    });
    expect(flags.problems.map((p) => p.setting)).toEqual(expect.arrayContaining(['DATABASE_URL', 'SEED_SANDBOX_ACCOUNTS', 'PORTAL_TEST_CLOCK']));
    expect(flags.message).not.toContain(`portal:${secret}@`);
    for (const value of [KEY, KEYS.PERSON_KEY_SECRET]) expect(flags.message).not.toContain(value);
  });

  it('with PORTAL_DEMO=1 starts as a demonstration: sandboxes and missing keys allowed, the config says demo', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORTAL_DEMO: '1', SEED_SANDBOX_ACCOUNTS: '1' });
    expect(config.demo).toBe(true);
    expect(config.verifyAdapter).toBe('sandbox');
    expect(config.seedSandboxAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_DEMO: 'true' }).demo).toBe(true);
    // a demonstration is declared, never assumed: development and tests run the sandboxes without a banner
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(false);
    // an adapter the build does not have is still its own error, demo or not
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_DEMO: '1', VERIFY_ADAPTER: 'nice' })).toThrow(/VERIFY_ADAPTER="nice"/);
  });

  it('reads secrets from <NAME>_FILE (a Docker or Kubernetes secret), one way only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-secrets-'));
    try {
      writeFileSync(path.join(dir, 'fmk'), `${KEY}\n`);
      writeFileSync(path.join(dir, 'pks'), KEYS.PERSON_KEY_SECRET);
      const env = withSecretFiles({ FILE_MASTER_KEY_FILE: path.join(dir, 'fmk'), PERSON_KEY_SECRET_FILE: path.join(dir, 'pks') });
      expect(env.FILE_MASTER_KEY).toBe(KEY);
      expect(env.PERSON_KEY_SECRET).toBe(KEYS.PERSON_KEY_SECRET);
      const config = loadConfig({ NODE_ENV: 'test', FILE_MASTER_KEY_FILE: path.join(dir, 'fmk') });
      expect(config.fileMasterKey?.length).toBe(32);
      expect(() => withSecretFiles({ FILE_MASTER_KEY: KEY, FILE_MASTER_KEY_FILE: path.join(dir, 'fmk') })).toThrow(/FILE_MASTER_KEY_FILE/);
      expect(() => withSecretFiles({ ELRCPT_RRN_KEY_FILE: path.join(dir, 'missing') })).toThrow(/ELRCPT_RRN_KEY_FILE.*읽지 못했습니다/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the built server', () => {
  // src/main.ts and src/cli.ts bundled as build.mjs does, two folders below the repository root like
  // dist/ (config.ts finds the migrations from there) and next to server/node_modules (packages stay external)
  const outDir = path.join(__dirname, '..', '.test-tmp');
  const main = path.join(outDir, `main-${process.pid}.mjs`);
  const cli = path.join(outDir, `cli-${process.pid}.mjs`);
  beforeAll(async () => {
    await build({
      entryPoints: { [`main-${process.pid}`]: path.join(__dirname, '..', 'src', 'main.ts'), [`cli-${process.pid}`]: path.join(__dirname, '..', 'src', 'cli.ts') },
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // as build.mjs: npm packages stay external, the @portal/* workspace packages are bundled
      external: Object.keys((JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies).filter(
        (n) => !n.startsWith('@portal/'),
      ),
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      loader: { '.txt': 'text' },
      logLevel: 'error',
    });
  }, 300_000);
  afterAll(() => {
    for (const f of [main, cli]) rmSync(f, { force: true });
  });

  it('exits 1 in production with sandboxes, naming each offending setting in Korean and English', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'portal-refused-'));
    try {
      const child = spawn(process.execPath, [main], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: data, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (c) => (out += c));
      child.stderr!.on('data', (c) => (out += c));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(out).toContain('운영 설정(NODE_ENV=production)으로 시작하지 않습니다');
      expect(out).toContain('Refusing to start a production configuration');
      for (const s of ['VERIFY_ADAPTER=sandbox', 'NOTIFY_ADAPTER=log', 'VIDEO_ADAPTER=sandbox', 'CLAMD_URL', 'FILE_MASTER_KEY', 'ELRCPT_RRN_KEY', 'PERSON_KEY_SECRET'])
        expect(out, s).toContain(s);
      expect(out).not.toContain('실행 중입니다'); // it never listened
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 60_000);

  it('its CLI makes no sample accounts or sessions in production without PORTAL_DEMO=1; database chores still run', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const run = (args: string[], extra: Record<string, string> = {}) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, [cli, ...args], {
          env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: data, ...extra },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout!.on('data', (c) => (out += c));
        child.stderr!.on('data', (c) => (out += c));
        child.on('exit', (code) => resolve({ code, out }));
      });
    try {
      for (const [args, extra] of [[['sandbox:accounts'], {}], [['sandbox:sessions', '--count', '1'], {}], [['seed'], { SEED_SANDBOX_ACCOUNTS: '1' }]] as const) {
        const r = await run([...args], extra);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.out).toContain('PORTAL_DEMO=1');
        expect(r.out).toMatch(/견본 계정/);
      }
      expect((await run(['migrate'])).code).toBe(0);
      const demo = await run(['sandbox:sessions', '--count', '1'], { PORTAL_DEMO: '1' });
      expect(demo.code).toBe(0);
      expect(demo.out).toMatch(/"tokens":\["[^"]+"\]/);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('a demonstration deployment (PORTAL_DEMO=1)', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'portal-demo-'));
  const hostDist = path.join(base, 'host-dist');
  const deployDir = path.join(base, 'deploy');
  const SHELL =
    '<!doctype html><html lang="ko"><head><meta charset="utf-8" /><title>법률구조 플랫폼</title>' +
    '<script defer src="/static/js/main.abc123.js"></script></head><body><div id="root"></div></body></html>';
  let demo: Awaited<ReturnType<typeof createTestApp>>;
  let real: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    mkdirSync(path.join(hostDist, 'static', 'js'), { recursive: true });
    mkdirSync(deployDir, { recursive: true });
    writeFileSync(path.join(hostDist, 'index.html'), SHELL);
    writeFileSync(path.join(hostDist, 'static', 'js', 'main.abc123.js'), '');
    demo = await createTestApp({ hostDist, deployDir, demo: true });
    real = await createTestApp({ hostDist, deployDir, demo: false });
  });
  afterAll(async () => {
    await demo?.close();
    await real?.close();
    rmSync(base, { recursive: true, force: true });
  });

  const banner = (html: string) => /<section class="portal-demo" aria-label="([^"]+)" data-portal-demo="">([\s\S]*?)<\/section>/.exec(html);

  it('puts the banner first in <body> of every page the server serves: main, /ready, /error, 404s, index.html', async () => {
    for (const url of ['/', '/index.html', '/ready?page=/plt/intr', '/error', '/login', '/no/such/page']) {
      const res = await demo.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const found = banner(res.body);
      expect(found, url).not.toBeNull();
      expect(found![1]).toBe(DEMO_BANNER_LABEL);
      expect(found![2]).toContain(DEMO_BANNER_TITLE);
      expect(found![2]).toContain('샌드박스');
      expect(found![2]).toMatch(/<span lang="en">Demonstration site: identity checks are sandboxed/);
      // before the React root (no hydration touches it), once, with its style in <head>
      expect(res.body.indexOf('data-portal-demo')).toBeLessThan(res.body.indexOf('<div id="root"'));
      expect(res.body.split('data-portal-demo').length).toBe(2);
      expect(res.body.indexOf('.portal-demo{')).toBeLessThan(res.body.indexOf('</head>'));
      // in the page's flow: never fixed or sticky over the content
      expect(res.body).not.toMatch(/\.portal-demo[^{]*\{[^}]*position:\s*(fixed|sticky|absolute)/);
    }
    // a real deployment's pages have none
    for (const url of ['/', '/error']) expect((await real.app.inject({ url })).body).not.toContain('data-portal-demo');
  });

  it('keeps the banner through every step of renderShell (context path, server-rendered template) and adds it once', () => {
    const once = renderShell(SHELL, { contextPath: '/portal', buildId: 'b1', demo: true });
    expect(banner(once)).not.toBeNull();
    expect(once).toContain('src="/portal/static/js/main.abc123.js"');
    const twice = renderShell(once, { contextPath: '/portal', buildId: 'b2', demo: true });
    expect(twice.split('data-portal-demo').length).toBe(2);
    expect(renderShell(SHELL, { contextPath: '', buildId: 'b1' })).not.toContain('data-portal-demo');
  });

  it('marks every SMS and e-mail it sends as a demonstration', async () => {
    // through the app's own outbox (config.demo reaches the sender)
    const now = new Date();
    await demo.database.db.transaction((tx) =>
      enqueueNotification(tx, { kind: 'RSVT_BOOKED', ref: 'DEMO-1', mobileNo: '01012340000', email: 'demo@example.kr', text: '상담 예약이 접수되었습니다.', subject: '상담 예약 안내' }, now),
    );
    await demo.app.dscsn.outbox.deliverDue(500);
    const rows = await demo.database.db.select().from(notificationLog).where(eq(notificationLog.kind, 'RSVT_BOOKED'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.body.startsWith(`${DEMO_NOTICE_MARK} `)).toBe(true);

    // the subject too, once, whatever sender is behind it
    const sent: OutgoingNotification[] = [];
    const inner: NotifyAdapter = { name: 'log', send: async (n) => void sent.push(n) };
    const marked = demoMarked(inner);
    await marked.send({ outboxId: 1, kind: 'RSVT_BOOKED', channel: 'EMAIL', recipient: 'a@example.kr', text: '본문', subject: '제목' }, demo.database.db);
    await marked.send({ outboxId: 2, kind: 'RSVT_BOOKED', channel: 'SMS', recipient: '01000000001', text: `${DEMO_NOTICE_MARK} 이미 표시` }, demo.database.db);
    expect(sent[0]).toMatchObject({ text: `${DEMO_NOTICE_MARK} 본문`, subject: `${DEMO_NOTICE_MARK} 제목` });
    expect(sent[1].text).toBe(`${DEMO_NOTICE_MARK} 이미 표시`);
  });
});
