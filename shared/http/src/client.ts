import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { useSession } from '@portal/session';
import { getContextPath } from './context-path';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Count this request in the global loading overlay (default true). */
    showLoading?: boolean;
  }
}

/** Spec section 7: base '/', cookies sent, XSRF-TOKEN cookie → X-XSRF-TOKEN header, no timeout. */
export function createHttpClient(baseURL = getContextPath() + '/'): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
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
    (error) => {
      const s = useSession.getState();
      const status: number | undefined = error?.response?.status;
      if (status !== undefined && status !== 200 && status !== 400) s.resetLoading();
      else if (error?.config?.showLoading !== false) s.endLoading();
      if (status !== undefined) s.resetSessionTimer();
      return Promise.reject(error);
    },
  );
  return client;
}

export const http = createHttpClient();
