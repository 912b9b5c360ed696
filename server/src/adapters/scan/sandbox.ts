import type { Scanner, ScanResult } from './index';

/**
 * The EICAR anti-virus test string (https://www.eicar.org), built from two halves so that this
 * source file is not itself reported by a virus scanner.
 */
export const EICAR = Buffer.from(`X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR` + `-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`, 'latin1');

/**
 * The sandbox scanner (no CLAMD_URL): finds the EICAR test string anywhere in the file, so the
 * refusal path can be tried without a real scanner. It finds nothing else: a deployment that
 * takes uploads from the public sets CLAMD_URL.
 */
export class SandboxScanner implements Scanner {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;

  async scan(data: Buffer): Promise<ScanResult> {
    return data.includes(EICAR) ? { clean: false, signature: 'Eicar-Test-Signature' } : { clean: true };
  }
}
