import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { PAINT_FIRST_CSP_SOURCE } from '../modules/build/build-info';
import { isOutsideContext } from './context-path';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function secureCookie(config: Config, req: FastifyRequest): boolean {
  return config.cookieSecure === 'auto' ? req.protocol === 'https' : config.cookieSecure;
}

/** Cookies are scoped to the app context path, so two portals on one host keep their own. */
export function cookiePath(config: Config): string {
  return config.contextPath || '/';
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Security headers (CSP: no inline script but the main page's fixed loader, by hash) and CSRF double-submit: XSRF-TOKEN cookie → X-XSRF-TOKEN header. */
export async function securityPlugin(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'self' plus the one inline loader of the prerendered main page (build-info.ts)
        scriptSrc: ["'self'", PAINT_FIRST_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure === true ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (req, reply) => {
    const cookie = req.cookies[XSRF_COOKIE];
    const path = req.url.split('?')[0];
    if (!cookie || !TOKEN_RE.test(cookie)) {
      if (!path.startsWith('/remotes/') && !path.startsWith('/static/') && !isOutsideContext(req)) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: cookiePath(config),
          sameSite: 'lax',
          secure: secureCookie(config, req),
          httpOnly: false, // the page's script reads it to send the header
        });
      }
    }
    if (UNSAFE.has(req.method) && path.startsWith('/api/')) {
      const header = req.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        return reply.code(403).send({
          message: '보안 확인 값(XSRF-TOKEN)이 없거나 맞지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주십시오.',
        });
      }
    }
  });
}
