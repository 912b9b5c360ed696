import type { prdocCalls } from '@portal/contracts';
import { createExchangeAdapter } from '../../adapters/exchange';
import { createWalletAdapter } from '../../adapters/wallet';
import type { Module } from '../../kernel/module';
import type { PrdocContext } from './context';
import { schedulePeriodic } from '../../kernel/background';
import { PRDOC_JOBS_EVERY_MS, runPrdocJobs, type PrdocJobResult } from './jobs';
import { myHandlers } from './my';
import { staffHandlers } from './staff';
import { supplyHandlers } from './supply';

declare module 'fastify' {
  interface FastifyInstance {
    /** Supporting documents, for tests and the CLI: run the expiry and retention jobs now (by app.now()). */
    prdoc: { ctx: PrdocContext; jobs: () => Promise<PrdocJobResult> };
  }
}

/** Supporting documents (issue 17): an application's documents (exchange, wallet, upload, 나의서류), 나의서류, staff review, the jobs. */
export const prdocModule: Module<typeof prdocCalls> = ({ db, config, files, now }) => {
  const ctx: PrdocContext = {
    db,
    config,
    storage: files,
    exchange: createExchangeAdapter(config.exchangeAdapter),
    wallet: createWalletAdapter(config.walletAdapter),
  };
  return {
    handlers: { ...supplyHandlers(ctx), ...myHandlers(ctx), ...staffHandlers(ctx) },
    install(app) {
      const jobs = () => runPrdocJobs(db, files, now());
      app.decorate('prdoc', { ctx, jobs });
      schedulePeriodic(app, { what: 'supporting-document jobs', everyMs: PRDOC_JOBS_EVERY_MS, enabled: config.notifyIntervalMs > 0, run: jobs });
    },
  };
};
