// The console's call to the public open API (/openapi/v1/…): not a call of the internal contract
// table (apiCalls), so it goes through the product's client with the key in the X-API-Key header —
// never in the address, where it would land in the browser history and in logs.
import { http, isHttpError, withContextPath } from '@portal/http';

export const OPEN_V1 = '/openapi/v1';

export interface ConsoleAnswer {
  status: number;
  /** The answer as text: JSON indented, XML as sent. */
  body: string;
  contentType: string;
  /** X-RateLimit-Limit / -Remaining / -Reset and Retry-After, when the answer carries them. */
  quota: { limit: string | null; remaining: string | null; reset: string | null; retryAfter: string | null };
  ms: number;
}

/** The site path of an API with its query (the context path in front), as the docs and the console show it. */
export function openV1Path(path: string, query: Record<string, string> = {}): string {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return `${withContextPath(`${OPEN_V1}/${path}`)}${q ? `?${q}` : ''}`;
}

/** The OpenAPI 3.1 document of the public APIs (no key needed). */
export const openV1DocumentHref = () => withContextPath(`${OPEN_V1}/openapi.json`);

function answerOf(status: number, data: unknown, headers: Headers, started: number): ConsoleAnswer {
  return {
    status,
    body: typeof data === 'string' ? data : JSON.stringify(data, null, 2),
    contentType: headers.get('content-type') ?? '',
    quota: {
      limit: headers.get('x-ratelimit-limit'),
      remaining: headers.get('x-ratelimit-remaining'),
      reset: headers.get('x-ratelimit-reset'),
      retryAfter: headers.get('retry-after'),
    },
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Calls `/openapi/v1/<path>` with `query` and the key in the X-API-Key header; JSON or XML by `type`
 * in the query. Every answer (an error too: 401 code 30, 429 code 22 …) comes back to be shown; only
 * no answer at all (network, timeout) rejects.
 */
export async function callOpenV1(path: string, query: Record<string, string>, key: string, signal?: AbortSignal): Promise<ConsoleAnswer> {
  const started = performance.now();
  const url = `${OPEN_V1}/${path}`;
  const accept = query.type === 'xml' ? 'application/xml' : 'application/json';
  try {
    const res = await http.request('get', url, undefined, { params: query, headers: { Accept: accept, 'X-API-Key': key }, showLoading: false, timeout: 20_000, signal });
    return answerOf(res.status, res.data, res.headers, started);
  } catch (error) {
    if (isHttpError(error) && error.response) return answerOf(error.response.status, error.response.data, error.response.headers, started);
    throw error;
  }
}
