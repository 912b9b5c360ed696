import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The membership clock: real time, or the controlled clock a test injected (config.clock). */
    now: () => Date;
  }
}

export function installClock(app: FastifyInstance, clock?: () => Date) {
  app.decorate('now', clock ?? (() => new Date()));
}

/** The time of this request by the app's clock (real time when no app clock is installed). */
export function nowOf(req: FastifyRequest): Date {
  return typeof req.server.now === 'function' ? req.server.now() : new Date();
}
