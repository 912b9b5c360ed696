import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { PAINT_FIRST_CSP_SOURCE } from '../modules/shell/build-info';
import { XSRF_COOKIE, XSRF_HEADER, cookiePath, secureCookie } from '../http/cookies';
import { isOutsideContext } from './context-path';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Answers that never set the XSRF cookie: static files, and the open API, whose clients are other
 * servers calling with a key (a cookie there is noise, and shared caches do not store answers that set one).
 */
const NO_XSRF_COOKIE = ['/remotes/', '/static/', '/openapi/'];

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
    if (!cookie || !TOKEN_RE.test(cookie)) {
      const path = req.url.split('?')[0];
      if (!NO_XSRF_COOKIE.some((prefix) => path.startsWith(prefix)) && !isOutsideContext(req)) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: cookiePath(config),
          sameSite: 'lax',
          secure: secureCookie(config, req),
          httpOnly: false, // the page's script reads it to send the header
        });
      }
    }
    // Decided on the method and the route as matched (after decoding), never on the raw URL: every
    // state-changing request needs the token, whatever path spelling reached whichever route.
    if (!UNSAFE.has(req.method)) return;
    const refused = crossSiteReason(req) ?? csrfReason(req, cookie) ?? mediaTypeReason(req);
    if (refused) return reply.code(refused.status).send({ message: refused.message });
  });
}

type Refusal = { status: number; message: string };

const CSRF_MESSAGE = '보안 확인 값(XSRF-TOKEN)이 없거나 맞지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주십시오.';
const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리하지 않습니다. 법률구조 플랫폼 화면에서 다시 시도해 주십시오.';

function csrfReason(req: FastifyRequest, cookie: string | undefined): Refusal | null {
  const header = req.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) return { status: 403, message: CSRF_MESSAGE };
  return null;
}

/**
 * Second line behind the token: browsers say where a request comes from. `Sec-Fetch-Site` other
 * than same-origin/none, or an `Origin` whose host is not the one asked, is refused. Clients that
 * send neither (curl, other servers) still need the token.
 */
function crossSiteReason(req: FastifyRequest): Refusal | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return { status: 403, message: CROSS_SITE_MESSAGE };
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  return hostOf(origin) !== null && hostOf(origin) === hostOf(`http://${req.host}`) ? null : { status: 403, message: CROSS_SITE_MESSAGE };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A call takes the body type its contract names: JSON unless it `consumes` multipart. The types an
 * HTML form (or a no-cors fetch) can send cross-site — urlencoded, multipart, text/plain — are
 * refused on JSON calls, even with a valid token.
 */
function mediaTypeReason(req: FastifyRequest): Refusal | null {
  const call = req.routeOptions.config?.apiCall;
  if (!call) return null;
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const wanted = call.consumes ?? 'application/json';
  if (type === wanted || (type === '' && !hasBody)) return null;
  return {
    status: 415,
    message:
      wanted === 'application/json'
        ? '지원하지 않는 형식입니다. 요청 본문은 JSON(Content-Type: application/json)으로 보내 주십시오.'
        : '지원하지 않는 형식입니다. 첨부파일은 multipart/form-data 형식으로 보내 주십시오.',
  };
}
