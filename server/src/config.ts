import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AI_QUESTIONS_PER_ADDRESS_HOUR, CAPTCHA_AFTER_FAILURES, EXCHANGE_TIMEOUT_MS } from '@portal/contracts';
import { assertProductionReady, withSecretFiles } from './production-config';

/** The repository root, from this file (src/ in tests, dist/ when built). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * App context path (spec section 3): '' (site root) or '/a' or '/a/b' (letters, digits, . _ ~ -).
 * A trailing slash is dropped. Probes (/healthz, /readyz) stay at the root as well.
 */
export function parseContextPath(raw: string | undefined): string {
  const v = (raw ?? '').trim().replace(/\/+$/, '');
  if (v === '') return '';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(v) || /(^|\/)\.{1,2}(\/|$)/.test(v)) {
    throw new Error(
      `PORTAL_CONTEXT_PATH는 비워 두거나 '/portal'처럼 '/'로 시작하는 경로여야 합니다 (영문, 숫자, . _ ~ - 만 사용, '.'·'..' 구간 불가): ${JSON.stringify(raw)}`,
    );
  }
  const first = v.split('/')[1].toLowerCase();
  if (['api', 'remotes', 'static', '_build', 'healthz', 'readyz', 'registry.json'].includes(first)) {
    throw new Error(`PORTAL_CONTEXT_PATH는 포털이 쓰는 경로(${first})로 시작할 수 없습니다: ${JSON.stringify(raw)}`);
  }
  return v;
}

const Env = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** A PostgreSQL read replica for search reads (falls back to DATABASE_URL). */
  DATABASE_READ_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DEPLOY_DIR: z.string().default(path.join(repoRoot, '.deploy')),
  HOST_DIST: z.string().default(path.join(repoRoot, 'host', 'dist')),
  /** 'off': every page is rendered by the browser from the plain shell (issue 15's server rendering off). */
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  /** Megabytes of rendered anonymous pages this process keeps (0: every page is rendered anew). */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PORTAL_CONTEXT_PATH: z.string().optional(),
  VERIFY_ADAPTER: z.string().default('sandbox'),
  PERSON_KEY_SECRET: z.string().optional(),
  SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(60).max(7 * 86_400).default(12 * 3600),
  SEED_SANDBOX_ACCOUNTS: z.stringbool().optional(),
  PORTAL_TEST_CLOCK: z.stringbool().default(false),
  /** PORTAL_DEMO=1: a demonstration deployment (sandboxes allowed in production; banner and notice marker). */
  PORTAL_DEMO: z.stringbool().default(false),
  VERIFY_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(0).max(100_000).default(CAPTCHA_AFTER_FAILURES),
  VIDEO_ADAPTER: z.string().default('sandbox'),
  NOTIFY_ADAPTER: z.string().default('log'),
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  UPLOAD_DIR: z.string().optional(),
  ESIGN_ADAPTER: z.string().default('sandbox'),
  EXCHANGE_ADAPTER: z.string().default('sandbox'),
  WALLET_ADAPTER: z.string().default('sandbox'),
  /** How long the 행정정보 공동이용 centre may take (default EXCHANGE_TIMEOUT_MS of the contract). */
  EXCHANGE_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).optional(),
  ELRCPT_RRN_KEY: z.string().optional(),
  FILE_MASTER_KEY: z.string().optional(),
  /** Earlier master keys, still read (comma-separated, base64) until `cli files:rekey` moved every file to FILE_MASTER_KEY. */
  FILE_MASTER_KEYS_OLD: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** Temporary credentials (STS): sent as x-amz-security-token; AWS_SESSION_TOKEN when S3_SESSION_TOKEN is unset. */
  S3_SESSION_TOKEN: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  CLAMD_URL: z.string().optional(),
  /** AI guidance (issue 19): 'sandbox' (extractive, no network) or 'openai-compatible' (vLLM, Ollama, hosted). */
  LLM_ADAPTER: z.enum(['sandbox', 'openai-compatible'], { error: "LLM_ADAPTER는 'sandbox' 또는 'openai-compatible'이어야 합니다." }).default('sandbox'),
  LLM_BASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  AI_QUESTIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(AI_QUESTIONS_PER_ADDRESS_HOUR),
  SEARCH_PAGES_PER_ADDRESS_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  SEARCH_CALLS_PER_ADDRESS_MINUTE: z.coerce.number().int().min(1).max(100_000).default(180),
});

/**
 * The adapters this build has, by the setting that chooses one. Only the sandboxes exist (and 'log',
 * which writes notification_log rows and a log line); a real provider is a new class in
 * server/src/adapters/<kind>/ plus its name here.
 */
