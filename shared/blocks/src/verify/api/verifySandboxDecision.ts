import { verifySandboxDecision as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/verify/sandbox/decision: the sandbox app approves or denies (sandbox adapter only). */
export const verifySandboxDecision = defineMutation(descriptor);
