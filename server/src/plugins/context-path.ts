import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Requests that arrived outside the app context path (answered 404, never as a page). */
const outside = new WeakSet<IncomingMessage>();
const OUTSIDE_PREFIX = '/_outside-context-path';
const PROBES = new Set(['/healthz', '/readyz']);

export const isOutsideContext = (req: FastifyRequest) => outside.has(req.raw);

/**
 * Fastify's rewriteUrl for PORTAL_CONTEXT_PATH: '/portal/api/x?y' is routed as '/api/x?y', so every
 * route, the static folders and the page fallback are written once, for the root. Probes answer at
 * the root too (load balancers and container health checks do not know the prefix). Anything else
 * outside the prefix is routed to a path no route has and marked, so the not-found handler answers
 * it with a plain 404.
 */
export function contextPathRewriter(contextPath: string): ((req: IncomingMessage) => string) | undefined {
  if (!contextPath) return undefined;
  return (req) => {
    const url = req.url ?? '/';
    if (url === contextPath || url.startsWith(contextPath + '/') || url.startsWith(contextPath + '?')) {
      const rest = url.slice(contextPath.length);
      return rest.startsWith('/') ? rest : '/' + rest;
    }
    if (PROBES.has(url.split('?')[0])) return url;
    outside.add(req);
    return OUTSIDE_PREFIX + (url.startsWith('/') ? url : '/' + url);
  };
}
