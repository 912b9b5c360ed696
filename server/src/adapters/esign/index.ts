import type { EsignAdapterName } from '../../config';
import type { Db } from '../../db/client';
import { pickAdapter } from '../pick';
import { SandboxEsignAdapter } from './sandbox';

export interface EsignPushRequest {
  signId: string;
  /** SHA-256 (hex) of the canonical application the person signs. */
  contentHash: string;
  /** The signing app the person chose (PASS, KAKAO, NAVER, TOSS). */
  provider: string;
  name: string;
  mobileNo: string;
}

/**
 * An electronic-signature provider (전자서명: 간편인증서 apps). The portal keeps the request's state
 * (PENDING, SIGNED, EXPIRED after ESIGN_TTL_SECONDS, CANCELLED) in esign_requests; the adapter
 * pushes the request to the person's app, hands back the signature the app made over the content
 * hash, and verifies a signature before a submission is accepted. A real provider is a new class
 * here plus a name in config.ADAPTERS.ESIGN_ADAPTER.
 */
export interface EsignAdapter {
  readonly name: EsignAdapterName;
  /** true: the pages say it is the sandbox and POST /api/esign/:signId/sandbox answers. */
  readonly sandbox: boolean;
  /** Pushes the request to the person's app. */
  push(request: EsignPushRequest): Promise<void>;
  /** Sandbox only: what the person's app returns when they approve (a signature over the hash). */
  approve(db: Db, contentHash: string): Promise<string>;
  /** Is `signature` a valid signature over `contentHash`? */
  verify(db: Db, contentHash: string, signature: string): Promise<boolean>;
}

export function createEsignAdapter(name: EsignAdapterName): EsignAdapter {
  return pickAdapter('ESIGN_ADAPTER', '전자서명', name, { sandbox: () => new SandboxEsignAdapter() });
}
