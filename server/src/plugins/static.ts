import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiCalls, validateRoute } from '@portal/contracts';
import { nowOf } from '../clock';
import type { Config } from '../config';
import { defineRoute } from '../http/route';
import { FONTS_COOKIE, renderShell, withPrerender, type BuildInfo } from '../modules/shell/build-info';
import type { PageRenderer } from '../ssr/page-renderer';
import { RenderCache, mainKey, renderKey } from '../ssr/render-cache';
import { encode, pickEncoding, varyOnEncoding } from './compress';
import { VISITOR_COOKIE } from '../http/visitor';
import type { RouteRuleService } from '../kernel/route-rules/service';
import { isOutsideContext } from './context-path';
import { isKnownRoute } from './known-routes';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name does not change when their content does: always revalidated. */
const MUTABLE_NAMES = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html)(\.gz|\.br)?$/;

function cacheHeaders(reply: { header(n: string, v: string): unknown }, filePath: string) {
  reply.header('Cache-Control', MUTABLE_NAMES.test(filePath.replaceAll('\\', '/')) ? NO_CACHE : IMMUTABLE);
}

const notFoundBody = (pathname: string) => ({ message: `요청하신 주소(${pathname.slice(0, 200)})를 찾을 수 없습니다.` });

/**
 * One process serves it all on one machine: the host shell at /, each remote's version folders
 * under /remotes/<name>/<version>/, the registry that says which version is live, and the build
 * manifest. Under PORTAL_CONTEXT_PATH all of it sits below the prefix (see context-path.ts: routes
 * are written for the root and the prefix is stripped before routing).
 */
