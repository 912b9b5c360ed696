import type { FastifyInstance } from 'fastify';
import { apiCalls, emptyAuthRecord, type AuthRecord } from '@portal/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import { secureCookie } from '../../plugins/security';
import { deleteSession, findSession, touchSession } from './session';

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
    await deleteSession(db, req, reply, secureCookie(config, req));
    return { success: true as const };
  });
}
