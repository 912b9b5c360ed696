import type { FastifyInstance } from 'fastify';
import { createVerifyAdapter } from '../../adapters/verify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accountRoutes } from './account-routes';
import type { MemberContext } from './context';
import { joinRoutes } from './join-routes';
import { loginRoutes } from './login-routes';
import { loadPersonKeySecret } from './secrets';
import { testRoutes } from './test-routes';
import { verifyRoutes } from './verify-routes';

/** Membership and sign-in (issue 4): verification, join, login, recovery, my info, withdrawal. */
export async function memberRoutes(app: FastifyInstance, { db }: Database, config: Config): Promise<MemberContext> {
  const ctx: MemberContext = {
    db,
    config,
    adapter: createVerifyAdapter(config.verifyAdapter),
    secret: await loadPersonKeySecret(db, config.personKeySecret),
  };
  verifyRoutes(app, ctx);
  joinRoutes(app, ctx);
  loginRoutes(app, ctx);
  accountRoutes(app, ctx);
  if (config.testClock) testRoutes(app, ctx);
  return ctx;
}
