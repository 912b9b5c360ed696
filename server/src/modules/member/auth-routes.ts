import type { FastifyInstance } from 'fastify';
import { apiCalls, emptyAuthRecord, type AuthRecord } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { defineRoute } from '../../http/route';
import { cookiePath, secureCookie } from '../../plugins/security';
import { authRecordOf, deleteSession, findSession, hashToken, sessionToken, touchSession } from './session';

/**
 * Every authenticated /api call slides the 1800 s idle limit (never past the 12 h absolute end).
 * One conditional UPDATE that writes only when the end moves by more than a minute.
 */
export function sessionSliding(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url; // as matched, whatever the spelling of the path
    if (!route?.startsWith('/api/') || route === apiCalls.logout.path) return;
    const token = sessionToken(req);
    if (token) await touchSession(db, hashToken(token), nowOf(req));
  });
}

export function authRoutes(app: FastifyInstance, { db }: Database, config: Config) {
  defineRoute(app, apiCalls.loginStatus, async (req, reply): Promise<AuthRecord> => {
    reply.header('Cache-Control', 'no-store');
    const s = await findSession(db, req); // already slid by sessionSliding
    if (!s) return emptyAuthRecord;
    return authRecordOf(s);
  });

  defineRoute(app, apiCalls.logout, async (req, reply) => {
    await deleteSession(db, req, reply, secureCookie(config, req), cookiePath(config));
    return { success: true as const };
  });

  // The header's 연장 button (and the warning dialog): the server session slides with the timer.
  defineRoute(app, apiCalls.sessionExtend, async (req, reply) => {
    const s = await findSession(db, req);
    const now = nowOf(req);
    const expiresAt = s ? await touchSession(db, s.tokenHash, now, true) : null;
    if (!expiresAt) return { authenticated: false, expiresAt: null, remainingSeconds: 0 };
    return { authenticated: true, expiresAt: expiresAt.toISOString(), remainingSeconds: Math.round((expiresAt.getTime() - now.getTime()) / 1000) };
  });
}
