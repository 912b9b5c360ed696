import { accessPage as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** Whether the visitor may see a page (path + query), on every route change: quiet. */
export const accessPage = (menuUrl: string, signal?: AbortSignal) => call(descriptor, { query: { menuUrl }, showLoading: false, signal });
