import type { UploadedFile } from '@portal/contracts/client';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, getContextPath } from '@portal/http';
import { useSession } from '@portal/session';
import { UploadError, uploadErrorMessage } from '@portal/ui/upload';
import { fileUpload } from '@portal/contracts/calls';

function xsrfToken(): string | null {
  for (const part of (globalThis.document?.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === XSRF_COOKIE_NAME) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * POST one file as multipart/form-data (part "file"). XMLHttpRequest rather than the product's fetch
 * client because fetch reports no upload progress. Same rules as the client: context path, cookies,
 * the XSRF header, and every answer resets the session timer. No global loading overlay: the field
 * shows its own progress.
 */
export function uploadFile(
  file: File,
  { url = fileUpload.path, onProgress, signal }: { url?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', getContextPath() + url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = xsrfToken();
    if (token) xhr.setRequestHeader(XSRF_HEADER_NAME, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      useSession.getState().resetSessionTimer();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'fileId' in body) {
        onProgress?.(1);
        resolve(body as UploadedFile);
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      reject(new UploadError(uploadErrorMessage(xhr.status, typeof message === 'string' ? message : undefined, file.name), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(uploadErrorMessage(0, undefined, file.name), 0));
    xhr.onabort = () => reject(new UploadError('canceled', -1));
    if (signal) {
      if (signal.aborted) {
        reject(new UploadError('canceled', -1));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
