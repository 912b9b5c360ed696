import { loadConfig } from './config';
import { errorSummary } from './http/log-safe';
import { ProductionConfigRefused } from './production-config';
import { prepare } from './start-server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const { app, database } = await prepare(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  법률구조 플랫폼이 실행 중입니다: http://localhost:${port}${config.contextPath}/\n  (database: ${database.kind}${database.kind === 'pglite' ? ' in ' + config.dataDir : ''})\n`);
  if (config.demo) console.log('  시연용 누리집입니다 (PORTAL_DEMO=1): 본인확인 등은 샌드박스이며 모든 화면과 알림에 시연용이라고 표시됩니다.\n  A demonstration deployment: sandbox identity checks, marked on every page and notice.\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: errorSummary(error) }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  // a refused production configuration names each setting (never a value), in Korean and English
  if (error instanceof ProductionConfigRefused) console.error(`서버를 시작하지 않습니다. / Not starting.\n${error.message}`);
  // the code and name only: a failed migration or seed query would print its SQL and parameters
  else console.error('서버를 시작하지 못했습니다:', JSON.stringify(errorSummary(error)));
  process.exit(1);
});
