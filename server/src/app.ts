import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { areaCalls } from '@portal/contracts';
import { installClock } from './clock';
import { installAccessGuards } from './http/access';
import { registerHandlers } from './http/route';
import { createModuleContext } from './kernel/context';
import { sessionSliding } from './kernel/session';
import { modules } from './modules';
import { centerPageRecords } from './modules/center/page-status';
import { BuildInfo } from './modules/shell/build-info';
import { contextPathRewriter } from './plugins/context-path';
import { errorHandling } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { parseQuery } from './http/input-text';
import { errorSummary, safeLogMethod } from './http/log-safe';
import { compressPlugin } from './plugins/compress';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { PageRenderer } from './ssr/page-renderer';

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,64}$/;
/** Longest request target we read; longer ones are refused with a Korean 400 before routing. */
export const MAX_URL_BYTES = 12_000;

export interface BuildOptions {
  /** Where log lines go (default stdout); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
}

export async function buildApp(database: Database, config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // No personal data in logs: no cookies, no tokens, no query strings (they can hold names or search terms).
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              // open API keys (issue 33): the header; the query (serviceKey=) never reaches a log line (the path is logged without it)
              'req.headers["x-api-key"]',
              'req.headers["x-xsrf-token"]',
              'res.headers["set-cookie"]',
              // resident registration numbers (electronic application): never logged, wherever they sit
              'rrn',
              '*.rrn',
              '*.*.rrn',
              'body.content.applicant.rrn',
              'content.applicant.rrn',
              'rrnEnc',
              '*.rrnEnc',
              'rrn_enc',
              '*.rrn_enc',
            ],
            serializers: {
              req: (req) => ({ method: req.method, path: String(req.url).split('?')[0].slice(0, 200), id: req.id }),
              // no SQL, parameters or database messages (they carry what people typed): log-safe.ts
              err: errorSummary as never,
            },
            hooks: { logMethod: safeLogMethod },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // bad percent-encoding in a query value is a 400 naming the field (input-text.ts), not text to search for
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true, querystringParser: parseQuery },
    // the router's and Node's own refusals answer in Korean (bad URL encoding, header too large, …)
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: true,
    rewriteUrl: contextPathRewriter(config.contextPath),
  });

  // An empty JSON body is "no payload" (POST /api/login completes a verified sign-in without one),
  // not a syntax error; anything else goes through Fastify's own parser (prototype-poisoning safe).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : defaultJson(req, body as string, done),
  );

  // no text/plain parser: a body an HTML form could send cross-site is never parsed (security.ts)
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (req.url.length > MAX_URL_BYTES) {
      return reply.code(400).send({ message: `요청 주소가 너무 깁니다. ${MAX_URL_BYTES}자 이하로 줄여 주십시오.` });
    }
  });

  installClock(app, config.clock, config.testClock);
  errorHandling(app);
  compressPlugin(app);
  await app.register(cookie);
  await securityPlugin(app, config);
  await rateLimitPlugin(app, database.db);
  sessionSliding(app, database.db);
  installAccessGuards(app, database.db);

  // every module alike: built from the one context, its handlers registered against its area's calls
  const ctx = await createModuleContext(app, database, config);
  for (const [area, module] of Object.entries(modules)) {
    const { handlers, install } = await module(ctx);
    await install?.(app);
    registerHandlers(app, areaCalls[area as keyof typeof areaCalls], handlers);
  }

  const renderer = config.serverRender ? new PageRenderer(config, app, app.log) : null;
  await staticPlugin(app, config, new BuildInfo(config.hostDist, config.deployDir), ctx.routeRules, centerPageRecords(database.db), renderer, ctx.dataVersion);
  return app;
}
