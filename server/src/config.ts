import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  DEPLOY_DIR: z.string().default(path.join(repoRoot, '.deploy')),
  HOST_DIST: z.string().default(path.join(repoRoot, 'host', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PORTAL_CONTEXT_PATH: z.string().optional(),
});

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  deployDir: string;
  hostDist: string;
  logLevel: string;
  trustProxy: boolean;
  cookieSecure: 'auto' | boolean;
  dbPoolSize: number;
  migrationsDir: string;
  /** '' or '/portal': everything but the probes is served under it. */
  contextPath: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    deployDir: path.resolve(e.DEPLOY_DIR),
    hostDist: path.resolve(e.HOST_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    dbPoolSize: e.DB_POOL_SIZE,
    migrationsDir: path.join(repoRoot, 'server', 'migrations'),
    contextPath: parseContextPath(e.PORTAL_CONTEXT_PATH),
  };
}
