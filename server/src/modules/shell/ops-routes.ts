import type { areaCalls } from '@portal/contracts';
import type { Database } from '../../db/client';
import { outboxBacklog } from '../../adapters/notify/outbox';
import type { Handlers } from '../../http/route';

export function opsHandlers(database: Database, now: () => Date) {
  const startedAt = new Date().toISOString();

  return {
    healthz: async () => ({ status: 'ok', startedAt }),
    readyz: async (_req, reply) => {
      try {
        await database.ping();
        // the notification backlog: reported, never a reason to leave the load balancer
        const outbox = await outboxBacklog(database.db, now()).catch(() => undefined);
        return { status: 'ready', db: database.kind, ...(outbox ? { details: { outbox } } : {}) };
      } catch {
        reply.code(503);
        return { status: 'unavailable', db: database.kind };
      }
    },
  } satisfies Partial<Handlers<(typeof areaCalls)['shell']>>;
}