export const ADAPTERS = {
  /** Identity verification. */
  VERIFY_ADAPTER: ['sandbox'],
  /** Video rooms (consultation): the sandbox test room. */
  VIDEO_ADAPTER: ['sandbox'],
  /** Notification senders (SMS / e-mail). */
  NOTIFY_ADAPTER: ['log'],
  /** Electronic signature (electronic application). */
  ESIGN_ADAPTER: ['sandbox'],
  /** 행정정보 공동이용, the exchange centre (issue 17). */
  EXCHANGE_ADAPTER: ['sandbox'],
  /** 전자문서지갑 (issue 17). */
  WALLET_ADAPTER: ['sandbox'],
} as const;
/** The names a setting of ADAPTERS takes. */
export type AdapterName<S extends keyof typeof ADAPTERS> = (typeof ADAPTERS)[S][number];
export type VerifyAdapterName = AdapterName<'VERIFY_ADAPTER'>;
export type VideoAdapterName = AdapterName<'VIDEO_ADAPTER'>;
export type NotifyAdapterName = AdapterName<'NOTIFY_ADAPTER'>;
export type EsignAdapterName = AdapterName<'ESIGN_ADAPTER'>;
export type ExchangeAdapterName = AdapterName<'EXCHANGE_ADAPTER'>;
export type WalletAdapterName = AdapterName<'WALLET_ADAPTER'>;

/** ELRCPT_RRN_KEY: 32 bytes in base64 (or base64url), or unset (generated once and kept in app_secrets). */
export function parseRrnKey(raw: string | undefined, setting = 'ELRCPT_RRN_KEY'): Buffer | undefined {
  if (!raw) return undefined;
  const key = Buffer.from(raw.trim(), raw.includes('-') || raw.includes('_') ? 'base64url' : 'base64');
  if (key.length !== 32) throw new Error(`${setting}는 32바이트 키를 base64로 적은 값이어야 합니다 (예: openssl rand -base64 32). / ${setting} must be 32 bytes, base64.`);
  return key;
}

/** FILE_MASTER_KEYS_OLD: master keys rotated out, each 32 bytes in base64, separated by commas or spaces. */
export function parseOldFileKeys(raw: string | undefined): Buffer[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((k) => parseRrnKey(k, 'FILE_MASTER_KEYS_OLD')!);
}

/** An S3-compatible object store (SeaweedFS, S3, …), path-style: <endpoint>/<bucket>/<key>; `sessionToken` with temporary credentials. */
export type S3Settings = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/** S3_ENDPOINT set → the other S3_* settings are required (S3_REGION defaults to us-east-1). */
export function parseS3(e: {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION?: string;
  S3_SESSION_TOKEN?: string;
  AWS_SESSION_TOKEN?: string;
}): S3Settings | undefined {
  const endpoint = e.S3_ENDPOINT?.trim().replace(/\/+$/, '');
  if (!endpoint) return undefined;
  if (!/^https?:\/\/[^/?#\s]+$/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT는 'http://seaweedfs:8333'처럼 주소만 적어야 합니다 (경로·쿼리 없이): ${JSON.stringify(e.S3_ENDPOINT)} / S3_ENDPOINT must be scheme://host[:port].`);
  }
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]?.trim());
  if (missing.length) throw new Error(`S3_ENDPOINT를 쓰려면 ${missing.join(', ')}도 정해야 합니다. / S3_ENDPOINT needs ${missing.join(', ')}.`);
  const bucket = e.S3_BUCKET!.trim();
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET은 영문 소문자, 숫자, '.', '-'로 된 3~63자 이름이어야 합니다: ${JSON.stringify(bucket)} / invalid bucket name.`);
  const sessionToken = (e.S3_SESSION_TOKEN || e.AWS_SESSION_TOKEN)?.trim();
  return {
    endpoint,
    bucket,
    region: e.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!.trim(),
    ...(sessionToken ? { sessionToken } : {}),
  };
}

/** CLAMD_URL: tcp://host:port of a clamd (ClamAV daemon), or unset (the sandbox scanner). */
export function parseClamdUrl(raw: string | undefined): { host: string; port: number } | undefined {
  const v = raw?.trim();
  if (!v) return undefined;
  const m = /^tcp:\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})\/?$/.exec(v);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535) throw new Error(`CLAMD_URL은 'tcp://clamav:3310'처럼 적어야 합니다: ${JSON.stringify(raw)} / CLAMD_URL must be tcp://host:port.`);
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port: Number(m[2]) };
}

