import type { FastifyInstance } from 'fastify';
import type { OutboxSender } from '../../adapters/notify/outbox';

/** How often unattached uploads are swept (the outbox runs on every tick). */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Background work of the consultation area in this process: the outbox sender on every tick and
 * the upload sweep every 10 minutes. Started when the app is ready, stopped (and awaited) on close.
 * Every replica runs it; SKIP LOCKED and conditional deletes keep them from doing a job twice.
 */
export function startBackground(app: FastifyInstance, outbox: OutboxSender, sweep: () => Promise<unknown>, intervalMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastSweep = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await outbox.deliverDue();
        if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = Date.now();
          await sweep();
        }
      } catch (error) {
        app.log.warn({ err: { message: (error as Error)?.message } }, 'consultation background work failed; retrying on the next tick');
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
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
