import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { normaliseMenuUrl, routes } from '@portal/contracts';
import type { Config } from '../config';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name does not change when their content does: always revalidated. */
const MUTABLE_NAMES = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html)(\.gz|\.br)?$/;

const knownPaths = new Set(routes.map((r) => r.path.toLowerCase()));
export function isKnownRoute(pathname: string): boolean {
  return knownPaths.has(normaliseMenuUrl(pathname).toLowerCase());
}

function cacheHeaders(reply: { header(n: string, v: string): unknown }, filePath: string) {
  reply.header('Cache-Control', MUTABLE_NAMES.test(filePath.replaceAll('\\', '/')) ? NO_CACHE : IMMUTABLE);
}

/**
 * One process serves it all on one machine: the host shell at /, each remote's version folders
 * under /remotes/<name>/<version>/, and the registry that says which version is live.
 */
export async function staticPlugin(app: FastifyInstance, config: Config) {
  const remotesDir = path.join(config.deployDir, 'remotes');
  const registryFile = path.join(config.deployDir, 'registry.json');

  app.get('/registry.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    reply.type('application/json; charset=utf-8');
    try {
      return await readFile(registryFile, 'utf8');
    } catch {
      return JSON.stringify({ updatedAt: new Date(0).toISOString(), remotes: [] });
    }
  });

  mkdirSync(remotesDir, { recursive: true });
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
    const pathname = req.url.split('?')[0];
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/remotes/');
    if (wantsPage && hasHost && !/\.[a-z0-9]{1,5}$/i.test(pathname)) {
      // The single-page app renders every route; a path the portal does not have still gets the
      // shell (which shows 'Page not found') but with an honest 404 status.
      reply.code(isKnownRoute(pathname) ? 200 : 404);
      return reply.sendFile('index.html', config.hostDist);
    }
    return reply.code(404).send({ message: `요청하신 주소(${pathname.slice(0, 200)})를 찾을 수 없습니다.` });
  });
}
