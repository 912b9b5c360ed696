import type { Config } from '../../config';
import { ClamdScanner } from './clamav';
import { SandboxScanner } from './sandbox';

export type ScanResult = { clean: true } | { clean: false; signature: string };

/**
 * A virus scanner of uploads: every file is scanned before its type is checked and before anything
 * of it is kept. clamd (ClamAV's daemon, INSTREAM over TCP) when CLAMD_URL is set, otherwise the
 * sandbox scanner, which knows one "virus": the EICAR test file.
 */
export interface Scanner {
  readonly name: 'clamav' | 'sandbox';
  /** true: refusals say that the sandbox scanner found it (the portal's rule for every sandbox adapter). */
  readonly sandbox: boolean;
  /** Throws ScannerUnavailable when the scanner cannot be reached or fails (the upload answers 503). */
  scan(data: Buffer): Promise<ScanResult>;
}

export class ScannerUnavailable extends Error {}

export function createScanner(config: Pick<Config, 'clamd'>): Scanner {
  return config.clamd ? new ClamdScanner(config.clamd.host, config.clamd.port) : new SandboxScanner();
}
