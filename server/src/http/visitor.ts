import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { cookiePath, secureCookie } from './cookies';

/**
 * A browser session of a visitor who may not be signed in: an HttpOnly cookie without an expiry
 * (it ends when the browser closes), set on first use. Used where "once per session" matters
 * without an account: a view counted once, a survey answered once. Only its hash is stored.
 */
export const VISITOR_COOKIE = 'PORTAL_VISITOR';
const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

/** sha256 hex of this browser's visitor token; sets the cookie (and makes the token) when missing. */
export function visitorKey(config: Config, req: FastifyRequest, reply: FastifyReply): string {
  let token = req.cookies[VISITOR_COOKIE];
  if (!token || !TOKEN_RE.test(token)) {
    token = randomBytes(24).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, token, { path: cookiePath(config), httpOnly: true, sameSite: 'lax', secure: secureCookie(config, req) });
    // later calls in the same request see the same visitor
    req.cookies[VISITOR_COOKIE] = token;
  }
  return createHash('sha256').update(token).digest('hex');
}