export type Config = {
  env: 'production' | 'development' | 'test';
  /**
   * PORTAL_DEMO=1: a demonstration deployment. Production refuses sandbox adapters and missing keys
   * without it (production-config.ts); with it every page carries the demonstration banner and every
   * notice the demonstration marker.
   */
  demo: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Search reads go here (a read replica) when set with DATABASE_URL. */
  databaseReadUrl?: string;
  deployDir: string;
  hostDist: string;
  /** Pages rendered on the server (SERVER_RENDER, default on). */
  serverRender: boolean;
  /** Bytes of rendered anonymous pages kept in this process (PAGE_CACHE_MB; 0 turns the cache off). */
  pageCacheBytes: number;
  logLevel: string;
  trustProxy: boolean;
  cookieSecure: 'auto' | boolean;
  dbPoolSize: number;
  migrationsDir: string;
  /** '' or '/portal': everything but the probes is served under it. */
  contextPath: string;
  /** Identity verification adapter (VERIFY_ADAPTER, default sandbox). */
  verifyAdapter: VerifyAdapterName;
  /** HMAC secret of person keys (PERSON_KEY_SECRET); unset → generated once and kept in app_secrets. */
  personKeySecret?: string;
  /** Absolute session lifetime (SESSION_ABSOLUTE_SECONDS, default 12 h) on top of the 1800 s idle limit. */
  sessionAbsoluteSeconds: number;
  /** Seed the sandbox sample accounts: SEED_SANDBOX_ACCOUNTS, else on when NODE_ENV is not production. */
  seedSandboxAccounts: boolean;
  /** The clock of every membership rule (tests inject a controlled one). Default: real time. */
  clock?: () => Date;
  /** PORTAL_TEST_CLOCK=1: browser tests may move the clock with POST /api/test/clock (never in a real deployment). */
  testClock: boolean;
  /** Verification code sends per client address an hour (VERIFY_SENDS_PER_IP_PER_HOUR, default 20: SMS-pumping guard). */
  verifySendsPerIpPerHour: number;
  /** Failed guest or password-search verifications per address in an hour after which they need the CAPTCHA (CAPTCHA_AFTER_FAILURES, default 3; 0 = always). */
  captchaAfterFailures: number;
  /** Video consultation rooms (VIDEO_ADAPTER, default sandbox). */
  videoAdapter: VideoAdapterName;
  /** Notification sender (NOTIFY_ADAPTER, default log). */
  notifyAdapter: NotifyAdapterName;
  /** Where attachments are stored (UPLOAD_DIR, default DATA_DIR/uploads); replicas must share it. */
  uploadDir: string;
  /** How often an idle outbox sender looks for due notifications (NOTIFY_INTERVAL_MS, default 5000; a backlog is drained batch after batch; 0 = never, tests call it). */
  notifyIntervalMs: number;
  /** Electronic signature of applications (ESIGN_ADAPTER, default sandbox). */
  esignAdapter: EsignAdapterName;
  /** Supporting documents (issue 17): the exchange centre and the wallet (EXCHANGE_ADAPTER, WALLET_ADAPTER, default sandbox). */
  exchangeAdapter: ExchangeAdapterName;
  walletAdapter: WalletAdapterName;
  /** EXCHANGE_TIMEOUT_MS: a 공동이용 request unanswered this long is 504 EXCHANGE_TIMEOUT (tests make it short). */
  exchangeTimeoutMs: number;
  /** AES-256-GCM key of resident registration numbers (ELRCPT_RRN_KEY); unset → generated once and kept in app_secrets. */
  rrnKey?: Buffer;
  /** Master key that wraps the per-file keys of stored files (FILE_MASTER_KEY); unset → generated once and kept in app_secrets. */
  fileMasterKey?: Buffer;
  /** Master keys rotated out, still read until `files:rekey` re-sealed every file (FILE_MASTER_KEYS_OLD). */
  fileMasterKeysOld: Buffer[];
  /** Stored files go to this S3-compatible store (S3_ENDPOINT, …); unset → the upload folder. */
  s3?: S3Settings;
  /** Virus scanning of uploads by clamd (CLAMD_URL); unset → the sandbox scanner (finds the EICAR test file). */
  clamd?: { host: string; port: number };
  /** The model behind AI guidance (LLM_ADAPTER …); the sandbox unless an OpenAI-compatible server is named. */
  llm: { adapter: 'sandbox' } | { adapter: 'openai-compatible'; baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
  /** AI questions from one address in an hour (AI_QUESTIONS_PER_ADDRESS_HOUR, default 60; the browser suite raises it). */
  aiQuestionsPerAddressHour: number;
  /** Loads of the search result pages (/search/…) from one address a minute (SEARCH_PAGES_PER_ADDRESS_MINUTE, default 60). */
  searchPagesPerAddressMinute: number;
  /**
   * Search API calls (/api/search, …/count) from one address a minute (SEARCH_CALLS_PER_ADDRESS_MINUTE, default 180:
   * 통합검색 asks seven at a time). The browser suite raises both, all its browsers ask from 127.0.0.1.
   */
  searchCallsPerAddressMinute: number;
};

/**
 * The configuration from the environment. `serving: false` (the CLI's database chores) skips the
 * production refusal of sandboxes and missing keys, which guards a server that answers requests.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { serving = true }: { serving?: boolean } = {}): Config {
  const e = Env.parse(withSecretFiles(env));
  for (const [name, known] of Object.entries(ADAPTERS) as [keyof typeof ADAPTERS, readonly string[]][]) {
    const value = e[name];
    if (known.includes(value)) continue;
    if (name === 'VERIFY_ADAPTER') {
      throw new Error(
        `VERIFY_ADAPTER=${JSON.stringify(value)}는 이 빌드에 없는 본인확인 어댑터입니다. 지금은 'sandbox'만 있습니다 (실제 본인확인 기관 어댑터는 server/src/adapters/verify/에 추가해야 합니다). / Unknown identity-verification adapter; only 'sandbox' is built.`,
      );
    }
    throw new Error(`${name}=${JSON.stringify(value)}는 이 빌드에 없는 어댑터입니다. 지금은 ${known.join(', ')}만 있습니다. / Unknown adapter.`);
  }
  if (serving) assertProductionReady(e);
  return {
    env: e.NODE_ENV,
    demo: e.PORTAL_DEMO,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL : undefined,
    deployDir: path.resolve(e.DEPLOY_DIR),
    hostDist: path.resolve(e.HOST_DIST),
    serverRender: e.SERVER_RENDER === 'on',
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    dbPoolSize: e.DB_POOL_SIZE,
    migrationsDir: path.join(repoRoot, 'server', 'migrations'),
    contextPath: parseContextPath(e.PORTAL_CONTEXT_PATH),
    verifyAdapter: e.VERIFY_ADAPTER as VerifyAdapterName,
    personKeySecret: e.PERSON_KEY_SECRET || undefined,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    seedSandboxAccounts: e.SEED_SANDBOX_ACCOUNTS ?? e.NODE_ENV !== 'production',
    testClock: e.PORTAL_TEST_CLOCK,
    verifySendsPerIpPerHour: e.VERIFY_SENDS_PER_IP_PER_HOUR,
    captchaAfterFailures: e.CAPTCHA_AFTER_FAILURES,
    videoAdapter: e.VIDEO_ADAPTER as VideoAdapterName,
    notifyAdapter: e.NOTIFY_ADAPTER as NotifyAdapterName,
    notifyIntervalMs: e.NOTIFY_INTERVAL_MS,
    uploadDir: path.resolve(e.UPLOAD_DIR || path.join(e.DATA_DIR, 'uploads')),
    esignAdapter: e.ESIGN_ADAPTER as EsignAdapterName,
    exchangeAdapter: e.EXCHANGE_ADAPTER as ExchangeAdapterName,
    walletAdapter: e.WALLET_ADAPTER as WalletAdapterName,
    exchangeTimeoutMs: e.EXCHANGE_TIMEOUT_MS ?? EXCHANGE_TIMEOUT_MS,
    rrnKey: parseRrnKey(e.ELRCPT_RRN_KEY),
    fileMasterKey: parseRrnKey(e.FILE_MASTER_KEY, 'FILE_MASTER_KEY'),
    fileMasterKeysOld: parseOldFileKeys(e.FILE_MASTER_KEYS_OLD),
    s3: parseS3(e),
    clamd: parseClamdUrl(e.CLAMD_URL),
    llm: parseLlm(e),
    aiQuestionsPerAddressHour: e.AI_QUESTIONS_PER_ADDRESS_HOUR,
    searchPagesPerAddressMinute: e.SEARCH_PAGES_PER_ADDRESS_MINUTE,
    searchCallsPerAddressMinute: e.SEARCH_CALLS_PER_ADDRESS_MINUTE,
  };
}

/** LLM_ADAPTER=openai-compatible needs LLM_BASE_URL and LLM_MODEL (LLM_API_KEY when the server asks for one). */
export function parseLlm(e: { LLM_ADAPTER: 'sandbox' | 'openai-compatible'; LLM_BASE_URL?: string; LLM_MODEL?: string; LLM_API_KEY?: string; LLM_TIMEOUT_MS: number }): Config['llm'] {
  if (e.LLM_ADAPTER === 'sandbox') return { adapter: 'sandbox' };
  if (!e.LLM_BASE_URL || !e.LLM_MODEL) {
    throw new Error('LLM_ADAPTER=openai-compatible에는 LLM_BASE_URL(예: http://localhost:11434/v1)과 LLM_MODEL이 필요합니다. / LLM_BASE_URL and LLM_MODEL are required.');
  }
  return { adapter: 'openai-compatible', baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY || undefined, timeoutMs: e.LLM_TIMEOUT_MS };
}
