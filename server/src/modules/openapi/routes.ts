import { openapiV1Calls, type openapiCalls } from '@portal/contracts';
import { registerHandlers } from '../../http/route';
import { openApiError } from '../../kernel/api-keys';
import type { Module } from '../../kernel/module';
import { applicationHandlers } from './applications';
import { openApiV1Document } from './document';
import { installEnvelope, OPEN_PREFIX } from './envelope';
import { schedulePeriodic } from '../../kernel/background';
import { EXPIRY_CHECK_EVERY_MS, noticeExpiringKeys } from './expiry';
import { publicHandlers } from './public';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open API, for tests and the CLI: queue the key-expiry notices now (by app.now()). */
    openapi: { noticeExpiring: () => Promise<number> };
  }
}

/**
 * Open API (issue 33): key applications, approvals and the keys' usage (the area's calls under /api),
 * and the public APIs at /openapi/v1 (their own table, keyed by access `apiKey`, their own OpenAPI
 * document, answered in the 공공데이터포털 envelope as JSON or XML).
 */
export const openapiModule: Module<typeof openapiCalls> = (ctx) => {
  const { db, config, now } = ctx;
  return {
    handlers: applicationHandlers(db),
    install(app) {
      installEnvelope(app);
      registerHandlers(app, openapiV1Calls, publicHandlers(ctx));
      const doc = openApiV1Document();
      app.get(`${OPEN_PREFIX}/openapi.json`, async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return doc;
      });
      // any other address under /openapi/v1: code 12, never the site's HTML 404 page
      app.all(`${OPEN_PREFIX}/*`, async () => {
        throw openApiError('12', '없는 오픈 API 주소입니다. /openapi/v1/openapi.json의 목록에서 API를 골라 주십시오.');
      });
      const noticeExpiring = () => noticeExpiringKeys(db, now());
      app.decorate('openapi', { noticeExpiring });
      schedulePeriodic(app, { what: 'open API expiry notices', everyMs: EXPIRY_CHECK_EVERY_MS, enabled: config.notifyIntervalMs > 0, run: noticeExpiring });
    },
  };
};
