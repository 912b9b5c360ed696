// `node server/dist/cli.mjs migrate|seed|files:rekey`: database and storage chores without starting the server.
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { seedSandboxAccounts } from './db/seed/sandbox-accounts';
import { rekeyFiles } from './kernel/files/rekey';
import { createSandboxSessions } from './modules/member/sandbox-sessions';

const [cmd] = process.argv.slice(2);
// database chores serve nobody: the production refusal of sandboxes (production-config.ts) is the server's
const config = loadConfig(process.env, { serving: false });
// sample accounts (public password, staff included) and ready-made sessions: never in a real deployment
if ((cmd?.startsWith('sandbox:') || config.seedSandboxAccounts) && config.env === 'production' && !config.demo) {
  console.error(
    `${cmd?.startsWith('sandbox:') ? cmd : 'SEED_SANDBOX_ACCOUNTS=1'}: 운영 설정(NODE_ENV=production)에서는 견본 계정과 세션을 만들지 않습니다. 시연용 누리집이면 PORTAL_DEMO=1을 정해 주세요. / Refused in production; set PORTAL_DEMO=1 for a demonstration deployment.`,
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }).catch((error: Error) => {
  // e.g. the embedded database is open in the running portal: say so, without a stack
  console.error(error.message);
  process.exit(1);
});
try {
  if (cmd === 'migrate' || cmd === 'setup') console.log('migrations applied:', (await migrate(database, config.migrationsDir)).join(', ') || 'none');
  if (cmd === 'seed' || cmd === 'setup') {
    console.log('seeded:', await seed(database));
    if (config.seedSandboxAccounts) console.log('sandbox accounts:', (await seedSandboxAccounts(database, config)).join(', '));
  }
  if (cmd === 'sandbox:accounts') {
    // the sample accounts of the README, whatever NODE_ENV says (password Sandbox#2026)
    await migrate(database, config.migrationsDir);
    await seed(database);
    console.log(JSON.stringify({ accounts: await seedSandboxAccounts(database, config) }));
  }
  if (cmd === 'sandbox:sessions') {
    // Test and demo sign-ins without the membership flow: prints JSON tokens for PORTAL_SESSION.
    await migrate(database, config.migrationsDir);
    await seed(database);
    const count = Number(process.argv[process.argv.indexOf('--count') + 1]) || 20;
    console.log(JSON.stringify(await createSandboxSessions(database.db, count)));
  }
  if (cmd === 'files:rekey') process.exitCode = await rekeyFiles(database.db, config);
  if (!['migrate', 'seed', 'setup', 'sandbox:sessions', 'sandbox:accounts', 'files:rekey'].includes(cmd)) {
    console.error('usage: cli.mjs migrate|seed|setup|sandbox:sessions [--count N]|sandbox:accounts|files:rekey');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
