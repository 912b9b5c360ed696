import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, from this file (src/ in tests, dist/ when built). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  };
}
