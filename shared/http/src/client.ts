import { useSession } from '@portal/session';
import { getContextPath } from './context-path';
import { isDevelopmentHost } from './dev-host';
import { HttpError, serverMessage } from './errors';
import { isSameOrigin } from './same-origin';

/** Status codes an error answer may have without resetting the loader or alerting (spec sections 4 and 8). */
const PASSED_THROUGH = new Set([200, 400]);

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export interface RequestConfig {
  /** Query parameters; undefined, null and blank values are left out (an empty search box is no filter). */
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Count this request in the global loading overlay (default true). */
  showLoading?: boolean;
  /** Milliseconds before the request is given up ('timeout of {n}ms exceeded'); 0 = never (spec §7). */
  timeout?: number;
  signal?: AbortSignal;
  /** Let the request outlive the page (a last draft save on `pagehide`): fetch's `keepalive`. */
  keepalive?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpClient {
  readonly baseURL: string;
  request<T = unknown>(method: string, url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

export interface HttpClientOptions {
  /** The page's address (for the same-origin test); default: the current location. */
  pageHref?: () => string | undefined;
  /** The page's host name (for the development-site alert); default: the current location's. */
  hostname?: () => string | undefined;
  /** The cookie string the XSRF token is read from; default: document.cookie. */
  cookies?: () => string;
  /** The fetch to send with (tests pass their own); default: the global fetch. */
  fetch?: typeof fetch;
}

/** Set by the server while it renders pages: answers the page's API calls inside the server process. */
type ServerRendering = typeof globalThis & { __PORTAL_SERVER_FETCH__?: typeof fetch };

const currentHref = () => globalThis.location?.href;
const currentHostname = () => globalThis.location?.hostname;
const documentCookies = () => globalThis.document?.cookie ?? '';

/** 200-299 is a valid answer (spec section 7). */
export const validStatus = (status: number) => status >= 200 && status < 300;

/** The base joined as axios did: an absolute address stays as it is, anything else goes under the base. */
export function resolveUrl(baseURL: string, url: string): string {
  if (/^([a-z][a-z\d+.-]*:)?\/\//i.test(url)) return url;
  return baseURL ? baseURL.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '') : url;
}

function withParams(url: string, params: RequestConfig['params']): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  const text = query.toString();
  return text ? url + (url.includes('?') ? '&' : '?') + text : url;
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** JSON when it parses, the text otherwise, '' for an empty body (what pages used to get from axios). */
function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Spec section 7 on fetch: base = context path + '/', cookies sent, XSRF-TOKEN cookie → X-XSRF-TOKEN
 * header on same-origin requests only, no timeout unless a call sets one, 200-299 valid. Around every
 * call (spec sections 4 and 8): the loading counter (+1 per request unless `showLoading: false`, −1
 * per answer, reset to 0 on an error status other than 200/400), the session timer reset on every
 * answer, and on development-site hosts the server's message queued for the shell's alert. Errors
 * keep the client-side messages of spec section 8 ('Network Error', 'timeout of {n}ms exceeded',
 * 'canceled', 'Request failed with status code {n}'); an error answer is `error.response`.
 */
export function createHttpClient(baseURL = getContextPath() + '/', options: HttpClientOptions = {}): HttpClient {
  const pageHref = options.pageHref ?? currentHref;
  const hostname = options.hostname ?? currentHostname;
  const cookies = options.cookies ?? documentCookies;

  async function send(method: string, url: string, data: unknown, config: RequestConfig): Promise<Response> {
    const address = withParams(resolveUrl(baseURL, url), config.params);
    const headers = new Headers({ Accept: 'application/json, text/plain, */*', ...config.headers });
    if (isSameOrigin(address, pageHref())) {
      const token = readCookie(cookies(), XSRF_COOKIE_NAME);
      if (token) headers.set(XSRF_HEADER_NAME, token);
    }
    let body: BodyInit | undefined;
    // A call without a body (post(url) or post(url, null)) goes out without a body and without a
    // Content-Type: the server would refuse a labelled empty body (415).
    if (data !== undefined && data !== null) {
      if (typeof data === 'string' || data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) body = data;
      else {
        body = JSON.stringify(data);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
    }
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', { method, url });
    const controller = new AbortController();
    let timedOut = false;
    const timeout = config.timeout ?? 0;
    const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
    const cancel = () => controller.abort();
    config.signal?.addEventListener('abort', cancel, { once: true });
    const doFetch = options.fetch ?? (globalThis as ServerRendering).__PORTAL_SERVER_FETCH__ ?? globalThis.fetch;
    try {
      return await doFetch(address, { method: method.toUpperCase(), headers, body, credentials: 'include', signal: controller.signal, ...(config.keepalive ? { keepalive: true } : {}) });
    } catch {
      if (timedOut) throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', { method, url });
      if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', { method, url });
      throw new HttpError('Network Error', 'ERR_NETWORK', { method, url });
    } finally {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', cancel);
    }
  }

  async function request<T>(method: string, url: string, data?: unknown, config: RequestConfig = {}): Promise<HttpResponse<T>> {
    const s = useSession.getState();
    const counted = config.showLoading !== false;
    if (counted) s.startLoading();
    let response: HttpResponse<T>;
    try {
      const res = await send(method, url, data, config);
      response = { data: parseBody(await res.text()) as T, status: res.status, headers: res.headers };
    } catch (error) {
      // no answer at all (network, timeout, abort): the counter goes down by one, nothing else
      if (counted) useSession.getState().endLoading();
      throw error;
    }
    const after = useSession.getState();
    after.resetSessionTimer();
    if (validStatus(response.status)) {
      if (counted) after.endLoading();
      return response;
    }
    const error = new HttpError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      { method, url },
      response,
    );
    if (!PASSED_THROUGH.has(response.status)) {
      after.resetLoading();
      if (isDevelopmentHost(hostname())) after.pushDevAlert({ status: response.status, message: serverMessage(error) ?? error.message });
    } else if (counted) after.endLoading();
    throw error;
  }

  return {
    baseURL,
    request,
    get: (url, config) => request('get', url, undefined, config),
    delete: (url, config) => request('delete', url, undefined, config),
    post: (url, data, config) => request('post', url, data, config),
    put: (url, data, config) => request('put', url, data, config),
    patch: (url, data, config) => request('patch', url, data, config),
  };
}

export const http = createHttpClient();
