import type { PrdocFormCode, PrdocRecord } from '@portal/contracts';
import type { WalletAdapterName } from '../../config';
import type { Db } from '../../db/client';
import type { ExchangePerson } from '../exchange';
import { pickAdapter } from '../pick';
import { SandboxWalletAdapter } from './sandbox';

/** A certificate as the wallet lists it (WalletInfoPopup); `document` is what the citizen sends. */
export interface WalletCertificate {
  certId: string;
  code: PrdocFormCode;
  title: string;
  issuer: string;
  issuedAt: string;
  expiresAt: string;
  document: string;
}

/** What a certificate says once its issuer's signature checked out. */
export interface VerifiedCertificate {
  certId: string;
  code: string;
  title: string;
  issuer: string;
  subject: { name: string; birthDate: string };
  issuedAt: string;
  expiresAt: string;
  docNo: string;
  record: PrdocRecord;
}

/** The certificate is not signed by a known issuer (or is not a certificate at all). */
export class WalletForgedError extends Error {
  constructor() {
    super('wallet: forged');
  }
}

/**
 * The 전자문서지갑 (electronic document wallet): lists the member's electronic certificates and
 * verifies a certificate's issuer signature. Expiry, subject and kind are the portal's checks
 * (prdoc module), the same for every wallet. A real wallet is a new class here plus a name in
 * config.ADAPTERS.WALLET_ADAPTER.
 */
export interface WalletAdapter {
  readonly name: WalletAdapterName;
  /** true: WalletInfoPopup says the certificates are the sandbox's. */
  readonly sandbox: boolean;
  list(db: Db, person: ExchangePerson, today: string): Promise<WalletCertificate[]>;
  /** The certificate's content when an issuer key signed it; WalletForgedError otherwise. */
  verify(db: Db, document: string): Promise<VerifiedCertificate>;
}

export function createWalletAdapter(name: WalletAdapterName): WalletAdapter {
  return pickAdapter('WALLET_ADAPTER', '전자문서지갑', name, { sandbox: () => new SandboxWalletAdapter() });
}
