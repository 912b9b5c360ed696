import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export function secureCookie(config: Config, req: FastifyRequest): boolean {
  return config.cookieSecure === 'auto' ? req.protocol === 'https' : config.cookieSecure;
}

/** Cookies are scoped to the app context path, so two portals on one host keep their own. */
export function cookiePath(config: Config): string {
  return config.contextPath || '/';
}
