import { searchCount as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** POST /api/search/count: the main page's search form was sent (counts for 인기 검색어). Quiet; a lost count is harmless. */
export const searchCount = (q: string) => {
  call(descriptor, { body: { q }, showLoading: false, keepalive: true }).catch(() => undefined);
};
