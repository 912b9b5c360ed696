import type { PrdocFormCode, PrdocOptionValues, PrdocRecord } from '@portal/contracts';
import type { ExchangeAdapterName } from '../../config';
import { pickAdapter } from '../pick';
import { SandboxExchangeAdapter } from './sandbox';

/** Whom a document is about: the member's verified name and birth date (YYYYMMDD; '' when the account has none). */
export interface ExchangePerson {
  name: string;
  birthDate: string;
  gender: 'M' | 'F' | null;
}

export interface ExchangeRequest {
  /** The member asking (the sandbox keeps its outage/timeout mode per member). */
  requester: string;
  person: ExchangePerson;
  code: PrdocFormCode;
  /** The form's answers, already checked by checkPrdocOptions. */
  options: PrdocOptionValues;
  /** The consent's purpose, sent to the centre with the request. */
  purpose: string;
  /** YYYY-MM-DD (Seoul): the record's issue date. */
  today: string;
}

/** The centre's refusals: DOWN (503 EXCHANGE_DOWN), TIMEOUT (504 EXCHANGE_TIMEOUT), NO_RECORD (422: it holds no such record of this person). */
export class ExchangeError extends Error {
  constructor(public readonly kind: 'DOWN' | 'TIMEOUT' | 'NO_RECORD') {
    super(`exchange: ${kind}`);
  }
}

export type ExchangeMode = 'NORMAL' | 'OUTAGE' | 'TIMEOUT';

/**
 * The 행정정보 공동이용 centre (행정정보공동이용센터): the institution asks it, with the citizen's
 * consent, for one document of one person and gets the record back. A real centre is a new class
 * here plus a name in config.ADAPTERS.EXCHANGE_ADAPTER; it answers within the timeout or the request is
 * abandoned (fetchRecord).
 */
export interface ExchangeAdapter {
  readonly name: ExchangeAdapterName;
  /** true: pages say the answers come from the sandbox, and POST /api/prdoc/exchange/sandbox answers. */
  readonly sandbox: boolean;
  /** The record, or an ExchangeError; `signal` aborts when the portal stops waiting. */
  request(req: ExchangeRequest, signal: AbortSignal): Promise<PrdocRecord>;
  /** Sandbox only: how the centre answers this member's following requests (in this process). */
  setMode?(memberId: string, mode: ExchangeMode): void;
}

/** One request with the portal's timeout: unanswered after `timeoutMs` it is ExchangeError TIMEOUT. */
export async function fetchRecord(adapter: ExchangeAdapter, req: ExchangeRequest, timeoutMs: number): Promise<PrdocRecord> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new ExchangeError('TIMEOUT'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([adapter.request(req, abort.signal), timeout]);
  } catch (error) {
    if (error instanceof ExchangeError) throw error;
    // a connection refused, a broken answer …: the centre is not answering
    throw new ExchangeError('DOWN');
  } finally {
    clearTimeout(timer);
  }
}

export function createExchangeAdapter(name: ExchangeAdapterName): ExchangeAdapter {
  return pickAdapter('EXCHANGE_ADAPTER', '행정정보 공동이용', name, { sandbox: () => new SandboxExchangeAdapter() });
}
