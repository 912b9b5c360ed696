import type { FastifyInstance } from 'fastify';
import { apiCalls, emptyAuthRecord, type AuthRecord } from '@portal/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import { cookiePath, secureCookie } from '../../plugins/security';
import { SESSION_TTL_SECONDS, deleteSession, findSession, touchSession } from './session';

export function authRoutes(app: FastifyInstance, { db }: Database, config: Config) {
  defineRoute(app, apiCalls.loginStatus, async (req, reply): Promise<AuthRecord> => {
    reply.header('Cache-Control', 'no-store');
    const s = await findSession(db, req);
    if (!s) return emptyAuthRecord;
    await touchSession(db, s.tokenHash);
    return {
      authenticated: true,
      memberId: s.loginId,
      memberName: s.memberName,
      mbrTypeCd: s.mbrTypeCd,
      lgnDt: s.loginAt.toISOString(),
      lastLoginDate: s.prevLoginAt ? s.prevLoginAt.toISOString() : null,
    };
  });

  defineRoute(app, apiCalls.logout, async (req, reply) => {
    await deleteSession(db, req, reply, secureCookie(config, req), cookiePath(config));
    return { success: true as const };
  });

  // The header's 연장 button (and the warning dialog): the server session slides with the timer.
  defineRoute(app, apiCalls.sessionExtend, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const s = await findSession(db, req);
    if (!s) return { authenticated: false, expiresAt: null, remainingSeconds: 0 };
    const expiresAt = await touchSession(db, s.tokenHash);
    return { authenticated: true, expiresAt: expiresAt.toISOString(), remainingSeconds: SESSION_TTL_SECONDS };
  });
}
