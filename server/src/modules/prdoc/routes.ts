import type { FastifyInstance } from 'fastify';
import { createExchangeAdapter } from '../../adapters/exchange';
import { createWalletAdapter } from '../../adapters/wallet';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ElrcptContext } from '../elrcpt/context';
import type { PrdocContext } from './context';
import { runPrdocJobs, schedulePrdocJobs, type PrdocJobResult } from './jobs';
import { myPrdocRoutes } from './my';
import { staffPrdocRoutes } from './staff';
import { supplyRoutes } from './supply';

declare module 'fastify' {
  interface FastifyInstance {
    /** Supporting documents, for tests and the CLI: run the expiry and retention jobs now (by app.now()). */
    prdoc: { ctx: PrdocContext; jobs: () => Promise<PrdocJobResult> };
  }
}

/** Supporting documents (issue 17): an application's documents (exchange, wallet, upload, 나의서류), 나의서류, staff review, the jobs. */
export function prdocRoutes(app: FastifyInstance, { db }: Database, config: Config, elrcpt: ElrcptContext): PrdocContext {
  const ctx: PrdocContext = {
    db,
    config,
    storage: app.dscsn.storage,
    exchange: createExchangeAdapter(config.exchangeAdapter),
    wallet: createWalletAdapter(config.walletAdapter),
    elrcpt,
  };
  supplyRoutes(app, ctx);
  myPrdocRoutes(app, ctx);
  staffPrdocRoutes(app, ctx);
  const jobs = () => runPrdocJobs(db, ctx.storage, app.now());
  app.decorate('prdoc', { ctx, jobs });
  schedulePrdocJobs(app, jobs, config.notifyIntervalMs > 0);
  return ctx;
}
