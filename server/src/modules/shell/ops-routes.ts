import type { FastifyInstance } from 'fastify';
import { apiCalls } from '@portal/contracts';
import type { Database } from '../../db/client';
import { outboxBacklog } from '../../adapters/notify/outbox';
import { defineRoute } from '../../http/route';
import { openApiDocument } from './openapi';

export function opsRoutes(app: FastifyInstance, database: Database) {
  const startedAt = new Date().toISOString();
  defineRoute(app, apiCalls.healthz, async () => ({ status: 'ok', startedAt }));
  defineRoute(app, apiCalls.readyz, async (_req, reply) => {
    try {
      await database.ping();
      // the notification backlog: reported, never a reason to leave the load balancer
      const outbox = await outboxBacklog(database.db, app.now()).catch(() => undefined);
      return { status: 'ready', db: database.kind, ...(outbox ? { details: { outbox } } : {}) };
    } catch {
      reply.code(503);
      return { status: 'unavailable', db: database.kind };
    }
  });
  const doc = openApiDocument();
  app.get('/api/openapi.json', async () => doc);
}
