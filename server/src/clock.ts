import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationError } from './http/route';

declare module 'fastify' {
  interface FastifyInstance {
    /** The membership clock: real time, or the controlled clock a test injected (config.clock). */
    now: () => Date;
  }
}

const TestClockBody = z.object({
  advanceSeconds: z
    .number({ error: '앞당길 시간을 초 단위 숫자로 보내 주세요.' })
    .int({ error: '앞당길 시간은 정수(초)로 보내 주세요.' })
    .min(0, { error: '앞당길 시간은 0초 이상이어야 합니다.' })
    .max(800 * 86_400, { error: '앞당길 시간은 800일 이하로 보내 주세요.' })
    .default(0),
  reset: z.boolean().default(false),
});

/**
 * Installs the app clock. With testClock (PORTAL_TEST_CLOCK=1, browser tests only) the clock is
 * real time plus an offset that POST /api/test/clock moves forward ({ advanceSeconds } or
 * { reset: true }), so session expiry, code expiry and login delays are tested without waiting.
 * The offset lives in this process: run one server when using it.
 */
export function installClock(app: FastifyInstance, clock?: () => Date, testClock = false) {
  let offsetMs = 0;
  app.decorate('now', clock ?? (testClock ? () => new Date(Date.now() + offsetMs) : () => new Date()));
  if (!testClock) return;
  app.log.warn('PORTAL_TEST_CLOCK=1: POST /api/test/clock can move the server clock (browser tests only)');
  app.post('/api/test/clock', async (req) => {
    const r = TestClockBody.safeParse(req.body ?? {});
    if (!r.success) throw validationError(r.error, 'body');
    offsetMs = r.data.reset ? 0 : offsetMs + r.data.advanceSeconds * 1000;
    return { now: app.now().toISOString(), offsetSeconds: Math.round(offsetMs / 1000) };
  });
}

/** The time of this request by the app's clock (real time when no app clock is installed). */
export function nowOf(req: FastifyRequest): Date {
  return typeof req.server.now === 'function' ? req.server.now() : new Date();
}
