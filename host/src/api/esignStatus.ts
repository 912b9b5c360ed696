import { esignStatus as descriptor } from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { fillPath, http } from '@portal/http';

/**
 * GET /api/esign/:signId with the server's clock (its Date header): the signing window counts down to
 * expiresAt by the server's time, not the device's. Quiet (the page shows its own state). Only the
 * lazy /esign pages import this file (not ./index), so the main page's chunk does not grow.
 */
export async function esignStatus(signId: string): Promise<{ status: CallResult<'esignStatus'>; serverNow: number }> {
  const res = await http.request<CallResult<'esignStatus'>>(descriptor.method, fillPath(descriptor.path, { signId }), undefined, { showLoading: false });
  const date = Date.parse(res.headers.get('date') ?? '');
  return { status: res.data, serverNow: Number.isNaN(date) ? Date.now() : date };
}
