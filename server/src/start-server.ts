import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { seedSandboxAccounts } from './db/seed/sandbox-accounts';

/** Opens the configured database, migrates and seeds it (both idempotent), and builds the app. */
export async function prepare(config: Config): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.dbPoolSize,
  });
  await migrate(database, config.migrationsDir);
  await seed(database);
  // sandbox sample accounts (README): SEED_SANDBOX_ACCOUNTS=1, or any NODE_ENV but production
  if (config.seedSandboxAccounts) await seedSandboxAccounts(database, config);
  const app = await buildApp(database, config);
  return { app, database };
}
