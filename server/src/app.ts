import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { installClock } from './clock';
import { installAccessGuards } from './http/access';
import { authRoutes, sessionSliding } from './modules/member/auth-routes';
import { memberRoutes } from './modules/member/routes';
import { dscsnRoutes } from './modules/dscsn/routes';
import { elrcptRoutes } from './modules/elrcpt/routes';
import { prdocRoutes } from './modules/prdoc/routes';
import { centerRoutes } from './modules/center/routes';
import { codeRoutes } from './modules/shell/code-routes';
import { MenuService } from './modules/shell/menu-service';
import { menuRoutes } from './modules/shell/menu-routes';
import { BuildInfo } from './modules/shell/build-info';
import { noticeRoutes } from './modules/center/notice-latest';
import { opsRoutes } from './modules/shell/ops-routes';
import { satisfactionRoutes } from './modules/shell/satisfaction-routes';
import { dgstfnRoutes } from './modules/dgstfn/routes';
import { policyRoutes } from './modules/policy/routes';
import { slfdgnsRoutes } from './modules/slfdgns/routes';
import { statuteRoutes } from './modules/statute/routes';
import { servicesRoutes } from './modules/services/routes';
import { searchRoutes } from './modules/search/routes';
import { aiRoutes } from './modules/ai/routes';
import { sandboxAdapter } from './modules/ai/answer';
import { openAiCompatibleAdapter } from './adapters/llm/openai-compatible';
import { openDatabase } from './db/client';
import { RouteRuleService } from './modules/shell/route-rule-service';
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

  const menuService = new MenuService(database.db);
  const routeRules = new RouteRuleService(database.db, app.log);
  opsRoutes(app, database);
  authRoutes(app, database, config);
  await memberRoutes(app, database, config);
  codeRoutes(app, database);
  menuRoutes(app, database, menuService, routeRules);
  satisfactionRoutes(app, database, menuService);
  noticeRoutes(app, database);
  await dscsnRoutes(app, database, config);
  const elrcpt = await elrcptRoutes(app, database, config);
  prdocRoutes(app, database, config, elrcpt);
  const centerPages = await centerRoutes(app, database, config);
  dgstfnRoutes(app, database, config);
  policyRoutes(app);
  slfdgnsRoutes(app);
  statuteRoutes(app, database, config);
  servicesRoutes(app, database.db);
  // search reads from a replica when DATABASE_READ_URL is set (same SQL; writes stay on the primary)
  const readDatabase = config.databaseReadUrl ? await openDatabase({ databaseUrl: config.databaseReadUrl, poolSize: config.dbPoolSize }) : database;
  if (readDatabase !== database) app.addHook('onClose', () => readDatabase.close());
  searchRoutes(app, database, readDatabase);
  aiRoutes(app, database, readDatabase, config.aiQuestionsPerAddressHour, config.llm.adapter === 'openai-compatible' ? openAiCompatibleAdapter(config.llm) : sandboxAdapter);

  const renderer = config.serverRender ? new PageRenderer(config, app, app.log) : null;
  await staticPlugin(app, config, new BuildInfo(config.hostDist, config.deployDir), routeRules, centerPages, renderer);
  return app;
}
