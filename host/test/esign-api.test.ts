import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@portal/http';
import * as calls from '@portal/contracts/calls';
import { elrcptAply } from '../src/api/elrcptAply';
import { esignSandbox } from '../src/api/esignSandbox';
import { esignStatus } from '../src/api/esignStatus';

// The signing pages' calls live outside src/api/index.ts (only the lazy /esign chunks import them),
// so api-calls.test.ts does not see them: the same checks here.
afterEach(() => vi.restoreAllMocks());

describe('host/src/api of the signing pages', () => {
  it('are named after their contract keys', () => {
    for (const key of ['elrcptAply', 'esignSandbox', 'esignStatus']) expect(calls).toHaveProperty(key);
  });
  it('send quiet calls to the contract paths; the status carries the server clock', async () => {
    const request = vi.spyOn(http, 'request').mockResolvedValue({ data: { state: 'PENDING' }, status: 200, headers: new Headers({ date: 'Wed, 25 Nov 2026 05:00:00 GMT' }) });
    const r = await esignStatus('S0123456789abcdef01234567');
    expect(r.serverNow).toBe(Date.parse('2026-11-25T05:00:00Z'));
    await esignSandbox('S0123456789abcdef01234567', 'approve');
    await elrcptAply('A20261125-000001');
    expect(request.mock.calls.map(([m, u, b, c]) => [m, u, b, (c as { showLoading?: boolean }).showLoading])).toEqual([
      ['GET', '/api/esign/S0123456789abcdef01234567', undefined, false],
      ['POST', '/api/esign/S0123456789abcdef01234567/sandbox', { action: 'approve' }, false],
      ['GET', '/api/elrcpt/aply/A20261125-000001', undefined, false],
    ]);
  });
});
