import type { FastifyInstance } from 'fastify';
import { createVideoAdapter } from '../../adapters/video';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { bookingRoutes } from './booking';
import { catalogRoutes } from './catalog';
import type { DscsnContext } from './context';

/** Consultation (issue 5): institutions, offices, calendar, booking, my reservations, video room. */
export function dscsnRoutes(app: FastifyInstance, { db }: Database, config: Config): DscsnContext {
  const ctx: DscsnContext = { db, config, video: createVideoAdapter(config.videoAdapter) };
  catalogRoutes(app, ctx);
  bookingRoutes(app, ctx);
  return ctx;
}
