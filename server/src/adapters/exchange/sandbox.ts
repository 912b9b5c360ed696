import type { PrdocRecord } from '@portal/contracts';
import { ExchangeError, type ExchangeAdapter, type ExchangeMode, type ExchangeRequest } from './index';
import { sandboxRecord } from './sandbox-data';

/**
 * The sandbox 행정정보 공동이용 centre: answers like the real one from deterministic sandbox people
 * (sandbox-data.ts), "no record" for status documents of anyone not in SANDBOX_PERSONS, and — for a
 * member who asked for it with POST /api/prdoc/exchange/sandbox — an outage (DOWN) or no answer at
 * all (the portal's timeout then ends the wait). The mode is per member and in this process only:
 * it is a testing switch, not state a second replica must see.
 */
export class SandboxExchangeAdapter implements ExchangeAdapter {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  private readonly modes = new Map<string, ExchangeMode>();

  setMode(memberId: string, mode: ExchangeMode): void {
    if (mode === 'NORMAL') this.modes.delete(memberId);
    else this.modes.set(memberId, mode);
  }

  async request(req: ExchangeRequest, signal: AbortSignal): Promise<PrdocRecord> {
    const mode = this.modes.get(req.requester) ?? 'NORMAL';
    if (mode === 'OUTAGE') throw new ExchangeError('DOWN');
    if (mode === 'TIMEOUT') {
      // never answers: waits until the portal gives up (fetchRecord aborts at its timeout)
      await new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
      throw new ExchangeError('TIMEOUT');
    }
    return sandboxRecord(req.person, req.code, req.options, req.today);
  }
}
