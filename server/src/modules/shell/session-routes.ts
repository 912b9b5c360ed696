import type { areaCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import type { Handlers } from '../../http/route';
import { findSession, touchSession } from '../../kernel/session';

export function sessionHandlers(db: Db) {
  return {
    // The header's 연장 button (and the warning dialog): the server session slides with the timer.
    sessionExtend: async (req) => {
      const s = await findSession(db, req);
      const now = nowOf(req);
      const expiresAt = s ? await touchSession(db, s.tokenHash, now, true) : null;
      if (!expiresAt) return { authenticated: false, expiresAt: null, remainingSeconds: 0 };
      return { authenticated: true, expiresAt: expiresAt.toISOString(), remainingSeconds: Math.round((expiresAt.getTime() - now.getTime()) / 1000) };
    },
  } satisfies Partial<Handlers<(typeof areaCalls)['shell']>>;
}