export async function staticPlugin(
  app: FastifyInstance,
  config: Config,
  build: BuildInfo,
  rules: RouteRuleService,
  /** false: a well-formed page address names a record that does not exist (the page answers 404). */
  recordExists: (page: string, params: URLSearchParams) => Promise<boolean> = async () => true,
  /** Renders a page's HTML on the server (null: the browser renders it from the plain shell). */
  renderer: PageRenderer | null = null,
  /** The version of the data anonymous pages show (ssr/page-data.ts); null: rendered pages are not kept. */
  dataVersion: (() => Promise<string>) | null = null,
) {
  const cache = new RenderCache(dataVersion ? config.pageCacheBytes : 0);
  const remotesDir = path.join(config.deployDir, 'remotes');
  const registryFile = path.join(config.deployDir, 'registry.json');
  const ctx = config.contextPath;

  app.get('/registry.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    reply.type('application/json; charset=utf-8');
    try {
      return await readFile(registryFile, 'utf8');
    } catch {
      return JSON.stringify({ updatedAt: new Date(0).toISOString(), remotes: [] });
    }
  });

  // Polled by the shell with ?t=<ms> (ignored): whatever id it asks with, the answer is the current one.
  defineRoute(app, apiCalls.buildManifest, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { buildId, hostBuild, registryUpdatedAt } = await build.current();
    return { buildId, hostBuild, registryUpdatedAt };
  });

  try {
    mkdirSync(remotesDir, { recursive: true });
  } catch {
    // a read-only deploy volume (replicas behind nginx) before anything was published: nothing to serve yet
  }
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });

  const hasHost = existsSync(path.join(config.hostDist, 'index.html'));
  if (hasHost) {
    await app.register(fastifyStatic, {
      root: config.hostDist,
      prefix: '/',
      // Only the files present at start-up (the host is replaced by restarting, remotes are not):
      // every other path falls through to the page handler below.
      wildcard: false,
      // index.html always goes through the page handler, which adds the build id and context path
      allowedPath: (pathName) => !/^\/index\.html$/i.test(pathName),
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(config.hostDist, filePath).replaceAll('\\', '/');
        reply.header('Cache-Control', rel.startsWith('static/') ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const [pathname, search = ''] = req.url.split(/\?(.*)/s, 2);
    if (isOutsideContext(req)) {
      // under a context path nothing else on this host is ours (the probes aside)
      return reply.code(404).send(notFoundBody(String(req.originalUrl ?? req.url).split('?')[0]));
    }
    const isPageMethod = req.method === 'GET' || req.method === 'HEAD';
    const isIndexFile = /^\/index\.html$/i.test(pathname);
    const wantsPage =
      isPageMethod &&
      (isIndexFile ||
        (!pathname.startsWith('/api/') &&
          !pathname.startsWith('/remotes/') &&
          !pathname.startsWith('/_build/') &&
          !/\.[a-z0-9]{1,5}$/i.test(pathname)));
    // (no host installed at all: answered below with the plain 404)
    if (!wantsPage) return reply.code(404).send(notFoundBody(ctx + pathname));

    const state = await build.current();
    if (state.html === null) return reply.code(404).send(notFoundBody(ctx + pathname));
    const page = isIndexFile ? '/' : pathname;
    // A full page load of a path with a route rule goes straight where the shell would send it.
    const rule = await rules.resolve(page, nowOf(req).getTime());
    if (rule.action === 'REDIRECT' && rule.location) {
      reply.header('Cache-Control', 'no-cache');
      return reply.redirect(ctx + rule.location + (search ? `?${search}` : ''), 302);
    }
    if (rule.action === 'EXTERNAL' && rule.location) {
      reply.header('Cache-Control', 'no-cache');
      return reply.redirect(rule.location, 302);
    }

    // The single-page app renders every route; a path the portal does not have, or one whose
    // validation step fails (spec section 2), still gets the shell, with an honest 404.
    let valid = isKnownRoute(page);
    if (valid) {
      try {
        valid = validateRoute(page, new URLSearchParams(search));
      } catch {
        valid = false;
      }
    }
    if (valid) valid = await recordExists(page, new URLSearchParams(search));
    reply.code(valid ? 200 : 404);
    reply.header('Cache-Control', NO_CACHE);
    reply.type('text/html; charset=utf-8');
    const isMain = page === '/' && valid && state.mainHtml !== null;
    let template = isMain ? state.mainHtml! : state.html;
    /** Set when this page's HTML is kept: what is sent is then kept beside it. */
    let keptKey: string | null = null;
    if (isMain && cache.enabled) {
      keptKey = mainKey(state.buildId);
      if (cache.get(keptKey) === undefined) cache.set(keptKey, template);
    }
    if (valid && page !== '/' && renderer && state.bootAssets) {
      try {
        const key = cache.enabled && dataVersion ? renderKey({ page, search, buildId: state.buildId, dataVersion: await dataVersion(), now: nowOf(req) }) : null;
        const kept = key === null ? undefined : cache.get(key);
        if (kept !== undefined) {
          template = kept;
          keptKey = key;
          reply.header('x-page-cache', 'hit');
        } else {
          const rendered = await renderer.render(page, search, state.registryText, req.cookies?.[VISITOR_COOKIE], req.ip);
          const html = rendered && withPrerender(state.html, rendered.html, state.bootAssets, rendered);
          if (html) {
            template = html;
            if (rendered.setCookies.length) reply.header('set-cookie', rendered.setCookies);
            if (key !== null && rendered.shared) {
              cache.set(key, html);
              keptKey = key;
            }
            if (key !== null) reply.header('x-page-cache', rendered.shared ? 'miss' : 'personal');
          }
        }
      } catch (error) {
        // the plain shell still serves the page: the browser renders it
        req.log.error({ err: error }, 'server rendering failed');
      }
    }
    const withFonts = req.cookies?.[FONTS_COOKIE] === '1';
    const shell = () => renderShell(template, { contextPath: ctx, buildId: state.buildId, fonts: withFonts ? state.fonts : null, demo: config.demo });
    if (keptKey !== null) {
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const body = cache.sent(keptKey, `${withFonts ? 'fonts' : 'plain'}|${encoding ?? 'identity'}`, () => encode(Buffer.from(shell()), encoding));
      if (body !== undefined) {
        varyOnEncoding(reply);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply.send(body);
      }
    }
    return shell();
  });
}
