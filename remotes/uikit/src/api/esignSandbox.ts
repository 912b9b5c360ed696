import { esignSandbox as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** POST /api/esign/:signId/sandbox: the sandbox's stand-in for the signing app (approve or cancel). */
export const esignSandbox = (signId: string, action: 'approve' | 'cancel') => call(descriptor, { params: { signId }, body: { action }, showLoading: false });
