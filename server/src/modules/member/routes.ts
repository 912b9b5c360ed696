import type { memberCalls } from '@portal/contracts';
import { createVerifyAdapter } from '../../adapters/verify';
import type { Module } from '../../kernel/module';
import { accountHandlers } from './account-routes';
import { authHandlers } from './auth-routes';
import { captchaHandlers } from './captcha-routes';
import type { MemberContext } from './context';
import { joinHandlers } from './join-routes';
import { loginHandlers } from './login-routes';
import { loadPersonKeySecret } from './secrets';
import { testRoutes } from './test-routes';
import { verifyHandlers } from './verify-routes';

/** Membership and sign-in (issue 4): verification, join, login, recovery, my info, withdrawal. */
export const memberModule: Module<typeof memberCalls> = async ({ db, config }) => {
  const ctx: MemberContext = {
    db,
    config,
    adapter: createVerifyAdapter(config.verifyAdapter),
    secret: await loadPersonKeySecret(db, config.personKeySecret),
  };
  return {
    handlers: {
      ...authHandlers(db, config),
      ...verifyHandlers(ctx),
      ...captchaHandlers(ctx),
      ...joinHandlers(ctx),
      ...loginHandlers(ctx),
      ...accountHandlers(ctx),
    },
    install(app) {
      if (config.testClock) testRoutes(app, ctx);
    },
  };
};
