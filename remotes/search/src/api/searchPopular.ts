import { searchPopular as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/search/popular: the ten 인기 검색어 (last 7 days, or the editors' list while counts are few). */
export const searchPopular = defineQuery(descriptor, { staleTime: 300_000, showLoading: false });
