import type { FastifyInstance } from 'fastify';
import { createEsignAdapter } from '../../adapters/esign';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { aplyRoutes } from './aply';
import type { ElrcptContext } from './context';
import { esignRoutes } from './esign';
import { myElrcptRoutes } from './my';
import { loadRrnKey } from './rrn';
import { staffElrcptRoutes } from './staff';

/** Electronic application (issue 16): drafts, e-signature, submission, withdrawal, supplements, my pages and the institution staff. */
export async function elrcptRoutes(app: FastifyInstance, { db }: Database, config: Config): Promise<ElrcptContext> {
  const ctx: ElrcptContext = { db, config, esign: createEsignAdapter(config.esignAdapter), rrnKey: await loadRrnKey(db, config.rrnKey) };
  const aply = aplyRoutes(app, ctx);
  esignRoutes(app, ctx, aply);
  myElrcptRoutes(app, ctx);
  staffElrcptRoutes(app, ctx);
  return ctx;
}
