/**
 * What the error page shows for an error (pure; unit-tested): the status (default 500), the status
 * message the error supplies (route error responses: statusText; other errors: a `statusMessage`
 * field) and a Korean explanation, plus one log line without personal data.
 */
export interface ErrorInfo {
  status: number;
  statusMessage?: string;
  message?: string;
  log: string;
}

function validStatus(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599;
}

export function describeError(error: unknown, isRouteResponse: boolean): ErrorInfo {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusText?: unknown; statusMessage?: unknown; data?: unknown; message?: unknown; name?: unknown };
    const status = validStatus(e.status) ? e.status : 500;
    const statusMessage =
      (isRouteResponse && typeof e.statusText === 'string' && e.statusText) ||
      (typeof e.statusMessage === 'string' && e.statusMessage) ||
      undefined;
    const message = isRouteResponse && typeof e.data === 'string' && e.data ? e.data : undefined;
    const name = typeof e.name === 'string' ? e.name : 'Error';
    const text = typeof e.message === 'string' ? e.message : statusMessage ?? '';
    return { status, statusMessage: status === 404 ? undefined : statusMessage, message, log: `${status} ${name}: ${text}`.trim() };
  }
  return { status: 500, log: `500 ${String(error)}` };
}

/**
 * A remote or page chunk that could not be fetched (as opposed to an error of the page itself): only
 * these are worth the one full reload of the build-update rule.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'RemoteLoadError' || name === 'ChunkLoadError') return true;
  const m = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-00[1-8]/i.test(m);
}
