import { emptyAuthRecord, type AuthRecord, type memberCalls } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Handlers } from '../../http/route';
import { cookiePath, secureCookie } from '../../http/cookies';
import { authRecordOf, deleteSession, findSession } from '../../kernel/session';

export function authHandlers(db: Db, config: Config) {
  return {
    loginStatus: async (req, reply): Promise<AuthRecord> => {
      reply.header('Cache-Control', 'no-store');
      const s = await findSession(db, req); // already slid by sessionSliding
      if (!s) return emptyAuthRecord;
      return authRecordOf(s);
    },
    logout: async (req, reply) => {
      await deleteSession(db, req, reply, secureCookie(config, req), cookiePath(config));
      return { success: true as const };
    },
  } satisfies Partial<Handlers<typeof memberCalls>>;
}
