import type { FastifyRequest } from 'fastify';
import { hashToken, sessionToken } from './session';

/** Rate-limit key of a caller: the session (hashed) when signed in, else the client address. */
export function perSession(req: FastifyRequest): string {
  const token = sessionToken(req);
  return token ? `s:${hashToken(token)}` : `ip:${req.ip}`;
}

/** Writes per session and 10 minutes: far above what a person does, low enough to stop a script. */
export const WRITE_LIMIT = (max: number) => ({ config: { rateLimit: { max, timeWindow: 10 * 60_000, keyGenerator: perSession } } });

/** Per client (address): 20 answers in 10 minutes is far above what a person gives (page satisfaction, surveys). */
export const SATISFACTION_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };
