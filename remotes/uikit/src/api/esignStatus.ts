import { esignStatus as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** GET /api/esign/:signId: the state of a signature request (polled quietly while the page waits). */
export const esignStatus = (signId: string) => call(descriptor, { params: { signId }, showLoading: false });
