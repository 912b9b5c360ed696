import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { useSession } from '@portal/session';
import { getContextPath } from './context-path';
import { isDevelopmentHost } from './dev-host';
import { serverMessage } from './errors';
import { isSameOrigin } from './same-origin';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Count this request in the global loading overlay (default true). */
    showLoading?: boolean;
  }
}

/** Status codes an error answer may have without resetting the loader or alerting (spec sections 4 and 8). */
const PASSED_THROUGH = new Set([200, 400]);

export interface HttpClientOptions {
  /** The page's address (for the same-origin test); default: the current location. */
  pageHref?: () => string | undefined;
  /** The page's host name (for the development-site alert); default: the current location's. */
  hostname?: () => string | undefined;
}

const currentHref = () => globalThis.location?.href;
const currentHostname = () => globalThis.location?.hostname;

/**
 * Spec section 7: base = context path + '/', cookies sent, XSRF-TOKEN cookie → X-XSRF-TOKEN header on
 * same-origin requests only, no timeout, 200-299 valid. Interceptors (spec sections 4 and 8): the
 * loading counter (+1 per request unless `showLoading: false`, −1 per answer, reset to 0 on an error
 * status other than 200/400), the session timer reset on every answer, and on development-site
 * hosts the server's message queued for the shell's alert.
 */
export function createHttpClient(baseURL = getContextPath() + '/', options: HttpClientOptions = {}): AxiosInstance {
  const pageHref = options.pageHref ?? currentHref;
  const hostname = options.hostname ?? currentHostname;
  const client = axios.create({
    baseURL,
    withCredentials: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    // axios calls this with the resolved URL: true sends the header, false never does
    withXSRFToken: (config) => isSameOrigin(config.url, pageHref()),
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // A call without a body (post(url) or post(url, null)) goes out without a body and without a
    // Content-Type: axios would otherwise label it form-encoded and the server refuses that (415).
    if (config.data === null) config.data = undefined;
    if (config.showLoading !== false) useSession.getState().startLoading();
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      const s = useSession.getState();
      if (response.config.showLoading !== false) s.endLoading();
      s.resetSessionTimer();
      return response;
    },
    (error: AxiosError) => {
      const s = useSession.getState();
      const status = error?.response?.status;
      if (status !== undefined && !PASSED_THROUGH.has(status)) {
        s.resetLoading();
        if (isDevelopmentHost(hostname())) {
          s.pushDevAlert({ status, message: serverMessage(error) ?? error.message });
        }
      } else if (error?.config?.showLoading !== false) s.endLoading();
      if (status !== undefined) s.resetSessionTimer();
      return Promise.reject(error);
    },
  );
  return client;
}

export const http = createHttpClient();
