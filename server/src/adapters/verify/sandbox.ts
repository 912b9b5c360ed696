import type { ProviderCheck, VerifyAdapter, VerifyPersonInput } from './index';

/** Mobile number that makes the sandbox provider fail as if it were down (502 PROVIDER_ERROR). */
export const SANDBOX_PROVIDER_ERROR_MOBILE = '01000000000';
/** Name the sandbox provider does not find with the given birth date and phone (409 IDENTITY_MISMATCH). */
export const SANDBOX_MISMATCH_NAME = '오류';

/**
 * Behaves like a provider without one: the code is not sent anywhere (the API returns it as
 * sandboxCode for the page to show), app requests wait for POST /api/verify/sandbox/decision.
 */
export class SandboxVerifyAdapter implements VerifyAdapter {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;

  async checkPerson(person: VerifyPersonInput): Promise<ProviderCheck> {
    if (person.mobileNo === SANDBOX_PROVIDER_ERROR_MOBILE) return { ok: false, reason: 'PROVIDER_ERROR' };
    if (person.name.trim() === SANDBOX_MISMATCH_NAME) return { ok: false, reason: 'IDENTITY_MISMATCH' };
    return { ok: true };
  }

  async sendCode(): Promise<void> {}

  async requestApproval(): Promise<void> {}

  async approvalStatus(stored: 'PENDING' | 'APPROVED' | 'DENIED') {
    return stored;
  }
}
