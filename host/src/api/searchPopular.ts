import { searchPopular as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** 인기 검색어 for the main page (last 7 days, or the editors' list): quiet, the page keeps its own list on failure. */
export const searchPopular = (signal?: AbortSignal) => call(descriptor, { showLoading: false, signal });
