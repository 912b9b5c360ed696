import { searchCount as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/**
 * POST /api/search/count: the visitor searched (sent the form, chose a suggestion), so the query may
 * count for 인기 검색어; page loads never count. Quiet and fire-and-forget: a lost count is harmless.
 */
export const searchCount = (q: string) => {
  call(descriptor, { body: { q }, showLoading: false, keepalive: true }).catch(() => undefined);
};
