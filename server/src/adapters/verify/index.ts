import type { VerifyAdapterName } from '../../config';
import { SandboxVerifyAdapter } from './sandbox';
import { pickAdapter } from '../pick';

export interface VerifyPersonInput {
  name: string;
  birthDate: string;
  mobileNo: string;
  gender?: 'M' | 'F';
}

/** What the provider says when asked to verify a person (before any code or app request goes out). */
export type ProviderCheck = { ok: true } | { ok: false; reason: 'IDENTITY_MISMATCH' | 'PROVIDER_ERROR' };

/**
 * An identity-verification provider (휴대폰 본인확인 / 간편인증). The portal keeps the state
 * (codes as hashes, tries, expiry, the approval of SIMPLE requests) in its own tables; the adapter
 * checks the person with the provider, delivers the code, and forwards or polls app requests.
 * Only the sandbox exists; a real provider is a new class here plus a name in config.ADAPTERS.VERIFY_ADAPTER.
 */
export interface VerifyAdapter {
  readonly name: VerifyAdapterName;
  /** true: answers carry sandboxCode, the page says it is the sandbox, the decision endpoint works. */
  readonly sandbox: boolean;
  /** Does the provider know this person with this name, birth date (gender) and phone? */
  checkPerson(person: VerifyPersonInput, method: 'SMS' | 'SIMPLE', provider: string): Promise<ProviderCheck>;
  /** SMS: send the code to the phone. */
  sendCode(mobileNo: string, code: string): Promise<void>;
  /** SIMPLE: push the approval request to the person's app. */
  requestApproval(person: VerifyPersonInput, provider: string): Promise<void>;
  /** SIMPLE: the app's answer so far (the sandbox reads the decision stored by POST /api/verify/sandbox/decision). */
  approvalStatus(stored: 'PENDING' | 'APPROVED' | 'DENIED'): Promise<'PENDING' | 'APPROVED' | 'DENIED'>;
}

export function createVerifyAdapter(name: VerifyAdapterName): VerifyAdapter {
  return pickAdapter('VERIFY_ADAPTER', '본인확인', name, { sandbox: () => new SandboxVerifyAdapter() });
}
