import type { FastifyInstance } from 'fastify';
import type { OutboxSender } from '../adapters/notify/outbox';
import { errorSummary } from '../http/log-safe';

/** How often unattached uploads are swept (the outbox runs on every tick). */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Background work of this process: the outbox sender on every tick and
 * the upload sweep every 10 minutes. Started when the app is ready, stopped (and awaited) on close.
 * Every replica runs it; SKIP LOCKED claims and conditional deletes keep them from doing a job twice.
 * A tick sends batch after batch while batches come back full (a backlog drains at once, not one
 * batch per interval); the interval is only the idle poll. Close stops it between batches.
 */
export function startBackground(app: FastifyInstance, outbox: OutboxSender, sweep: () => Promise<unknown>, intervalMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastSweep = 0;
  let closing = false;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await outbox.drain(() => closing);
        if (!closing && Date.now() - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = Date.now();
          await sweep();
        }
      } catch (error) {
        app.log.warn({ err: errorSummary(error) }, 'consultation background work failed; retrying on the next tick');
      } finally {
        running = null;
      }
    })();
  };
  app.addHook('onReady', async () => {
    if (intervalMs > 0) {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}

/**
 * A job of a module that runs every `everyMs` once the app is ready (not at all unless `enabled`),
 * one run at a time, stopped and awaited on close. A failed run is logged (`what` names it, never its
 * data) and tried again on the next tick. Every replica runs it: the job itself must be safe to repeat.
 */
export function schedulePeriodic(app: FastifyInstance, { what, everyMs, enabled, run }: { what: string; everyMs: number; enabled: boolean; run: () => Promise<unknown> }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined)
      .catch((error) => app.log.warn({ err: errorSummary(error) }, `${what} failed; retrying on the next tick`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    if (!enabled) return;
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
