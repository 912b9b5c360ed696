import type { FastifyInstance } from 'fastify';
import { createNotifyAdapter } from '../adapters/notify';
import { OutboxSender, setOutboxLog } from '../adapters/notify/outbox';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { startBackground } from './background';
import { sweepFiles } from './files/files';
import { createFileStorage, type FileStorage } from './files/storage';
import { sweepIdempotency } from './idempotency';
import type { ModuleContext } from './module';
import { MenuService } from './menus/service';
import { RouteRuleService } from './route-rules/service';
import { searchIndex } from './search/engine';
import { pageDataVersion } from '../ssr/page-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background parts, for tests and the CLI: deliver the outbox, sweep uploads and kept answers; the file storage of every module. */
    dscsn: { outbox: OutboxSender; storage: FileStorage; sweep: () => Promise<number> };
  }
}

/**
 * The one context of every module: the databases (a read replica with DATABASE_READ_URL), the file
 * storage (files written before encryption at rest are encrypted now), the outbox and the upload
 * sweep (run in the background), the search index and the page address rules.
 */
export async function createModuleContext(app: FastifyInstance, database: Database, config: Config): Promise<ModuleContext> {
  const { db } = database;
  // search reads from a replica when DATABASE_READ_URL is set (same SQL; writes stay on the primary)
  const read = config.databaseReadUrl ? await openDatabase({ databaseUrl: config.databaseReadUrl, poolSize: config.dbPoolSize }) : database;
  if (read !== database) app.addHook('onClose', () => read.close());
  const files = await createFileStorage(db, config);
  const legacy = await files.sealLegacy();
  if (legacy) app.log.info({ files: legacy }, 'stored files written before encryption at rest are now encrypted');
  const outbox = new OutboxSender(db, createNotifyAdapter(config.notifyAdapter, app.log, { demo: config.demo }), app.log, () => app.now());
  setOutboxLog(app.log);
  const sweep = async () => {
    const removed = await sweepFiles(db, files, app.now());
    await sweepIdempotency(db, app.now());
    return removed;
  };
  app.decorate('dscsn', { outbox, storage: files, sweep });
  startBackground(app, outbox, sweep, config.notifyIntervalMs);
  return {
    db,
    readDb: read.db,
    database,
    config,
    log: app.log,
    now: () => app.now(),
    files,
    outbox,
    search: searchIndex(read.db),
    routeRules: new RouteRuleService(db, app.log),
    menus: new MenuService(db),
    openData: {},
    dataVersion: pageDataVersion(db),
  };
}
