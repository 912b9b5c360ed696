import type { areaCalls } from '@portal/contracts';
import type { Module } from '../../kernel/module';
import { codeHandlers } from './code-routes';
import { menuHandlers } from './menu-routes';
import { openApiDocument } from './openapi';
import { opsHandlers } from './ops-routes';
import { satisfactionHandlers } from './satisfaction-routes';
import { sessionHandlers } from './session-routes';

/** The shell (issue 1–3): health, codes, menus and page access, route rules, page satisfaction, the session timer, the API's own description. */
export const shellModule: Module<(typeof areaCalls)['shell']> = ({ db, database, now, routeRules, menus }) => {
  return {
    handlers: {
      ...opsHandlers(database, now),
      ...codeHandlers(db),
      ...menuHandlers(db, menus, routeRules),
      ...satisfactionHandlers(db, menus),
      ...sessionHandlers(db),
    },
    install(app) {
      const doc = openApiDocument();
      app.get('/api/openapi.json', async () => doc);
    },
  };
};
