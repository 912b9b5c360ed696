import { searchSuggest as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/search/suggest: autocomplete by the beginning of a word or by 초성 (ㅇㅊㄱ), at most SUGGEST_MAX. */
export const searchSuggest = defineQuery(descriptor, { staleTime: 60_000, showLoading: false });
