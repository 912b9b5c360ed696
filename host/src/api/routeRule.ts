import { routeRule as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** The server's route rule for a path (NONE, REDIRECT or EXTERNAL), on every route change: quiet. */
export const routeRule = (path: string, signal?: AbortSignal) => call(descriptor, { query: { path }, showLoading: false, signal });
