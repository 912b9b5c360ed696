import type { FastifyInstance } from 'fastify';
import { createNotifyAdapter } from '../../adapters/notify';
import { OutboxSender, setOutboxLog } from '../../adapters/notify/outbox';
import { createScanner } from '../../adapters/scan';
import { createVideoAdapter } from '../../adapters/video';
import type { Config } from '../../config';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dscsnIdempotency } from '../../db/schema';
import { fileRoutes, sweepFiles } from './files/routes';
import { type FileStorage, createFileStorage } from './files/storage';
import { startBackground } from './background';
import { bookingRoutes } from './booking';
import { catalogRoutes } from './catalog';
import type { DscsnContext } from './context';
import { cyberRoutes } from './cyber';
import { staffRoutes } from './staff';

declare module 'fastify' {
  interface FastifyInstance {
    /** Consultation background parts, for tests and the CLI: deliver the outbox, sweep uploads; the file storage of every module. */
    dscsn: { outbox: OutboxSender; storage: FileStorage; sweep: () => Promise<number> };
  }
}

/** Consultation (issue 5): institutions, booking, my reservations, video room, files, cyber consultation, staff, outbox. */
export async function dscsnRoutes(app: FastifyInstance, { db }: Database, config: Config): Promise<DscsnContext> {
  const ctx: DscsnContext = { db, config, video: createVideoAdapter(config.videoAdapter) };
  // the one file storage of the app (center, elrcpt and prdoc use app.dscsn.storage)
  const storage = await createFileStorage(db, config);
  const legacy = await storage.sealLegacy();
  if (legacy) app.log.info({ files: legacy }, 'stored files written before encryption at rest are now encrypted');
  await fileRoutes(app, db, storage, createScanner(config));
  catalogRoutes(app, ctx);
  bookingRoutes(app, ctx);
  cyberRoutes(app, ctx);
  staffRoutes(app, ctx);
  const outbox = new OutboxSender(db, createNotifyAdapter(config.notifyAdapter, app.log), app.log, () => app.now());
  setOutboxLog(app.log);
  const sweep = async () => {
    const removed = await sweepFiles(db, storage, app.now());
    // answers kept for Idempotency-Key retries: a week is far beyond any retry
    await db.delete(dscsnIdempotency).where(lt(dscsnIdempotency.createdAt, new Date(app.now().getTime() - 7 * 86_400_000)));
    return removed;
  };
  app.decorate('dscsn', { outbox, storage, sweep });
  startBackground(app, outbox, sweep, config.notifyIntervalMs);
  return ctx;
}
